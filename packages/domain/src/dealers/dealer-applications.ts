/**
 * Dealer applications (decision 050): the "become a dealer" application a shopper sends and an administrator
 * approves or declines. Role 2 stays the spec's dealer role.
 */
import { z } from 'zod';
import { CheckoutEmailSchema, UsPhoneSchema } from '../checkout/schemas.js';
import { normalizePhone } from '../marketing/phone.js';
import { FULL_NAME_MAX, personNameSchema } from '../shared/person-name.js';
import { OptionalCsrfSchema, adminLongText, requiredAdminText } from '../admin/fields.js';
import { StateCodeSchema } from '../shared/us-states.js';

export const DEALER_APPLICATIONS_PAGE_SIZE = 25;

export const DEALER_APPLICATION_STATUSES = ['open', 'approved', 'declined'] as const;
export type DealerApplicationStatus = (typeof DEALER_APPLICATION_STATUSES)[number];

/** A US employer identification number: 9 digits, written 12-3456789; spaces and dashes are ignored. */
export const TaxIdSchema = z
  .string()
  .trim()
  .max(20)
  .refine((v) => /^\d{9}$/.test(v.replace(/[\s-]/g, '')), 'Enter your 9-digit EIN, like 12-3456789')
  .transform((v) => {
    const d = v.replace(/[\s-]/g, '');
    return `${d.slice(0, 2)}-${d.slice(2)}`;
  });

/** A resale certificate's number as its state writes it: letters, digits, dashes and spaces, up to 40. */
export const ResaleCertificateSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9 -]{0,39}$/, 'Enter the certificate number: letters, digits and dashes');

/**
 * POST /api/dealer-application: what a shopper sends (the email is the account's own). A resale certificate
 * (its number and issuing state, both or neither; decision 075) makes the dealer tax-exempt once approved.
 */
export const DealerApplicationBodySchema = z
  .strictObject({
    business_name: requiredAdminText(120).transform((s) => s.trim()),
    tax_id: TaxIdSchema,
    contact_name: personNameSchema(FULL_NAME_MAX),
    phone: UsPhoneSchema.transform((p) => normalizePhone(p) ?? p),
    resale_certificate: ResaleCertificateSchema.optional(),
    resale_certificate_state: StateCodeSchema.optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine((b) => (b.resale_certificate === undefined) === (b.resale_certificate_state === undefined), {
    message: "Give the certificate's number and the state that issued it",
    path: ['resale_certificate_state'],
  });
export type DealerApplicationBody = z.input<typeof DealerApplicationBodySchema>;

export const DealerApplicationSchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: CheckoutEmailSchema,
  business_name: z.string(),
  tax_id: z.string(),
  contact_name: z.string(),
  phone: z.string(),
  /** The resale certificate given with the application, and its state (null when none). */
  resale_certificate: z.string().nullable(),
  resale_certificate_state: z.string().nullable(),
  status: z.enum(DEALER_APPLICATION_STATUSES),
  note: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type DealerApplication = z.infer<typeof DealerApplicationSchema>;

/** The "become a dealer" page's state: the account's latest application, and whether it is a dealer now. */
export const MyDealerApplicationSchema = z.object({
  isDealer: z.boolean(),
  application: DealerApplicationSchema.nullable(),
});
export type MyDealerApplication = z.infer<typeof MyDealerApplicationSchema>;

/**
 * Whether the account may send an application: not a dealer already, and no open one. An approved one whose
 * dealer status was revoked since, or a declined one, leaves the way open to apply again.
 */
export function canApplyForDealer(state: MyDealerApplication): boolean {
  return !state.isDealer && state.application?.status !== 'open';
}

export const DealerApplicationsQuerySchema = z.strictObject({
  status: z.enum([...DEALER_APPLICATION_STATUSES, 'all']).default('open'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type DealerApplicationsQuery = z.infer<typeof DealerApplicationsQuerySchema>;

export const DealerApplicationListSchema = z.object({
  applications: z.array(DealerApplicationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type DealerApplicationList = z.infer<typeof DealerApplicationListSchema>;

/** Approving may carry a note for the mail; declining must say why. */
export const ApproveDealerBodySchema = z.strictObject({
  note: adminLongText(1000)
    .transform((s) => s.trim())
    .optional(),
  csrfToken: OptionalCsrfSchema,
});
export const DeclineDealerBodySchema = z.strictObject({
  note: adminLongText(1000)
    .transform((s) => s.trim())
    .refine((s) => s !== '', 'Say why, for the applicant'),
  csrfToken: OptionalCsrfSchema,
});

/** The one move an application makes: an open one is approved or declined, once. */
export function decideDealerApplication(
  status: DealerApplicationStatus,
  decision: 'approve' | 'decline',
): { ok: true; status: DealerApplicationStatus } | { ok: false; reason: string } {
  if (status !== 'open') return { ok: false, reason: `This application was ${status} already` };
  return { ok: true, status: decision === 'approve' ? 'approved' : 'declined' };
}
