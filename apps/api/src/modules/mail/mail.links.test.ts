/**
 * Every message the shop sends (mail.queue's `messages`), rendered with realistic data: each link in it, the
 * HTML's hrefs and the text body's URLs alike, opens a page of the shop. The app serves the SPA (a built
 * index.html stand-in) and answers a path no route of the SPA shows with 404 (pages/page-heads.ts, the
 * domain's isAppPagePath), so a link to a page that does not exist fails here.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { placeOrder } from '../../test/order-factories.js';
import { makeProduct } from '../../test/shop-factories.js';
import { makeWebDist } from '../../test/spa-fixture.js';
import type { RenderedMail } from './mail.layout.js';
import { createMailQueue, type MailQueue } from './mail.queue.js';
import { unsubscribeUrls } from '../marketing/marketing.links.js';

type Messages = MailQueue['messages'];
/** Each message's arguments: a message added to mail.queue without a sample here fails the type check. */
type Samples = { [K in keyof Messages]: Parameters<Messages[K]> };

/** The links of a message: the hrefs of its HTML and the URLs of its text body. */
function linksOf(mail: RenderedMail): string[] {
  const hrefs = [...mail.html.matchAll(/href="([^"]*)"/g)].map((m) =>
    m[1]!.replace(/&#38;/g, '&').replace(/&amp;/g, '&'),
  );
  const urls = [...mail.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((m) => m[0]);
  return [...new Set([...hrefs, ...urls])];
}

describe("the links of the shop's messages", () => {
  let t: TestApp;
  let samples: Samples;
  beforeAll(async () => {
    t = await makeApp({ seed: false, webDistDir: makeWebDist() });
    await makeProduct(t.db, { sku: 'LINK-AMP', priceCents: 24_999, tpa: 20 });
    const placed = await placeOrder(t.app, [{ sku: 'LINK-AMP', quantity: 1 }], { email: 'ada@example.com' });
    const order = { ...placed.order, first_name: 'Ada' };
    const onAccount = { order_number: order.order.order_number, user_id: 7, confirmation_token: 'tok-1' };
    const asGuest = { ...onAccount, user_id: null, confirmation_token: placed.order.confirmation_token };
    const ret = { ...asGuest, first_name: 'Ada', item: 'RP-1500.1D', quantity: 1 };
    const applicant = { contact_name: 'Dana Ortiz', business_name: 'Loud Rides LLC' };
    samples = {
      orderConfirmation: [placed.order, asGuest],
      newOrder: [placed.order],
      orderShipped: [
        { ...asGuest, first_name: 'Ada' },
        { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      ],
      orderDelivered: [{ ...asGuest, first_name: 'Ada' }],
      orderCancelled: [{ ...asGuest, first_name: 'Ada' }, 24_999, 'Out of stock at the warehouse.'],
      orderRefunded: [
        { ...onAccount, first_name: 'Ada' },
        { amountCents: 5_000, totalRefundedCents: 5_000, paidCents: 24_999, reason: 'Scratched grille.' },
      ],
      returnUpdate: [ret, 'approved', 'Send it within 14 days.'],
      passwordReset: ['reset-token-123'],
      emailVerification: ['Ada', 'verify-token-123'],
      accountExists: ['reset-token-456'],
      dealerApproved: [{ ...applicant, note: null }],
      dealerDeclined: [{ ...applicant, note: 'We need your resale certificate.' }],
      subscriptionConfirmation: ['confirm-token-123'],
      unsubscribeLink: ['ada@example.com'],
      subscriptionWelcome: ['ada@example.com'],
    };
  });
  afterAll(() => t.close());

  /** Every message the queue renders, the return update once per status that sends one. */
  function rendered(): [string, RenderedMail][] {
    const { messages } = createMailQueue({
      changes: t.changes,
      site: t.config.site,
      publicUrl: t.config.publicUrl,
      unsubscribeUrls: (email) => unsubscribeUrls(t.config.publicUrl, t.config.jwtSecret, email),
    });
    const render = <K extends keyof Messages>(name: K): RenderedMail =>
      (messages[name] as (...args: Parameters<Messages[K]>) => RenderedMail)(...samples[name]);
    const all = (Object.keys(messages) as (keyof Messages)[]).map((name): [string, RenderedMail] => [
      name,
      render(name),
    ]);
    const [ret, , note] = samples.returnUpdate;
    for (const status of ['received', 'refunded', 'rejected'] as const)
      all.push([`returnUpdate ${status}`, messages.returnUpdate(ret, status, note)]);
    // An account order's return update links to View Returns instead of the order's page.
    all.push(['returnUpdate on account', messages.returnUpdate({ ...ret, user_id: 7 }, 'approved', note)]);
    return all;
  }

  it('has a sample for every message the shop sends', () => {
    const names = rendered().map(([name]) => name);
    expect(names).toEqual(expect.arrayContaining(Object.keys(samples)));
    expect(names).toHaveLength(Object.keys(samples).length + 4);
  });

  it("links every message, in its HTML and its text, only to pages of the shop that exist (or a carrier's)", async () => {
    const origin = new URL(t.config.publicUrl).origin;
    const broken: string[] = [];
    const guestPages = new Set<string>();
    let checked = 0;
    for (const [name, mail] of rendered()) {
      const links = linksOf(mail);
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) {
        const url = new URL(link);
        // The shipping update's tracking link is the carrier's page.
        if (url.origin !== origin) {
          expect(name).toBe('orderShipped');
          continue;
        }
        const res = await request(t.app).get(`${url.pathname}${url.search}`);
        checked++;
        if (res.status !== 200 || !res.type.includes('html')) broken.push(`${name}: ${link} (${res.status})`);
        // A guest order's page: the page's own call finds the order behind the link's token.
        const token = /^\/orders\/([A-Za-z0-9_-]{43,128})$/.exec(url.pathname)?.[1];
        if (token) {
          guestPages.add(name);
          const order = await request(t.app).get(`/api/orders/${token}`);
          if (order.status !== 200) broken.push(`${name}: ${link} (the order: ${order.status})`);
        }
      }
    }
    expect(broken).toEqual([]);
    expect(checked).toBeGreaterThan(15);
    // Every message about a guest's order links to the order's page (the return updates too).
    expect([...guestPages].sort()).toEqual(
      [
        'orderCancelled',
        'orderConfirmation',
        'orderDelivered',
        'orderShipped',
        'returnUpdate',
        'returnUpdate received',
        'returnUpdate refunded',
        'returnUpdate rejected',
      ].sort(),
    );
  });
});
