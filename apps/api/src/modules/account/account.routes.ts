/**
 * /api/account/...: the signed-in account (401 SESSION_REQUIRED without a session). Another user's
 * ids answer 404. Nothing here reads or writes role or dealer flags.
 */
import {
  AddCardBodySchema,
  AddressBodySchema,
  IdParamSchema,
  OrderNumberParamSchema,
  PageQuerySchema,
  ReturnRequestBodySchema,
  UpdateAddressBodySchema,
  UpdateCardBodySchema,
  UpdateProfileBodySchema,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { validateBody, validateParams, validateQuery } from '../../lib/validate.js';
import { checkCsrf, csrfTokenOf } from '../../lib/csrf.js';
import { clientIp, rateLimiter } from '../../lib/rate-limit.js';
import { NewPasswordBodySchema } from '../auth/auth.passwords.js';
import type { AuthService } from '../auth/auth.service.js';
import { requireUser, sessionCookieOptions } from '../auth/auth.session.js';
import { SESSION_COOKIE } from '../auth/auth.tokens.js';
import type { AccountService } from './account.service.js';

export function accountRoutes(
  account: AccountService,
  auth: AuthService,
  opts: { production: boolean; secret: string; passwordRateLimit: number },
): Router {
  const router = Router();
  const signedIn: RequestHandler = (_req, res, next) => {
    requireUser(res);
    res.set('Cache-Control', 'no-store');
    next();
  };
  router.use('/account', signedIn);
  const uid = (res: { locals: Record<string, unknown> }) => requireUser(res).account_id;

  router.get('/account/profile', (_req, res) => {
    res.json(account.profile(uid(res)));
  });
  router.patch('/account/profile', (req, res) => {
    res.json(account.updateProfile(uid(res), validateBody(UpdateProfileBodySchema, req.body)));
  });

  router.post(
    '/account/password',
    rateLimiter(opts.passwordRateLimit, 15 * 60 * 1000, (req) => `password|${clientIp(req)}`, true),
    async (req, res) => {
      checkCsrf(req, opts.secret, csrfTokenOf(req));
      const body = validateBody(NewPasswordBodySchema, req.body);
      const token = await auth.changePassword(uid(res), body);
      res.cookie(SESSION_COOKIE, token, sessionCookieOptions(opts.production));
      res.json({ status: 'success' });
    },
  );

  router.get('/account/addresses', (_req, res) => {
    res.json({ addresses: account.addresses(uid(res)) });
  });
  router.post('/account/addresses', (req, res) => {
    res.status(201).json(account.addAddress(uid(res), validateBody(AddressBodySchema, req.body)));
  });
  router.patch('/account/addresses/:id', (req, res) => {
    const { id } = validateParams(IdParamSchema, req.params);
    res.json(account.updateAddress(uid(res), id, validateBody(UpdateAddressBodySchema, req.body)));
  });
  router.delete('/account/addresses/:id', (req, res) => {
    const { id } = validateParams(IdParamSchema, req.params);
    account.deleteAddress(uid(res), id);
    res.status(204).end();
  });

  router.get('/account/orders', (req, res) => {
    res.json(account.orders(uid(res), validateQuery(PageQuerySchema, req.query)));
  });
  router.get('/account/orders/:orderNumber', (req, res) => {
    const { orderNumber } = validateParams(OrderNumberParamSchema, req.params);
    res.json(account.order(uid(res), orderNumber));
  });

  router.get('/account/cards', (_req, res) => {
    res.json({ cards: account.cards(uid(res)) });
  });
  router.post('/account/cards', (req, res) => {
    res.status(201).json(account.addCard(uid(res), validateBody(AddCardBodySchema, req.body)));
  });
  router.patch('/account/cards/:id', (req, res) => {
    const { id } = validateParams(IdParamSchema, req.params);
    res.json(account.updateCard(uid(res), id, validateBody(UpdateCardBodySchema, req.body)));
  });
  router.delete('/account/cards/:id', (req, res) => {
    const { id } = validateParams(IdParamSchema, req.params);
    account.deleteCard(uid(res), id);
    res.status(204).end();
  });

  router.get('/account/returns', (_req, res) => {
    res.json({ returns: account.returns(uid(res)) });
  });
  router.post('/account/returns', (req, res) => {
    res.status(201).json(account.requestReturn(uid(res), validateBody(ReturnRequestBodySchema, req.body)));
  });

  return router;
}
