import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { CheckoutBodySchema, SaveCheckoutEventBodySchema } from '@shop/domain';
import { AppError } from '../../lib/app-error.js';
import { validateBody } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import { CHECKOUT_COOKIE, cartTokenOf, cartCookieOptions } from '../cart/cart.cookies.js';
import type { CheckoutService } from './checkout.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

/** express-rate-limit answering in the API's error shape. */
export const limiter = (limit: number, windowMs: number) =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, _res, next) => {
      next(new AppError('RATE_LIMITED', 'Too many requests; please wait a moment and try again', 429));
    },
  });

export function checkoutRoutes(
  checkout: CheckoutService,
  opts: { production: boolean; checkoutRateLimit: number },
): Router {
  const router = Router();

  router.post('/checkout-v3/checkout', limiter(opts.checkoutRateLimit, FIFTEEN_MINUTES), async (req, res) => {
    const body = validateBody(CheckoutBodySchema, req.body);
    const { response } = await checkout.checkout(cartTokenOf(req), body, viewerOf(res));
    res.cookie(CHECKOUT_COOKIE, response.confirmation_token, cartCookieOptions(opts.production));
    res.set('Cache-Control', 'no-store').json(response);
  });

  router.post('/checkout-v4/save-checkout-event', limiter(120, 60 * 1000), (req, res) => {
    checkout.saveCheckoutEvent(validateBody(SaveCheckoutEventBodySchema, req.body));
    res.json({ status: 'success' });
  });

  return router;
}
