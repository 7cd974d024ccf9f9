/**
 * One-time links never reach the request log (decision 059): the token of a password reset, an email
 * verification, a sign-up's confirmation, an order's page or its confirmation, and an unsubscribe link's
 * signature are written as [REDACTED], in the query or the path, whatever the case or percent-encoding of the
 * request. The URLs come from the mail the shop sends (each link of each message carrying one), from every
 * route table entry with a :token parameter or a token or signature in its query, and from the thank-you page.
 */
import { pino } from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ROUTE_TABLES } from '../route-tables.js';
import { makeApp, type TestApp } from '../test/make-app.js';
import { createMailQueue } from '../modules/mail/mail.queue.js';
import { unsubscribeSignature, unsubscribeUrls } from '../modules/marketing/marketing.links.js';

const TOKEN = 'S3cretT0kenS3cretT0kenS3cretT0kenS3cretT0k';
const EMAIL = 'ada@example.com';

let t: TestApp;
const lines: string[] = [];

beforeAll(async () => {
  const logger = pino({ level: 'info', base: undefined }, { write: (line: string) => void lines.push(line) });
  t = await makeApp({ seed: false, logger });
});
afterAll(() => t.close());

/** The paths (and queries) of the links in the messages that carry a one-time token or a signature. */
function mailLinks(): string[] {
  const { messages } = createMailQueue({
    changes: t.changes,
    site: t.config.site,
    publicUrl: t.config.publicUrl,
    unsubscribeUrls: (email) => unsubscribeUrls(t.config.publicUrl, t.config.jwtSecret, email),
  });
  const guest = { order_number: 'SA-100001', user_id: null, confirmation_token: TOKEN, first_name: 'Ada' };
  const mails = [
    messages.passwordReset(TOKEN),
    messages.emailVerification('Ada', TOKEN),
    messages.accountExists(TOKEN),
    messages.subscriptionConfirmation(TOKEN),
    messages.unsubscribeLink(EMAIL),
    messages.subscriptionWelcome(EMAIL),
    messages.orderDelivered(guest),
  ];
  const texts = mails.map((m) => `${m.text} ${Object.values(m.headers ?? {}).join(' ')}`);
  const urls = texts.flatMap((text) => [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => new URL(m[0])));
  return urls
    .map((u) => `${u.pathname}${u.search}`)
    .filter((p) => p.includes(TOKEN) || p.includes('signature'));
}

/** Every route whose path or query carries a token, with TOKEN in it. */
function routeUrls(): { method: string; url: string }[] {
  return ROUTE_TABLES.flatMap((table) =>
    Object.values(table.routes).flatMap((route) => {
      const query = route.query?.shape ?? {};
      const secretQuery = ['token', 'signature'].filter((name) => name in query);
      if (!route.path.includes(':token') && secretQuery.length === 0) return [];
      const search = secretQuery.map((name) => `${name}=${TOKEN}`).join('&');
      const path = `${table.mount}${route.path.replace(':token', TOKEN)}`;
      return [{ method: route.method, url: search ? `${path}?email=${EMAIL}&${search}` : path }];
    }),
  );
}

describe('the request log', () => {
  it('writes no token of a link the shop mails, a route takes or the thank-you page shows', async () => {
    const signature = unsubscribeSignature(t.config.jwtSecret, EMAIL);
    const pages = mailLinks();
    expect(pages.length).toBeGreaterThanOrEqual(7);
    const routes = routeUrls();
    // The order's page, its returns and its confirmation; the one-click unsubscribe.
    expect(routes.length).toBeGreaterThanOrEqual(4);
    const requests = [
      ...pages.map((url) => ({ method: 'get', url })),
      ...routes,
      { method: 'get', url: `/checkout/v3/confirmation/${TOKEN}` },
      // Express routes paths whatever their case, and reads %74oken as token.
      { method: 'get', url: `/API/Orders/${TOKEN}` },
      { method: 'get', url: `/account/reset-password?%74oken=${TOKEN}` },
      { method: 'get', url: `/Account/Verify-Email?TOKEN=${TOKEN}&next=1` },
    ];
    const before = lines.length;
    for (const { method, url } of requests)
      await request(t.handle)[method as 'get' | 'post'](url).set('Origin', t.config.publicUrl);
    await vi.waitFor(() => expect(lines.length - before).toBeGreaterThanOrEqual(requests.length));
    const logged = lines.slice(before).join('');
    expect(logged).not.toContain(TOKEN);
    expect(logged).not.toContain(signature);
    expect(logged.match(/\[REDACTED\]/g)?.length).toBeGreaterThanOrEqual(requests.length);
    // What is not a secret stays readable: the path, the address of an unsubscribe link, other parameters.
    expect(logged).toContain('"url":"/account/reset-password?token=[REDACTED]"');
    expect(logged).toContain('"url":"/api/orders/[REDACTED]/returns"');
    expect(logged).toContain('&next=1');
  });

  it('keeps the order lookup and account order pages as they are', async () => {
    const before = lines.length;
    await request(t.handle).get('/orders/lookup');
    await request(t.handle).get('/account/orders/SA-100001');
    await vi.waitFor(() => expect(lines.length - before).toBe(2));
    const logged = lines.slice(before).join('');
    expect(logged).toContain('"url":"/orders/lookup"');
    expect(logged).toContain('"url":"/account/orders/SA-100001"');
  });
});
