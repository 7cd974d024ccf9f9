/**
 * The back office's customers (decision 050): the customer search, a customer's page (with the account's dealer
 * applications, dealers/dealer-applications.ts) and the account actions (revoke dealer status, disable and enable,
 * end every session). Role 2 stays the spec's dealer role.
 */
import { z } from 'zod';
import { ADMIN_REVOKE_REFUSALS } from '../admin/administrators.js';
import { adminText } from '../admin/fields.js';
import { DealerApplicationSchema } from '../dealers/dealer-applications.js';

export const CUSTOMERS_PAGE_SIZE = 25;
/** The orders a customer's page lists (the newest first). */
export const CUSTOMER_ORDERS_SHOWN = 50;

// ---------------------------------------------------------------------------------------------- search

/**
 * What a search box's text looks for: part of an email (it has an @), a phone (digits only), else words that
 * each start a first name, a last name or the email.
 */
export type CustomerSearch =
  | { kind: 'all' }
  | { kind: 'email'; text: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'text'; words: string[] };

/** Reads the search box: lower case; a phone needs 4 digits or more; words are matched each on its own. */
export function customerSearchOf(q: string): CustomerSearch {
  const text = q.trim().toLowerCase();
  if (text === '') return { kind: 'all' };
  if (text.includes('@')) return { kind: 'email', text };
  if (/^[\d\s().+-]+$/.test(text)) {
    const digits = text.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
    if (digits.length >= 4) return { kind: 'phone', digits };
  }
  return { kind: 'text', words: text.split(/\s+/).slice(0, 4) };
}

export const CustomerSearchQuerySchema = z.strictObject({
  q: adminText(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type CustomerSearchQuery = z.infer<typeof CustomerSearchQuerySchema>;

/** How a customer's account stands: what they pay, and whether they may sign in. */
export const CustomerStandingSchema = z.object({
  role: z.number().int(),
  isDealer: z.boolean(),
  isAdmin: z.boolean(),
  disabled: z.boolean(),
});

export const AdminCustomerRowSchema = CustomerStandingSchema.extend({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  phone: z.string().nullable(),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRowSchema>;

export const AdminCustomerListSchema = z.object({
  customers: z.array(AdminCustomerRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminCustomerList = z.infer<typeof AdminCustomerListSchema>;

// ------------------------------------------------------------------------------------ a customer's page

export const CustomerOrderSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  status: z.string(),
  total: z.number(),
  created_at: z.string(),
});

export const CustomerConsentSchema = z.object({
  email_consent: z.boolean(),
  sms_consent: z.boolean(),
  /** From the subscriber row of the account's address, when there is one. */
  email_consent_at: z.string().nullable(),
  email_opted_out_at: z.string().nullable(),
  sms_consent_at: z.string().nullable(),
  sms_opted_out_at: z.string().nullable(),
});

export const CustomerAddressSchema = z.object({
  address_line_1: z.string(),
  city: z.string(),
  state_code: z.string(),
  zip_code: z.string(),
  country_code: z.string(),
});

export const AdminCustomerSchema = AdminCustomerRowSchema.extend({
  email_verified_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  address: CustomerAddressSchema.nullable(),
  consent: CustomerConsentSchema,
  orders: z.array(CustomerOrderSchema),
  orderCount: z.number().int(),
  applications: z.array(DealerApplicationSchema),
  /** The resale certificate on file (decision 075): the account pays no sales tax while it is. */
  resale_certificate: z.object({ number: z.string(), state: z.string() }).nullable(),
  /** The shop's administrators (enabled accounts) other than this one: none makes it the last (decision 062). */
  otherAdministrators: z.number().int(),
});
export type AdminCustomer = z.infer<typeof AdminCustomerSchema>;

/** What an administrator may do to an account (each audited). */
export const CUSTOMER_ACTIONS = [
  'revoke-dealer',
  'disable',
  'enable',
  'end-sessions',
  'clear-resale-certificate',
] as const;
export type CustomerAction = (typeof CUSTOMER_ACTIONS)[number];

export const CustomerActionParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  action: z.enum(CUSTOMER_ACTIONS),
});

/** The account's row after an action, or why the action does not apply to it. */
export function applyCustomerAction(
  standing: z.infer<typeof CustomerStandingSchema>,
  action: CustomerAction,
):
  | { ok: true; change: { role?: 1; is_dealer?: 0; disabled?: boolean; endSessions: boolean } }
  | {
      ok: false;
      reason: string;
    } {
  switch (action) {
    case 'revoke-dealer':
      if (!standing.isDealer) return { ok: false, reason: 'This account is not a dealer' };
      // Its sessions stay: the next page shows retail prices (the role is read on every request).
      return { ok: true, change: { role: 1, is_dealer: 0, endSessions: false } };
    case 'disable':
      if (standing.disabled) return { ok: false, reason: 'This account is disabled already' };
      if (standing.isAdmin) return { ok: false, reason: ADMIN_REVOKE_REFUSALS.disableAdmin };
      return { ok: true, change: { disabled: true, endSessions: true } };
    case 'enable':
      if (!standing.disabled) return { ok: false, reason: 'This account is not disabled' };
      return { ok: true, change: { disabled: false, endSessions: false } };
    case 'end-sessions':
      return { ok: true, change: { endSessions: true } };
    case 'clear-resale-certificate':
      // The standing stays; the API clears the certificate on file (decision 075), refused when there is none.
      return { ok: true, change: { endSessions: false } };
  }
}

/** The words of an account's standing, as the back office shows it. */
export function customerStandingLabel(standing: z.infer<typeof CustomerStandingSchema>): string {
  const kind = standing.isDealer ? 'Dealer' : 'Retail';
  const parts = [standing.isAdmin ? `${kind}, administrator` : kind];
  if (standing.disabled) parts.push('disabled');
  return parts.join(', ');
}

/** The message a disabled account gets at sign-in (and on a password reset). */
export const ACCOUNT_DISABLED_ERROR = {
  code: 'ACCOUNT_DISABLED',
  message: 'This account has been disabled. Contact us if you think this is a mistake.',
} as const;
