/** The marketing and push calls (issue 8) in the OpenAPI document, from the zod schemas. */
import {
  CheckConsentBodySchema,
  ConsentCheckResultSchema,
  MarketingResponseSchema,
  PushPublicKeyResponseSchema,
  PushSubscriptionBodySchema,
  SaveFooterSubscriberBodySchema,
  SavePopupSubscriberBodySchema,
  UnsubscribeBodySchema,
  UpdateSubscriberBodySchema,
} from '@shop/domain';
import type { z } from 'zod';

export function registerMarketingSchemas(registry: z.core.$ZodRegistry<{ id: string }>): void {
  registry.add(SaveFooterSubscriberBodySchema, { id: 'SaveFooterSubscriberBody' });
  registry.add(UpdateSubscriberBodySchema, { id: 'UpdateSubscriberBody' });
  registry.add(SavePopupSubscriberBodySchema, { id: 'SavePopupSubscriberBody' });
  registry.add(CheckConsentBodySchema, { id: 'CheckConsentBody' });
  registry.add(UnsubscribeBodySchema, { id: 'UnsubscribeBody' });
  registry.add(ConsentCheckResultSchema, { id: 'ConsentCheckResult' });
  registry.add(MarketingResponseSchema, { id: 'MarketingResponse' });
  registry.add(PushSubscriptionBodySchema, { id: 'PushSubscriptionBody' });
  registry.add(PushPublicKeyResponseSchema, { id: 'PushPublicKeyResponse' });
}

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const errorsNote =
  'Errors answer {status:"error", message, error:{code, message}}: 400 VALIDATION_FAILED with the spec message (No email supplied to form, Invalid email address, the footer rules), 429 RATE_LIMITED.';

const post = (summary: string, body: string, ok: Json, extra: Json = {}): Json => ({
  post: {
    summary: `${summary} ${errorsNote}`,
    requestBody: { required: true, content: { 'application/json': { schema: ref(body) } } },
    responses: {
      '200': ok,
      '400': json('Invalid input', 'MarketingResponse'),
      '429': json('Too many calls from this client', 'MarketingResponse'),
      ...extra,
    },
  },
});

export function marketingPaths(): Record<string, Json> {
  const success = json('{status: "success"}', 'MarketingResponse');
  return {
    '/api/marketing/subscribers-footer/save-footer-subscriber': post(
      'Footer sign-up: email (with email_consent) and/or phone (with sms_consent); one subscriber per email (or phone when SMS only).',
      'SaveFooterSubscriberBody',
      success,
    ),
    '/api/marketing/update-subscriber': post(
      'Turn email consent on for a known subscriber; optional phone and sms_consent.',
      'UpdateSubscriberBody',
      success,
      { '404': json('No subscriber has the email: "Failed to update subscriber"', 'MarketingResponse') },
    ),
    '/api/marketing/subscribers-popup/save-popup-subscriber': post(
      'VIP popup sign-up with email consent and the popup code.',
      'SavePopupSubscriberBody',
      success,
    ),
    '/api/marketing/check-consent-for-user-email': post(
      'Consent state of an email, from its subscriber and its account: id, email, email_consent, email_consent_ts, email_opted_out_ts (all null when unknown).',
      'CheckConsentBody',
      json('The consent check result', 'ConsentCheckResult'),
    ),
    '/api/marketing/unsubscribe': post(
      'Ours: end email consent (records email_opted_out_ts); an unknown email is a success.',
      'UnsubscribeBody',
      success,
    ),
    '/api/marketing/push/subscriber/add': post(
      'Store a push subscription (https endpoint of a push service, 65-byte p256dh, 16-byte auth; base64url); upsert by endpoint.',
      'PushSubscriptionBody',
      success,
    ),
    '/api/marketing/push/public-key': {
      get: {
        summary: 'The VAPID public key (base64url) for PushManager.subscribe.',
        responses: { '200': json('The key', 'PushPublicKeyResponse') },
      },
    },
  };
}
