/**
 * /api/account/...: the signed-in account (401 SESSION_REQUIRED without a session). Another user's
 * ids answer 404. Nothing here reads or writes role or dealer flags.
 */
import {
  AccountOrderDetailSchema,
  AccountOrdersResponseSchema,
  AddCardBodySchema,
  AddressBodySchema,
  AddressListResponseSchema,
  AddressSchema,
  CardSetupPendingSchema,
  ConfirmCardBodySchema,
  IdParamSchema,
  OrderNumberParamSchema,
  PageQuerySchema,
  ProfileSchema,
  RegisterResponseSchema,
  ResendVerificationBodySchema,
  ReturnListResponseSchema,
  RETURN_WINDOW_DAYS,
  ReturnRequestBodySchema,
  ReturnSchema,
  SavedCardListResponseSchema,
  SavedCardSchema,
  StatusSuccessSchema,
  UpdateAddressBodySchema,
  UpdateCardBodySchema,
  UpdateProfileBodySchema,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { requireCsrf } from '../../lib/csrf.js';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import {
  component,
  csrfGuardRefusals,
  defineRoutes,
  signedInOnly,
  fails,
  hasherRefusals,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { NewPasswordBodySchema } from '../auth/auth.passwords.js';
import type { AuthService } from '../auth/auth.service.js';
import { requireUser, sessionCookieOptions } from '../auth/auth.session.js';
import { SESSION_COOKIE } from '../auth/auth.tokens.js';
import type { AccountService } from './account.service.js';

const Profile = component('Profile', ProfileSchema);
const Address = component('Address', AddressSchema);
const SavedCard = component('SavedCard', SavedCardSchema);
const session = { 401: fails('No session (SESSION_REQUIRED)') };
const invalid = { 400: fails('Invalid body or parameters (VALIDATION_FAILED)') };
const missing = { 404: fails("Not found, or another account's (NOT_FOUND)") };
const deleted = { 204: reply('Deleted'), ...session, ...missing, ...writeGuardRefusals };

export const accountTable = defineRoutes('/api', signedInOnly('account'), {
  profile: {
    method: 'get',
    path: '/account/profile',
    summary: 'The signed-in profile',
    errors: [],
    responses: { 200: reply('Profile', Profile), ...session },
  },
  updateProfile: {
    method: 'patch',
    path: '/account/profile',
    summary: 'Change names, phone and consents (never role or email)',
    body: component('UpdateProfileBody', UpdateProfileBodySchema),
    errors: ['EMAIL_NOT_VERIFIED'],
    responses: {
      200: reply('Profile', Profile),
      ...invalid,
      ...session,
      409: fails('Marketing email turned on before the address is verified (EMAIL_NOT_VERIFIED)'),
      ...writeGuardRefusals,
    },
  },
  password: {
    method: 'post',
    path: '/account/password',
    summary:
      'Change the password (a well-known one is refused); ends every other session and renews this one',
    body: component('ChangePasswordBody', NewPasswordBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'RATE_LIMITED', 'BUSY', 'SHUTTING_DOWN', 'INVALID_CURRENT_PASSWORD'],
    responses: {
      200: reply('Changed', component('StatusSuccess', StatusSuccessSchema)),
      400: fails('VALIDATION_FAILED, INVALID_CURRENT_PASSWORD'),
      ...session,
      429: fails('RATE_LIMITED'),
      ...hasherRefusals,
      ...csrfGuardRefusals,
    },
  },
  verification: {
    method: 'post',
    path: '/account/verification',
    summary:
      "Mail the account's email verification link again (nothing is sent when already verified; at most 3 links an hour)",
    body: component('ResendVerificationBody', ResendVerificationBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'RATE_LIMITED'],
    responses: {
      202: reply(
        'Accepted (VERIFICATION_SENT_MESSAGE)',
        component('RegisterResponse', RegisterResponseSchema),
      ),
      ...session,
      429: fails('RATE_LIMITED'),
      ...csrfGuardRefusals,
    },
  },
  addresses: {
    method: 'get',
    path: '/account/addresses',
    summary: 'Saved addresses',
    errors: [],
    responses: {
      200: reply('Addresses', component('AddressListResponse', AddressListResponseSchema)),
      ...session,
    },
  },
  addAddress: {
    method: 'post',
    path: '/account/addresses',
    summary: 'Add an address (the first one is the default)',
    body: component('AddressBody', AddressBodySchema),
    errors: ['TOO_MANY_ADDRESSES'],
    responses: {
      201: reply('Added', Address),
      ...invalid,
      ...session,
      409: fails('TOO_MANY_ADDRESSES'),
      ...writeGuardRefusals,
    },
  },
  updateAddress: {
    method: 'patch',
    path: '/account/addresses/:id',
    summary: 'Change an address or make it the default',
    params: IdParamSchema,
    body: component('UpdateAddressBody', UpdateAddressBodySchema),
    errors: ['NOT_FOUND'],
    responses: { 200: reply('Changed', Address), ...invalid, ...session, ...missing, ...writeGuardRefusals },
  },
  deleteAddress: {
    method: 'delete',
    path: '/account/addresses/:id',
    summary: 'Delete an address',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: deleted,
  },
  orders: {
    method: 'get',
    path: '/account/orders',
    summary: 'Order History, newest first',
    query: PageQuerySchema,
    errors: [],
    responses: {
      200: reply('A page of orders', component('AccountOrdersResponse', AccountOrdersResponseSchema)),
      ...invalid,
      ...session,
    },
  },
  order: {
    method: 'get',
    path: '/account/orders/:orderNumber',
    summary: 'One order with per-line return eligibility',
    params: OrderNumberParamSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The order', component('AccountOrderDetail', AccountOrderDetailSchema)),
      ...invalid,
      ...session,
      ...missing,
    },
  },
  cards: {
    method: 'get',
    path: '/account/cards',
    summary: 'Saved cards',
    errors: [],
    responses: {
      200: reply('Cards', component('SavedCardListResponse', SavedCardListResponseSchema)),
      ...session,
    },
  },
  addCard: {
    method: 'post',
    path: '/account/cards',
    summary: 'Save a card: only brand, last 4, expiry and nickname are kept',
    body: component('AddCardBody', AddCardBodySchema),
    errors: ['RATE_LIMITED', 'TOO_MANY_CARDS', 'CARD_INVALID', 'CARD_DECLINED', 'SAVED_CARD_UNSUPPORTED'],
    responses: {
      201: reply('Saved', SavedCard),
      202: reply(
        'Stripe: the bank asks to confirm the card (3-D Secure) in the browser, then POST /account/cards/confirm',
        component('CardSetupPending', CardSetupPendingSchema),
      ),
      400: fails('VALIDATION_FAILED, CARD_INVALID, SAVED_CARD_UNSUPPORTED'),
      402: fails("CARD_DECLINED: the card's bank refused it"),
      ...session,
      409: fails('TOO_MANY_CARDS'),
      429: fails('RATE_LIMITED: too many cards refused from this address'),
      ...writeGuardRefusals,
    },
  },
  confirmCard: {
    method: 'post',
    path: '/account/cards/confirm',
    summary: "Stripe: save the card of the account's own setup once the bank confirmed it (after a 202)",
    body: component('ConfirmCardBody', ConfirmCardBodySchema),
    errors: ['RATE_LIMITED', 'TOO_MANY_CARDS', 'CARD_INVALID', 'CARD_DECLINED', 'SAVED_CARD_UNSUPPORTED'],
    responses: {
      201: reply('Saved', SavedCard),
      400: fails("VALIDATION_FAILED, CARD_INVALID (another account's setup), SAVED_CARD_UNSUPPORTED"),
      402: fails('CARD_DECLINED: the bank did not confirm the card'),
      ...session,
      409: fails('TOO_MANY_CARDS'),
      429: fails('RATE_LIMITED: too many cards refused from this address'),
      ...writeGuardRefusals,
    },
  },
  updateCard: {
    method: 'patch',
    path: '/account/cards/:id',
    summary: 'Change nickname, expiry or make it the default card',
    params: IdParamSchema,
    body: component('UpdateCardBody', UpdateCardBodySchema),
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('Changed', SavedCard),
      ...invalid,
      ...session,
      ...missing,
      ...writeGuardRefusals,
    },
  },
  deleteCard: {
    method: 'delete',
    path: '/account/cards/:id',
    summary: 'Delete a saved card',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: deleted,
  },
  returns: {
    method: 'get',
    path: '/account/returns',
    summary: 'Returns of the account',
    errors: [],
    responses: {
      200: reply('Returns', component('ReturnListResponse', ReturnListResponseSchema)),
      ...session,
    },
  },
  requestReturn: {
    method: 'post',
    path: '/account/returns',
    summary: `Request a return for units of a shipped order's line (until ${RETURN_WINDOW_DAYS} days after delivery)`,
    body: component('ReturnRequestBody', ReturnRequestBodySchema),
    errors: ['NOT_FOUND', 'RETURN_NOT_ELIGIBLE'],
    responses: {
      201: reply('Requested', component('Return', ReturnSchema)),
      ...invalid,
      ...session,
      ...missing,
      409: fails('Not eligible (RETURN_NOT_ELIGIBLE, details.reason)'),
      ...writeGuardRefusals,
    },
  },
});

export function accountRoutes(
  account: AccountService,
  auth: AuthService,
  opts: { production: boolean; secret: string; passwordRateLimit: number; rateLimits: RateLimits },
): Router {
  const { rateLimiter } = opts.rateLimits;
  const router = Router();
  const signedIn: RequestHandler = (_req, res, next) => {
    requireUser(res);
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.use('/account', signedIn);
  const uid = (res: { locals: Record<string, unknown> }) => requireUser(res).account_id;
  // Refused cards per address (decision 074): each try reaches the payment provider (with Stripe a SetupIntent),
  // which card testing would abuse; cards saved do not count.
  const cardTries = rateLimiter('card-tries', 20, 60 * 60 * 1000, (req) => `cards|${clientIp(req)}`, {
    skipSuccessfulRequests: true,
    message: 'Too many cards were refused; please wait a while and try again',
  });

  return mountRoutes(router, accountTable, {
    profile: async (_req, res) => {
      res.json(await account.profile(uid(res)));
    },
    updateProfile: async (_req, res, { body }) => {
      res.json(await account.updateProfile(uid(res), body));
    },
    verification: {
      before: [
        rateLimiter('resend-verification', 5, 60 * 60 * 1000, (req) => `verify|${clientIp(req)}`),
        requireCsrf(opts.secret),
      ],
      handle: async (_req, res) => {
        res
          .status(202)
          .set('Cache-Control', 'no-store')
          .json(await auth.resendVerification(uid(res)));
      },
    },
    password: {
      before: [
        rateLimiter(
          'password',
          opts.passwordRateLimit,
          15 * 60 * 1000,
          (req) => `password|${clientIp(req)}`,
          { skipSuccessfulRequests: true },
        ),
        requireCsrf(opts.secret),
      ],
      handle: async (_req, res, { body }) => {
        const token = await auth.changePassword(uid(res), body);
        res.cookie(SESSION_COOKIE, token, sessionCookieOptions(opts.production));
        res.json({ status: 'success' });
      },
    },
    addresses: async (_req, res) => {
      res.json({ addresses: await account.addresses(uid(res)) });
    },
    addAddress: async (_req, res, { body }) => {
      res.status(201).json(await account.addAddress(uid(res), body));
    },
    updateAddress: async (_req, res, { params, body }) => {
      res.json(await account.updateAddress(uid(res), params.id, body));
    },
    deleteAddress: async (_req, res, { params }) => {
      await account.deleteAddress(uid(res), params.id);
      res.status(204).end();
    },
    orders: async (_req, res, { query }) => {
      res.json(await account.orders(uid(res), query));
    },
    order: async (_req, res, { params }) => {
      res.json(await account.order(uid(res), params.orderNumber));
    },
    cards: async (_req, res) => {
      res.json({ cards: await account.cards(uid(res)) });
    },
    addCard: {
      before: [cardTries],
      handle: async (_req, res, { body }) => {
        const card = await account.addCard(uid(res), body);
        res.status('next_action' in card ? 202 : 201).json(card);
      },
    },
    confirmCard: {
      before: [cardTries],
      handle: async (_req, res, { body }) => {
        res.status(201).json(await account.confirmCard(uid(res), body));
      },
    },
    updateCard: async (_req, res, { params, body }) => {
      res.json(await account.updateCard(uid(res), params.id, body));
    },
    deleteCard: async (_req, res, { params }) => {
      await account.deleteCard(uid(res), params.id);
      res.status(204).end();
    },
    returns: async (_req, res) => {
      res.json({ returns: await account.returns(uid(res)) });
    },
    requestReturn: async (_req, res, { body }) => {
      res.status(201).json(await account.requestReturn(uid(res), body));
    },
  });
}
