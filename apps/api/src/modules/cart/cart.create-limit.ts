/**
 * New carts per client address (decision 061). A cart is made by a write that names no cart that exists: a
 * script that drops its token makes one on every write, and each is kept for ANONYMOUS_CART_DAYS. Such writes
 * count against CART_CREATE_RATE_LIMIT an hour per address; past it they are answered 429 RATE_LIMITED. A write
 * to a cart that exists is neither counted nor refused (whoever writes it, from whatever address), and a write
 * that made no cart (a refused sku, an empty list) takes its count back.
 */
import type { RequestHandler, Response } from 'express';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import { cartTokenOf } from './cart.cookies.js';
import type { CartService } from './cart.service.js';

const HOUR = 3_600_000;
const CREATED = 'cartCreated';

/** Tells the limiter whether this request's write made a cart (call before answering). */
export const noteCartCreated = (res: Response, created: boolean): void => {
  res.locals[CREATED] = created;
};

/** The one limiter of new carts, before every route that may make one (the cart's writes, dealer quick order). */
export function cartCreationLimiter(
  rateLimits: RateLimits,
  cart: CartService,
  perHour: number,
): RequestHandler {
  return rateLimits.rateLimiter('cart-create', perHour, HOUR, (req) => `cart-create|${clientIp(req)}`, {
    skip: async (req) => {
      const token = cartTokenOf(req);
      return token !== null && (await cart.findCart(token)) !== null;
    },
    counts: (res) => res.locals[CREATED] === true,
    message: 'Too many new carts from your address; please wait an hour and try again',
  });
}
