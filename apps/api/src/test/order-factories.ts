/** Orders for the back office's tests, placed the way a shopper places them: a cart, then checkout over HTTP. */
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import type { Express } from 'express';
import request from 'supertest';
import type { Agent } from './auth-helpers.js';
import { checkoutBody } from './shop-factories.js';

let placed = 0;

/**
 * Places an order for `items`: as the signed-in `agent` (its account's order), else as a guest with a new
 * address (buyerN@example.com unless `email` is given). Returns the checkout's answer and the address.
 */
export async function placeOrder(
  app: Express,
  items: readonly { sku: string; quantity: number }[],
  opts: { agent?: Agent; email?: string } = {},
) {
  const email = opts.email ?? `buyer${++placed}-${Date.now()}@example.com`;
  const client = opts.agent ?? request(app);
  const cart = await client.post('/api/cartv2').send({ items }).expect(200);
  const token = CartResponseSchema.parse(cart.body).cart_token;
  let checkout = client.post('/api/checkout-v3/checkout');
  if (!opts.agent) checkout = checkout.set('Cookie', `sa_cart_token=${token}`);
  const res = await checkout.send(checkoutBody({ contact: { ...checkoutBody().contact, email } }));
  if (res.status !== 200) throw new Error(`checkout: ${res.status} ${JSON.stringify(res.body)}`);
  const order = CheckoutResponseSchema.parse(res.body);
  return { email: order.order.email, number: order.order.order_number, order };
}
