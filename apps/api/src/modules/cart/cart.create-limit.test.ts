/**
 * New carts per client address (decision 061) over HTTP: a script that drops its cart token makes a new cart
 * on every write; past CART_CREATE_RATE_LIMIT an hour the address is answered 429 RATE_LIMITED, while writes to
 * a cart that exists, other addresses and writes that make no cart go on.
 */
import { createHash } from 'node:crypto';
import { CartResponseSchema, ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser, signedInAgent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { cartCreateRateLimit: LIMIT, trustProxy: 1 } });
  await makeProduct(t.db, { sku: 'LIM-SUB', tpa: 100 });
  await makeProduct(t.db, { sku: 'LIM-DEALER', tpa: 100 });
});
afterAll(() => t.close());

/** One line added from `ip` (as the proxy reports it), to the cart of `token` when given. */
const add = (ip: string, token?: string, sku = 'LIM-SUB') => {
  const req = request(t.app).post('/api/cartv2/lines').set('X-Forwarded-For', ip);
  if (token) req.set('X-Cart-Token', token);
  return req.send({ sku, quantity: 1 });
};
const tokenOf = (res: request.Response) => CartResponseSchema.parse(res.body).cart_token;

/**
 * On PostgreSQL the counts are rows (lib/rate-limit-store.ts), and a count taken back lands just after the
 * answer: wait until the address's count is back to zero. In memory (SQLite) it is back before the answer arrives.
 */
async function countTakenBack(ip: string): Promise<void> {
  if (t.store !== 'postgres') return;
  const hash = createHash('sha256').update(`cart-create|${ip}`).digest('hex');
  await vi.waitFor(async () => {
    const row = await t.db
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', `cart-create:3600000|sha256:${hash}`)
      .executeTakeFirst();
    expect(Number(row?.hits ?? 0)).toBe(0);
  });
}

describe('new carts per client address', () => {
  it(`answers 429 RATE_LIMITED after ${LIMIT} new carts from one address, and not for another`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i < LIMIT; i++) tokens.push(tokenOf(await add('203.0.113.10').expect(200)));
    expect(new Set(tokens).size).toBe(LIMIT);

    const refused = await add('203.0.113.10').expect(429);
    expect(ErrorBodySchema.parse(refused.body).error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Too many new carts from your address; please wait an hour and try again',
    });
    // The full list too: replacing with lines and no cart makes one.
    await request(t.app)
      .post('/api/cartv2')
      .set('X-Forwarded-For', '203.0.113.10')
      .send({ items: [{ sku: 'LIM-SUB', quantity: 1 }] })
      .expect(429);

    await add('203.0.113.11').expect(200);
  });

  it('lets the address go on writing to the carts it has, and refuses a made-up token', async () => {
    for (let i = 0; i < LIMIT; i++) await add('203.0.113.20').expect(200);
    const last = tokenOf(await add('203.0.113.21').expect(200));
    // The cart exists: not a new one, whichever address writes to it.
    const res = await add('203.0.113.20', last).expect(200);
    expect(CartResponseSchema.parse(res.body).items[0]?.quantity).toBe(2);
    // A token no cart has would make a new cart: it counts as one.
    await add('203.0.113.20', 'x'.repeat(43)).expect(429);
  });

  it('does not count writes that make no cart (a refused sku, an empty list)', async () => {
    for (let i = 0; i < LIMIT + 2; i++) await add('203.0.113.30', undefined, 'NO-SUCH-SKU').expect(400);
    await request(t.app)
      .post('/api/cartv2')
      .set('X-Forwarded-For', '203.0.113.30')
      .send({ items: [] })
      .expect(200);
    await countTakenBack('203.0.113.30');
    for (let i = 0; i < LIMIT; i++) await add('203.0.113.30').expect(200);
    await add('203.0.113.30').expect(429);
  });

  it("counts a dealer's quick order that makes a cart", async () => {
    const dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
    const quick = () =>
      dealer
        .post('/api/dealers/quick-order')
        .set('X-Forwarded-For', '203.0.113.40')
        .send({ items: [{ sku: 'LIM-DEALER', quantity: 1 }] });
    for (let i = 0; i < LIMIT; i++) await add('203.0.113.40').expect(200);
    expect((await quick()).status).toBe(429);
  });
});
