/**
 * Checkout's card-testing budget: per client address as TRUST_PROXY says, and per account (signed in) or
 * cart, so that neither one shared proxy address nor a rotation of addresses decides it alone.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import type { Config } from '../../config.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';

const LIMIT = 2;
const tokenOf = (n: number) => `${n}`.padStart(43, 'T');

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((t) => t.close())));
async function shop(trustProxy: Config['trustProxy']): Promise<TestApp> {
  const t = await makeApp({
    seed: false,
    configOverrides: { checkoutRateLimit: LIMIT, trustProxy, logLevel: 'silent' },
  });
  apps.push(t);
  return t;
}

/** A checkout attempt (an empty body: refused with 400, and counted) from `ip` as the proxy reports it. */
const attempt = (via: TestApp | Agent, ip: string, cart?: string) => {
  const req = ('db' in via ? request(via.handle) : via)
    .post('/api/checkout-v3/checkout')
    .set('X-Forwarded-For', ip);
  if (cart) req.set('Cookie', `sa_cart_token=${cart}`);
  return req.send({});
};

describe('the client address behind a proxy', () => {
  it('is the X-Forwarded-For address when TRUST_PROXY trusts the proxy: each client has its own budget', async () => {
    const t = await shop(1);
    await attempt(t, '203.0.113.1').expect(400);
    await attempt(t, '203.0.113.1').expect(400);
    await attempt(t, '203.0.113.1').expect(429);
    await attempt(t, '203.0.113.2').expect(400);
  });

  it('ignores X-Forwarded-For when TRUST_PROXY is off: a client cannot make itself a new budget', async () => {
    const t = await shop(false);
    await attempt(t, '203.0.113.1').expect(400);
    await attempt(t, '203.0.113.2').expect(400);
    await attempt(t, '203.0.113.3').expect(429);
  });
});

describe('the checkout budget of a cart or an account', async () => {
  const t = await shop(['loopback']);

  it('holds a cart to its budget from any address', async () => {
    await attempt(t, '198.51.100.1', tokenOf(1)).expect(400);
    await attempt(t, '198.51.100.2', tokenOf(1)).expect(400);
    const res = await attempt(t, '198.51.100.3', tokenOf(1)).expect(429);
    expect((res.body as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    await attempt(t, '198.51.100.4', tokenOf(2)).expect(400);
  });

  it('holds an account to its budget whatever the cart and the address', async () => {
    const agent = await signedInAgent(t.handle, await makeUser(t.db));
    await attempt(agent, '198.51.100.11', tokenOf(11)).expect(400);
    await attempt(agent, '198.51.100.12', tokenOf(12)).expect(400);
    await attempt(agent, '198.51.100.13', tokenOf(13)).expect(429);
    await attempt(t, '198.51.100.14', tokenOf(14)).expect(400);
  });
});
