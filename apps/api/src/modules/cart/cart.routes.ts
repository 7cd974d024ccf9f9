import { Router, type Response } from 'express';
import {
  AddCartLineBodySchema,
  CLEARABLE_COOKIE_NAMES,
  DeleteCookiesBodySchema,
  UpdateCartBodySchema,
  type DeleteCookiesResponse,
} from '@shop/domain';
import { validateBody } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import { CART_COOKIE, cartTokenOf, cartCookieOptions } from './cart.cookies.js';
import { clearCookieOptions } from '../../lib/cookies.js';
import type { CartService, CartWriteResult } from './cart.service.js';

const clearable = new Set<string>(CLEARABLE_COOKIE_NAMES);

export function cartRoutes(cart: CartService, opts: { production: boolean }): Router {
  const router = Router();

  const sendWrite = (res: Response, result: CartWriteResult) => {
    if (result.token) res.cookie(CART_COOKIE, result.token, cartCookieOptions(opts.production));
    res.set('Cache-Control', 'no-store').json(result.cart);
  };

  router.get('/cartv2', (req, res) => {
    res.set('Cache-Control', 'no-store').json(cart.getCart(cartTokenOf(req), viewerOf(res)));
  });

  router.post('/cartv2', (req, res) => {
    const body = validateBody(UpdateCartBodySchema, req.body);
    sendWrite(res, cart.replaceCart(cartTokenOf(req), body, viewerOf(res)));
  });

  router.post('/cartv2/lines', (req, res) => {
    const body = validateBody(AddCartLineBodySchema, req.body);
    sendWrite(res, cart.addToCart(cartTokenOf(req), body, viewerOf(res)));
  });

  router.delete('/cookies', (req, res) => {
    const { cookieNames } = validateBody(DeleteCookiesBodySchema, req.body);
    const cleared = [...new Set(cookieNames)].filter((name) => clearable.has(name));
    for (const name of cleared) res.clearCookie(name, clearCookieOptions(opts.production));
    const body: DeleteCookiesResponse = { cleared: cleared as DeleteCookiesResponse['cleared'] };
    res.set('Cache-Control', 'no-store').json(body);
  });

  return router;
}
