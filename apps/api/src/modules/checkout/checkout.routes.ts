import { Router, type Request } from 'express';
import { CheckoutBodySchema, SaveCheckoutEventBodySchema } from '@shop/domain';
import { clientIp, rateLimiter } from '../../lib/rate-limit.js';
import { validateBody } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import { visitorOf } from '../analytics/analytics.cookies.js';
import { CHECKOUT_COOKIE, cartTokenOf, cartCookieOptions } from '../cart/cart.cookies.js';
import type { CheckoutService } from './checkout.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/**
 * Who is paying, for the second checkout budget: the account when signed in, else the cart; a caller with
 * neither is held by its address alone. Addresses rotate (and one proxy address can be many shoppers),
 * so the address budget alone neither stops card testing nor spares a shared address.
 */
const buyerKey = (req: Request): string => {
  const user = req.res ? viewerOf(req.res).user : null;
  if (user) return `checkout|account|${user.account_id}`;
  const cart = cartTokenOf(req);
  return cart ? `checkout|cart|${cart}` : `checkout|ip|${clientIp(req)}`;
};

export function checkoutRoutes(
  checkout: CheckoutService,
  opts: { production: boolean; checkoutRateLimit: number },
): Router {
  const router = Router();

  router.post(
    '/checkout-v3/checkout',
    rateLimiter(opts.checkoutRateLimit, FIFTEEN_MINUTES, (req) => `checkout|${clientIp(req)}`),
    rateLimiter(opts.checkoutRateLimit, FIFTEEN_MINUTES, buyerKey),
    async (req, res) => {
      const body = validateBody(CheckoutBodySchema, req.body);
      const { response } = await checkout.checkout(cartTokenOf(req), body, viewerOf(res));
      res.cookie(CHECKOUT_COOKIE, response.confirmation_token, cartCookieOptions(opts.production));
      res.set('Cache-Control', 'no-store').json(response);
    },
  );

  router.post('/checkout-v4/save-checkout-event', rateLimiter(120, 60 * 1000), (req, res) => {
    checkout.saveCheckoutEvent(validateBody(SaveCheckoutEventBodySchema, req.body), visitorOf(res).visitorId);
    res.json({ status: 'success' });
  });

  return router;
}
