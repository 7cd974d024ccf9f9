/**
 * The shop is told of each new paid order (decision 070): a mail to SHOP_ORDER_EMAIL queued in the order's
 * transaction beside the buyer's confirmation, delivered over SMTP, with the order number, the lines, the
 * totals, the ship-to address and the back office's order page; nothing when no address is set; a production
 * start without one warns.
 */
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_ORDER_EMAIL_WARNING } from '../../config-mail.js';
import { createLogger } from '../../lib/logger.js';
import { captureLog } from '../../test/log-capture.js';
import { decodedMail, startSmtp } from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { createMailSender } from './mail.sender.js';
import { smtpTransport } from './mail.transport.js';

const SHOP = 'orders@shop.example';

async function placeOrder(t: TestApp, items: { sku: string; quantity: number }[]) {
  const cart = await request(t.app).post('/api/cartv2').send({ items }).expect(200);
  const token = CartResponseSchema.parse(cart.body).cart_token;
  const res = await request(t.app)
    .post('/api/checkout-v3/checkout')
    .set('Cookie', `sa_cart_token=${token}`)
    .send(checkoutBody({ contact: { ...checkoutBody().contact, email: 'buyer@example.com' } }))
    .expect(200);
  return CheckoutResponseSchema.parse(res.body);
}

describe("the shop's new-order mail", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await makeApp({
      seed: false,
      configOverrides: { shopOrderEmail: SHOP, publicUrl: 'https://shop.example.com' },
    });
    await makeProduct(t.db, { sku: 'N-AMP', name: 'Night amplifier', priceCents: 12_345 });
    await makeProduct(t.db, { sku: 'N-SUB', name: 'Night subwoofer', priceCents: 2_000 });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const deliver = () =>
    createMailSender({
      db: t.db,
      transport: smtpTransport(smtp.url, 'Shop <orders@shop.test>', t.config.publicUrl),
      clock: { now: () => TEST_NOW },
      logger: createLogger('silent'),
    }).deliverDue();

  it('mails the order address the order number, lines, totals, ship-to and the back-office link', async () => {
    const order = await placeOrder(t, [
      { sku: 'N-AMP', quantity: 1 },
      { sku: 'N-SUB', quantity: 2 },
    ]);
    const before = smtp.received.length;
    expect(await deliver()).toBe(2);
    const mail = smtp.received.slice(before);
    expect(mail.map((m) => m.to[0]).sort()).toEqual(['buyer@example.com', SHOP]);
    const shop = decodedMail(mail.find((m) => m.to[0] === SHOP)!.raw);
    const o = order.order;
    expect(shop).toContain(`Subject: New order ${o.order_number}: $${o.final_total.toFixed(2)}`);
    const body = checkoutBody();
    for (const text of [
      `New order ${o.order_number}`,
      `${body.contact.first_name} ${body.contact.last_name} (buyer@example.com`,
      '1 x Night amplifier (N-AMP): $123.45',
      '2 x Night subwoofer (N-SUB): $40.00',
      `Subtotal: $${o.subtotal.toFixed(2)}`,
      `Total: $${o.final_total.toFixed(2)}`,
      `Ship to: ${body.shippingAddress.first_name} ${body.shippingAddress.last_name}, ${body.shippingAddress.address_line_1}`,
      `Open the order in the back office: https://shop.example.com/admin/orders/${o.order_number}`,
    ])
      expect(shop, text).toContain(text);
  });

  it('sends nothing to the shop when no order address is set', async () => {
    const quiet = await makeApp({ seed: false });
    try {
      await makeProduct(quiet.db, { sku: 'Q-AMP' });
      await placeOrder(quiet, [{ sku: 'Q-AMP', quantity: 1 }]);
      const kinds = await quiet.db.selectFrom('mail_outbox').select(['kind', 'to_address']).execute();
      expect(kinds).toEqual([{ kind: 'order-confirmation', to_address: 'buyer@example.com' }]);
    } finally {
      await quiet.close();
    }
  });

  it('warns at each production start without an order address, and not with one', async () => {
    const warningsOf = async (shopOrderEmail: string | null) => {
      const log = captureLog();
      const app = await makeApp({
        seed: false,
        logger: log.logger,
        configOverrides: { nodeEnv: 'production', shopOrderEmail },
      });
      await app.close();
      return log.warnings().filter((w) => w.includes('SHOP_ORDER_EMAIL'));
    };
    expect(await warningsOf(null)).toEqual([NO_ORDER_EMAIL_WARNING]);
    expect(await warningsOf(SHOP)).toEqual([]);
  });
});
