/** Mail over a real SMTP server started here on a free port, on the test store (SQLite, or PostgreSQL too). */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { captureLog } from '../../test/log-capture.js';
import { decodedMail, startSmtp } from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { createMailRepo } from './mail.repo.js';
import { createMailSender, LEASE_MS, MAX_ATTEMPTS, retryDelayMs } from './mail.sender.js';
import { html, markupOf } from '../../lib/html.js';
import { orderConfirmationMail } from './mail.templates.js';
import { outboxFileOf, smtpTransport } from './mail.transport.js';

const logger = createLogger('silent');

async function placeOrder(t: TestApp, sku: string, email: string) {
  const cart = await request(t.app)
    .post('/api/cartv2')
    .send({ items: [{ sku, quantity: 2 }] })
    .expect(200);
  const token = CartResponseSchema.parse(cart.body).cart_token;
  const res = await request(t.app)
    .post('/api/checkout-v3/checkout')
    .set('Cookie', `sa_cart_token=${token}`)
    .send(checkoutBody({ contact: { ...checkoutBody().contact, email } }))
    .expect(200);
  return CheckoutResponseSchema.parse(res.body);
}

describe('the order confirmation over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await makeApp({ seed: false });
    await makeProduct(t.db, { sku: 'M-AMP', priceCents: 12_345, tpa: 50 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** A sender to the test server whose clock reads `now()` (TEST_NOW unless given). */
  const sender = (now: () => number = () => TEST_NOW.getTime()) =>
    createMailSender({
      db: t.db,
      transport: smtpTransport(smtp.url, 'Shop <orders@shop.test>', t.config.publicUrl),
      clock: { now: () => new Date(now()) },
      logger,
    });

  it('sends the buyer one confirmation with the order number, the total and the order link', async () => {
    const order = await placeOrder(t, 'M-AMP', 'buyer@example.com');
    const before = smtp.received.length;
    expect(await sender().deliverDue()).toBe(1);
    expect(await sender().deliverDue()).toBe(0); // sent once: nothing is left due
    const mail = smtp.received.slice(before);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toEqual(['buyer@example.com']);
    expect(mail[0]!.raw).toContain(`Subject: Your Skar Audio order ${order.order.order_number}`);
    expect(mail[0]!.raw).toContain(`Total: $${order.order.final_total.toFixed(2)}`);
    expect(decodedMail(mail[0]!.raw)).toContain(`/orders/${order.confirmation_token}`);
    expect(mail[0]!.raw).toContain('Content-Type: text/html');
    const [row] = await createMailRepo(t.db).recent(1);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'order-confirmation' });
  });

  it('queues a message once per key, however often it is queued', async () => {
    const repo = createMailRepo(t.db);
    const mail = {
      key: 'test:once',
      kind: 'test',
      to: 'a@example.com',
      subject: 'S',
      html: '<p>h</p>',
      text: 't',
    };
    expect(await repo.enqueue(mail, TEST_NOW.toISOString())).toBe(true);
    expect(await repo.enqueue(mail, TEST_NOW.toISOString())).toBe(false);
    const rows = await t.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('message_key', '=', 'test:once')
      .execute();
    expect(rows).toHaveLength(1);
    await sender().deliverDue();
  });

  it('retries a refused message later with a growing delay, then sends it', async () => {
    const repo = createMailRepo(t.db);
    let now = TEST_NOW.getTime();
    const clocked = sender(() => now);
    await repo.enqueue(
      { key: 'test:retry', kind: 'test', to: 'b@example.com', subject: 'Retry', html: '<p>h</p>', text: 't' },
      new Date(now).toISOString(),
    );
    smtp.state.refuse = true;
    expect(await clocked.deliverDue()).toBe(0);
    const failed = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('message_key', '=', 'test:retry')
      .executeTakeFirstOrThrow();
    expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
    expect(failed.last_error).toContain('Try again later');
    expect(failed.next_attempt_at).toBe(new Date(now + retryDelayMs(1)).toISOString());
    smtp.state.refuse = false;
    expect(await clocked.deliverDue()).toBe(0); // not due yet
    now += retryDelayMs(1);
    expect(await clocked.deliverDue()).toBe(1);
    expect(smtp.received.at(-1)!.to).toEqual(['b@example.com']);
  });

  it('gives a message up after MAX_ATTEMPTS refusals', async () => {
    const repo = createMailRepo(t.db);
    let now = TEST_NOW.getTime();
    const clocked = sender(() => now);
    await repo.enqueue(
      { key: 'test:give-up', kind: 'test', to: 'c@example.com', subject: 'No', html: '<p>h</p>', text: 't' },
      new Date(now).toISOString(),
    );
    smtp.state.refuse = true;
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await clocked.deliverDue();
      now += 5 * 3_600_000;
    }
    smtp.state.refuse = false;
    const row = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('message_key', '=', 'test:give-up')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(await clocked.deliverDue()).toBe(0);
  });

  it('sends each of 20 messages exactly once when two senders run at the same time', async () => {
    const repo = createMailRepo(t.db);
    const before = smtp.received.length;
    for (let i = 0; i < 20; i++)
      await repo.enqueue(
        {
          key: `test:pair-${i}`,
          kind: 'test',
          to: `p${i}@example.com`,
          subject: `P${i}`,
          html: '<p>h</p>',
          text: 't',
        },
        TEST_NOW.toISOString(),
      );
    const counts = await Promise.all([sender().deliverDue(), sender().deliverDue()]);
    expect(counts[0]! + counts[1]!).toBe(20);
    const to = smtp.received
      .slice(before)
      .flatMap((m) => m.to)
      .sort();
    expect(to).toEqual(Array.from({ length: 20 }, (_, i) => `p${i}@example.com`).sort());
  });

  it('leaves a claimed message to its sender until the lease ends', async () => {
    const repo = createMailRepo(t.db);
    const now = TEST_NOW.getTime();
    await repo.enqueue(
      { key: 'test:lease', kind: 'test', to: 'l@example.com', subject: 'L', html: '<p>h</p>', text: 't' },
      new Date(now).toISOString(),
    );
    const iso = (ms: number) => new Date(ms).toISOString();
    // A sender claimed it and died before sending: another may take it only once the lease ran out.
    expect(await repo.claimNext(iso(now), iso(now + LEASE_MS))).toMatchObject({ message_key: 'test:lease' });
    expect(await repo.claimNext(iso(now + LEASE_MS - 1), iso(now + 2 * LEASE_MS))).toBeNull();
    expect(await repo.claimNext(iso(now + LEASE_MS), iso(now + 2 * LEASE_MS))).toMatchObject({
      message_key: 'test:lease',
      attempts: 2,
    });
  });
});

describe('the outbox folder (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false });
    await makeProduct(t.db, { sku: 'M-OUT', priceCents: 5_000, tpa: 10 });
  });
  afterAll(() => t.close());

  it('writes the order confirmation as an .eml file that a mail program opens', async () => {
    const order = await placeOrder(t, 'M-OUT', 'guest@example.com');
    expect(t.config.mail.smtpUrl).toBeNull();
    expect(await t.mail.deliverDue()).toBe(1);
    const file = path.join(
      t.config.mail.outboxDir,
      outboxFileOf(`order-confirmation:${order.order.order_number}`),
    );
    expect(existsSync(file)).toBe(true);
    const eml = readFileSync(file, 'utf8');
    expect(eml).toContain('To: guest@example.com');
    expect(eml).toContain(`Subject: Your Skar Audio order ${order.order.order_number}`);
    expect(eml).toMatch(/^Message-ID: <[0-9a-f]{32}@localhost>$/m);

    const list = await request(t.app).get('/dev/outbox').expect(200);
    expect(list.type).toBe('text/html');
    expect(list.text).toContain(`Your Skar Audio order ${order.order.order_number}`);
    const id = /href="\/dev\/outbox\/(\d+)"/.exec(list.text)![1];
    const body = await request(t.app).get(`/dev/outbox/${id}`).expect(200);
    expect(body.text).toContain(order.order.order_number);
    expect(body.headers['content-security-policy']).toContain("default-src 'none'");
    const text = await request(t.app).get(`/dev/outbox/${id}/text`).expect(200);
    expect(text.text).toContain(`Total: $${order.order.final_total.toFixed(2)}`);
    await request(t.app).get('/dev/outbox/999999').expect(404);
    await request(t.app).get('/dev/outbox/abc').expect(400);
  });

  it('warns at each production start that mail goes to files (MAIL_TRANSPORT=files), and not with SMTP_URL', async () => {
    /** The warnings of a production start with this mail server (null: MAIL_TRANSPORT=files). */
    const warningsAtStart = async (smtpUrl: string | null): Promise<string[]> => {
      const log = captureLog();
      const mail = { smtpUrl, from: 'Shop <orders@example.com>', outboxDir: '/srv/shop/data/outbox' };
      const prod = await makeApp({
        seed: false,
        logger: log.logger,
        configOverrides: { nodeEnv: 'production', mail },
      });
      await prod.close();
      // The mail's warning; a production start has others (decision 070: the payment provider, the order address).
      return log.warnings().filter((msg) => msg.startsWith('MAIL_TRANSPORT'));
    };
    const warning =
      'MAIL_TRANSPORT=files: no mail is sent; each message is written as an .eml file to /srv/shop/data/outbox (set SMTP_URL to send it)';
    expect(await warningsAtStart(null)).toEqual([warning]);
    expect(await warningsAtStart(null)).toEqual([warning]);
    expect(await warningsAtStart('smtp://127.0.0.1:2525')).toEqual([]);
  });

  it('has no outbox page in production', async () => {
    const prod = await makeApp({ seed: false, configOverrides: { nodeEnv: 'production' } });
    try {
      const res = await request(prod.app).get('/dev/outbox');
      expect(res.text).not.toContain('Outbox (development)');
    } finally {
      await prod.close();
    }
  });
});

describe('mail templates', () => {
  it('escapes every value put into HTML', () => {
    expect(markupOf(html`<p>${'<script>"x" & \'y\''}</p>`)).toBe(
      '<p>&#60;script&#62;&#34;x&#34; &#38; &#39;y&#39;</p>',
    );
  });

  it("escapes the buyer's own text in the order confirmation", () => {
    const address = {
      first_name: '<b>Ada</b>',
      last_name: 'L',
      address_line_1: '1 Main St',
      address_line_2: null,
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
      phone_number: '8135550100',
    };
    const mail = orderConfirmationMail(
      {
        order: {
          order_number: 'SA-1',
          final_total: 10,
          email: 'a@example.com',
          status: 'paid',
          created_at: TEST_NOW.toISOString(),
          is_dealer: false,
          original_total: 10,
          discounts_total: 0,
          subtotal: 10,
          shipping_total: 0,
          tax_total: 0,
          tax_exempt: false,
          card_brand: 'visa',
          card_last4: '4242',
        },
        lineItems: [],
        billingAddress: address,
        shippingAddress: address,
        customer: { first_name: 'Ada', last_name: 'L', primary_phone: '' },
      },
      'https://shop.test/orders/x',
      { name: 'Shop', supportEmail: 'help@shop.test', supportPhone: '1' } as never,
    );
    expect(mail.html).toContain('&#60;b&#62;Ada&#60;/b&#62; L');
    expect(mail.html).not.toContain('<b>Ada</b>');
    expect(mail.text).toContain('<b>Ada</b> L'); // plain text is not HTML
  });

  it('waits 30 s after the first refusal, doubling up to 4 hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(4 * 3_600_000);
  });
});
