/**
 * A buyer's order without an account (decision 057): the order page its mails link to, reached
 * by the order's unguessable token (the checkout's confirmation token), and the lookup by order number and email
 * that leads there. The page answers what the account's order page does, plus the order's return requests (a
 * guest has no View Returns page) and whether the order belongs to an account.
 */
import { z } from 'zod';
import { CsrfTokenSchema } from '../auth/schemas.js';
import { CheckoutEmailSchema } from '../checkout/schemas.js';
import type { SeoInput } from '../seo/page-head.js';
import {
  AccountOrderDetailSchema,
  requireNoteForOther,
  ReturnRequestFieldsSchema,
  ReturnSchema,
} from './schemas.js';

/** An order's token as the checkout made it: 32 random bytes in base64url (43 characters), at most 128. */
export const OrderTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43,128}$/, 'Unknown order link');
export const OrderTokenParamSchema = z.object({ token: OrderTokenSchema });

/** Find your order: a guest's way back to an order, linked from the footer and the sign-in page. */
export const ORDER_LOOKUP_PATH = '/orders/lookup';

/** Its head, which the server writes into the page it sends and the page sets (the footer links to it). */
export const ORDER_LOOKUP_SEO = {
  title: 'Find your order',
  description: 'Find an order by its number and email: its status, tracking and returns, no account needed.',
  canonical: ORDER_LOOKUP_PATH,
} as const satisfies SeoInput;

/** The path of an order's page for whoever holds its token. */
export const guestOrderPath = (token: string): string => `/orders/${encodeURIComponent(token)}`;

/** The path of an account order's page (the owner signs in to see it). */
export const accountOrderPath = (orderNumber: string): string =>
  `/account/orders/${encodeURIComponent(orderNumber)}`;

/** GET /api/orders/{token}: the account's order view, the order's returns, and whether an account owns it. */
export const GuestOrderDetailSchema = AccountOrderDetailSchema.extend({
  return_requests: z.array(ReturnSchema),
  /** Placed while signed in: its owner also finds it under Order History (/account/orders/{number}). */
  on_account: z.boolean(),
});
export type GuestOrderDetail = z.infer<typeof GuestOrderDetailSchema>;

/** POST /api/orders/lookup: the order number of the confirmation and the email it was placed with. */
export const OrderLookupBodySchema = z.object({
  order_number: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^SA-\d{6,12}$/, 'Enter the order number as it is printed, like SA-000123'),
  email: CheckoutEmailSchema,
  csrfToken: CsrfTokenSchema,
});

/** Where the order's page is: the token's page for a guest order, Order History's page for an account's. */
export const OrderLookupResponseSchema = z.object({ order_number: z.string(), path: z.string() });
export type OrderLookupResponse = z.infer<typeof OrderLookupResponseSchema>;

/** POST /api/orders/{token}/returns: the account's return request, with the csrf token of GET /api/auth/csrf. */
export const GuestReturnRequestBodySchema = ReturnRequestFieldsSchema.extend({
  csrfToken: CsrfTokenSchema,
}).superRefine(requireNoteForOther);

/** The one answer to a lookup that does not match, whichever of the two did not (no hint which). */
export const ORDER_LOOKUP_MISMATCH = 'We could not find an order with that order number and email.';
