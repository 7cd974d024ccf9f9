import { Router, type RequestHandler, type Response } from 'express';
import {
  AddCartLineBodySchema,
  CartResponseSchema,
  CLEARABLE_COOKIE_NAMES,
  DeleteCookiesBodySchema,
  DeleteCookiesResponseSchema,
  UpdateCartBodySchema,
  type DeleteCookiesResponse,
  type ErrorCode,
} from '@shop/domain';
import { clearCookieOptions } from '../../lib/cookies.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import { CART_COOKIE, cartCookieOptions, cartTokenOf, cartTokenParameter } from './cart.cookies.js';
import { noteCartCreated } from './cart.create-limit.js';
import type { CartService, CartWriteResult } from './cart.service.js';

const clearable = new Set<string>(CLEARABLE_COOKIE_NAMES);

export const CartResponse = component('CartResponse', CartResponseSchema);
const written = reply('The cart; sets sa_cart_token', CartResponse);
/** The codes a cart line write answers besides its guards' (cartRefusals' answers). */
const cartWriteErrors = [
  'RATE_LIMITED',
  'CHOOSE_VARIANT',
  'NOT_PURCHASABLE',
  'OUT_OF_STOCK',
  'CART_VERSION_CONFLICT',
  'UNKNOWN_SKU',
] as const satisfies readonly ErrorCode[];

const cartRefusals = {
  400: fails(
    'Invalid body (VALIDATION_FAILED), an unknown or hidden sku (UNKNOWN_SKU), or a parent sku (CHOOSE_VARIANT)',
  ),
  409: fails(
    'Sold out or discontinued (NOT_PURCHASABLE, OUT_OF_STOCK); stale version (CART_VERSION_CONFLICT, details.cart)',
  ),
  ...writeGuardRefusals,
  429: fails(
    'Too many new carts from this address in an hour (RATE_LIMITED); writes to a cart that exists go on',
  ),
};

export const cartTable = defineRoutes('/api', 'cart', {
  get: {
    method: 'get',
    path: '/cartv2',
    summary: "The visitor's cart, priced on the server (an empty cart when there is none)",
    headers: [cartTokenParameter],
    errors: [],
    responses: { 200: reply('The cart', CartResponse) },
  },
  replace: {
    method: 'post',
    path: '/cartv2',
    summary: 'Replace the cart with the full desired line list (client prices ignored); optional version',
    headers: [cartTokenParameter],
    body: component('UpdateCartBody', UpdateCartBodySchema),
    errors: cartWriteErrors,
    responses: { 200: written, ...cartRefusals },
  },
  addLine: {
    method: 'post',
    path: '/cartv2/lines',
    summary: 'Add one sku atomically (an existing line adds up, capped at 1000)',
    headers: [cartTokenParameter],
    body: component('AddCartLineBody', AddCartLineBodySchema),
    errors: cartWriteErrors,
    responses: { 200: written, ...cartRefusals },
  },
  clearCookies: {
    method: 'delete',
    path: '/cookies',
    summary:
      "Clear the spec's cookies (sa_visitor, sa_cart_token, sa_checkout_token, sa_attribution_id, sa_invoice_token)",
    body: component('DeleteCookiesBody', DeleteCookiesBodySchema),
    errors: [],
    responses: {
      200: reply('The names cleared', component('DeleteCookiesResponse', DeleteCookiesResponseSchema)),
      400: fails('Invalid body (VALIDATION_FAILED)'),
      ...writeGuardRefusals,
    },
  },
});

export function cartRoutes(
  cart: CartService,
  opts: { production: boolean; /** cart.create-limit.ts */ createLimit: RequestHandler },
): Router {
  const sendWrite = (res: Response, result: CartWriteResult) => {
    noteCartCreated(res, result.created);
    if (result.token) res.cookie(CART_COOKIE, result.token, cartCookieOptions(opts.production));
    res.set('Cache-Control', 'no-store').json(result.cart);
  };

  return mountRoutes(Router(), cartTable, {
    get: async (req, res) => {
      res.set('Cache-Control', 'no-store').json(await cart.getCart(cartTokenOf(req), viewerOf(res)));
    },
    replace: {
      before: [opts.createLimit],
      handle: async (req, res, { body }) => {
        sendWrite(res, await cart.replaceCart(cartTokenOf(req), body, viewerOf(res)));
      },
    },
    addLine: {
      before: [opts.createLimit],
      handle: async (req, res, { body }) => {
        sendWrite(res, await cart.addToCart(cartTokenOf(req), body, viewerOf(res)));
      },
    },
    clearCookies: (_req, res, { body: { cookieNames } }) => {
      const cleared = [...new Set(cookieNames)].filter((name) => clearable.has(name));
      for (const name of cleared) res.clearCookie(name, clearCookieOptions(opts.production));
      const body: DeleteCookiesResponse = { cleared: cleared as DeleteCookiesResponse['cleared'] };
      res.set('Cache-Control', 'no-store').json(body);
    },
  });
}
