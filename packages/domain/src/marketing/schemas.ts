/**
 * The marketing and push contract (spec sections 3 and 7; decision 021). Emails and phones are
 * accepted as typed (bounded strings) and normalised by the server, which answers the spec's messages
 * ('No email supplied to form', 'Invalid email address') rather than schema wording. Unknown keys are
 * refused.
 */
import { z } from 'zod';
import { ErrorBodySchema } from '../shared/errors.js';
import { isKnownPushEndpoint, PUSH_ENDPOINT_MESSAGE } from './push-endpoint.js';
import { FORM_TYPES } from './signup.js';

const RawEmail = z.string().max(1000);
const RawPhone = z.string().max(64);

export const FormTypeSchema = z.enum(FORM_TYPES);

export const SaveFooterSubscriberBodySchema = z.strictObject({
  email: RawEmail.nullable().optional(),
  email_consent: z.boolean(),
  phone: RawPhone.nullable().optional(),
  sms_consent: z.boolean(),
  form_type: FormTypeSchema,
});
export type SaveFooterSubscriberBody = z.infer<typeof SaveFooterSubscriberBodySchema>;

export const UpdateSubscriberBodySchema = z.strictObject({
  email: RawEmail,
  email_consent: z.literal(true),
  form_type: FormTypeSchema,
  phone: RawPhone.nullable().optional(),
  sms_consent: z.boolean().optional(),
});
export type UpdateSubscriberBody = z.infer<typeof UpdateSubscriberBodySchema>;

export const PopupCodeSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, _ and -');

export const SavePopupSubscriberBodySchema = z.strictObject({
  email: RawEmail,
  popup_code: PopupCodeSchema,
  form_type: FormTypeSchema,
});
export type SavePopupSubscriberBody = z.infer<typeof SavePopupSubscriberBodySchema>;

export const CheckConsentBodySchema = z.strictObject({ email: RawEmail });
export type CheckConsentBody = z.infer<typeof CheckConsentBodySchema>;

/**
 * Ours: ends email consent (the opt-out the spec's email_opted_out_ts records). With the signature of an
 * unsubscribe link, or from the address's own session, it applies at once; otherwise a link to do it is
 * mailed to the address (an anonymous call never changes another person's consent).
 */
export const UnsubscribeBodySchema = z.strictObject({
  email: RawEmail,
  signature: z.string().max(100).optional(),
});
export type UnsubscribeBody = z.infer<typeof UnsubscribeBodySchema>;

/** Every field null when no subscriber has the email. */
export const ConsentCheckResultSchema = z.object({
  id: z.number().int().nullable(),
  email: z.string().nullable(),
  email_consent: z.union([z.literal(0), z.literal(1)]).nullable(),
  email_consent_ts: z.string().nullable(),
  email_opted_out_ts: z.string().nullable(),
});
export type ConsentCheckResult = z.infer<typeof ConsentCheckResultSchema>;

/** Ours: the token of a sign-up's confirmation link (double opt-in). */
export const ConfirmSubscriptionBodySchema = z.strictObject({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete'),
});
export type ConfirmSubscriptionBody = z.infer<typeof ConfirmSubscriptionBodySchema>;

export const MarketingResponseSchema = z.object({
  status: z.enum(['success', 'error']),
  message: z.string().optional(),
  /** Ours: true when the change waits for the address's owner to open the link just mailed to it. */
  pending: z.boolean().optional(),
});
export type MarketingResponse = z.infer<typeof MarketingResponseSchema>;

/** A marketing or push call's refusal: the spec's shape, with the API's one error beside it. */
export const MarketingErrorSchema = z.object({
  status: z.literal('error'),
  message: z.string(),
  error: ErrorBodySchema.shape.error,
});

/** Bytes of a base64url (or base64) string, or -1 when it is not one. */
export function base64UrlByteLength(value: string): number {
  if (!/^[A-Za-z0-9_+/-]+={0,2}$/.test(value)) return -1;
  const bare = value.replace(/=+$/, '');
  if (bare.length % 4 === 1) return -1;
  return Math.floor((bare.length * 3) / 4);
}

export const PUSH_ENDPOINT_MAX_LENGTH = 2048;
/** An uncompressed P-256 public key (65 bytes, 87 base64url characters) and a 16-byte auth secret (22). */
export const PUSH_P256DH_BYTES = 65;
export const PUSH_AUTH_BYTES = 16;

export const PushSubscriptionBodySchema = z.strictObject({
  endpoint: z.string().max(PUSH_ENDPOINT_MAX_LENGTH).refine(isKnownPushEndpoint, PUSH_ENDPOINT_MESSAGE),
  p256dh: z
    .string()
    .max(100)
    .refine((v) => base64UrlByteLength(v) === PUSH_P256DH_BYTES, 'p256dh must be a 65-byte base64url key'),
  auth: z
    .string()
    .max(32)
    .refine((v) => base64UrlByteLength(v) === PUSH_AUTH_BYTES, 'auth must be a 16-byte base64url secret'),
});

export const PushPublicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PushPublicKeyResponse = z.infer<typeof PushPublicKeyResponseSchema>;

/** What a notification carries (the push command and the service worker). */
export const PushPayloadSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  body: z.string().trim().min(1).max(500),
  url: z
    .string()
    .max(2048)
    .refine(
      (v) => (v.startsWith('/') && !v.startsWith('//')) || /^https:\/\//.test(v),
      'url must be a path or an https URL',
    )
    .default('/'),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
