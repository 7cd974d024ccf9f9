/**
 * The demo accounts (README "Demo accounts"): a retail shopper and a dealer (role 2), each with
 * addresses, a saved card and past orders (so Order History has something to show), plus a return for
 * the shopper. Deterministic for a given `now`. The passwords are hashed once, at cost 12, and kept as
 * constants here: the seed stays fast and no plain password is needed at run time.
 */
import { createHash } from 'node:crypto';
import { dealerPriceCents, displaySku, shippingCostCents } from '@shop/domain';
import type { Db } from '../db/connection.js';
import { createOrdersRepo, type NewOrderLine } from '../modules/orders/orders.repo.js';
import type { AddressFields } from '../modules/account/account.repo.js';

export const DEMO_ACCOUNTS = {
  retail: {
    email: 'retail@skar.test',
    password: 'ShopDemo123!',
    /** bcrypt cost 12 of the password above. */
    passwordHash: '$2b$12$h/dB7fRluknZPKr4pv6rTe1Ony.zqHA37nX8gWXXOZmbBFvuNQ9Qe',
  },
  dealer: {
    email: 'dealer@skar.test',
    password: 'DealerDemo123!',
    passwordHash: '$2b$12$9VNwHheKOpqYkW3BFS5jfOAh0CST05VJIzuxDA29IwcBS7NabW/56',
  },
} as const;

const DAY_MS = 86_400_000;

type DemoAddress = AddressFields & { country_code: 'US' };

type ProductPick = {
  id: number;
  sku: string;
  name: string;
  price_cents: number;
  price_map_cents: number;
  price_dealer_cents: number | null;
};

const digest = (s: string) => createHash('sha256').update(s).digest('base64url');

export const hasUsers = (db: Db): boolean => db.prepare('SELECT 1 FROM users LIMIT 1').get() !== undefined;

/** Adds the demo accounts to a seeded catalogue (no-op when the catalogue has too few products). */
export function seedAccounts(db: Db, options: { now: Date }): void {
  const now = options.now;
  const nowIso = now.toISOString();
  const picks = db
    .prepare(
      `SELECT p.id, p.sku, p.name, p.price_cents, p.price_map_cents, p.price_dealer_cents FROM products p
       JOIN stock s ON s.product_id = p.id
       WHERE p.enabled_on_site = 1 AND p.is_parent = 0 AND p.product_type <> 'bundle' AND p.discontinued = 0
         AND s.tpa_wh + s.lv_wh > 0 AND p.sku <> 'DONATION'
       ORDER BY p.id`,
    )
    .all() as ProductPick[];
  if (picks.length < 12) return;
  const pick = (i: number): ProductPick => picks[(i * 7) % picks.length]!;

  const insertUser = db.prepare(`INSERT INTO users
    (email, password_hash, role, is_dealer, first_name, last_name, phone, email_consent, sms_consent, created_at, updated_at)
    VALUES (?, ?, ?, 0, ?, ?, ?, ?, 0, ?, ?)`);
  const insertAddress = db.prepare(`INSERT INTO addresses
    (user_id, first_name, last_name, address_line_1, address_line_2, city, state_code, zip_code, country_code,
     phone_number, is_default, created_at, updated_at)
    VALUES (@user_id, @first_name, @last_name, @address_line_1, @address_line_2, @city, @state_code, @zip_code,
     @country_code, @phone_number, @is_default, @created_at, @created_at)`);
  const insertCard = db.prepare(`INSERT INTO saved_cards
    (user_id, card_brand, last4, exp_month, exp_year, nickname, is_default, provider_reference, created_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const setStatus = db.prepare('UPDATE orders SET status = ? WHERE id = ?');
  const insertReturn = db.prepare(`INSERT INTO returns
    (user_id, order_id, line_position, quantity, reason, note, status, created_at, updated_at)
    VALUES (?, ?, 0, 1, 'defective', ?, 'approved', ?, ?)`);
  const orders = createOrdersRepo(db);
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS).toISOString();
  const year = String(now.getUTCFullYear() + 3);

  function placeOrder(
    userId: number,
    who: { email: string; first: string; last: string; phone: string; address: DemoAddress },
    dealer: boolean,
    key: string,
    ageDays: number,
    lines: { product: ProductPick; quantity: number }[],
    card: { brand: 'visa' | 'amex'; last4: string },
  ): number {
    const orderLines: NewOrderLine[] = lines.map(({ product, quantity }) => {
      const unit = dealer
        ? dealerPriceCents(product.price_dealer_cents, product.price_map_cents)
        : product.price_cents;
      return {
        product_id: product.id,
        sku: product.sku,
        displayed_sku: displaySku(product.sku),
        name: product.name,
        quantity,
        unit_price_cents: unit,
        original_unit_cents: unit,
        is_pre_ordered_item: 0,
        taken_tpa_wh: 0,
        taken_lv_wh: 0,
        child_items: '[]',
      };
    });
    const subtotal = orderLines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
    const shipping = shippingCostCents(subtotal, dealer);
    const address = JSON.stringify(who.address);
    const id = orders.insert(
      {
        confirmation_token: digest(`seed-order-${key}`),
        idempotency_key: `seed-${key}`,
        request_fingerprint: digest(`seed-fingerprint-${key}`),
        user_id: userId,
        cart_token: null,
        email: who.email,
        first_name: who.first,
        last_name: who.last,
        phone: who.phone,
        shipping_address: address,
        billing_address: address,
        is_dealer: dealer ? 1 : 0,
        original_total_cents: subtotal,
        discounts_total_cents: 0,
        subtotal_cents: subtotal,
        shipping_cents: shipping,
        total_cents: subtotal + shipping,
        card_brand: card.brand,
        card_last4: card.last4,
        payment_reference: `seed_${key}`,
        created_at: daysAgo(ageDays),
      },
      orderLines,
    );
    if (ageDays > 7) setStatus.run('shipped', id);
    return id;
  }

  db.transaction(() => {
    // The retail shopper.
    const retail = DEMO_ACCOUNTS.retail;
    const retailAddress: DemoAddress = {
      first_name: 'Riley',
      last_name: 'Shopper',
      address_line_1: '401 Channelside Dr',
      address_line_2: null,
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33602',
      country_code: 'US',
      phone_number: '8135550142',
    };
    const retailId = Number(
      insertUser.run(
        retail.email,
        retail.passwordHash,
        1,
        'Riley',
        'Shopper',
        '8135550142',
        1,
        daysAgo(200),
        nowIso,
      ).lastInsertRowid,
    );
    insertAddress.run({ ...retailAddress, user_id: retailId, is_default: 1, created_at: daysAgo(200) });
    insertAddress.run({
      ...retailAddress,
      address_line_1: '2200 N Westshore Blvd',
      address_line_2: 'Suite 300',
      zip_code: '33607',
      user_id: retailId,
      is_default: 0,
      created_at: daysAgo(90),
    });
    insertCard.run(
      retailId,
      'visa',
      '4242',
      '08',
      year,
      'Everyday Visa',
      1,
      'seed_card_retail_visa',
      daysAgo(200),
      daysAgo(200),
    );
    const riley = {
      email: retail.email,
      first: 'Riley',
      last: 'Shopper',
      phone: '(813) 555-0142',
      address: retailAddress,
    };
    const visa = { brand: 'visa' as const, last4: '4242' };
    placeOrder(retailId, riley, false, 'retail-1', 150, [{ product: pick(1), quantity: 1 }], visa);
    placeOrder(
      retailId,
      riley,
      false,
      'retail-2',
      45,
      [
        { product: pick(2), quantity: 2 },
        { product: pick(3), quantity: 1 },
      ],
      visa,
    );
    const returned = placeOrder(
      retailId,
      riley,
      false,
      'retail-3',
      12,
      [
        { product: pick(4), quantity: 2 },
        { product: pick(5), quantity: 1 },
      ],
      visa,
    );
    placeOrder(retailId, riley, false, 'retail-4', 2, [{ product: pick(6), quantity: 1 }], visa);
    insertReturn.run(retailId, returned, 'One unit arrived with a dented basket.', daysAgo(9), daysAgo(8));

    // The dealer.
    const dealer = DEMO_ACCOUNTS.dealer;
    const dealerAddress: DemoAddress = {
      first_name: 'Dana',
      last_name: 'Dealer',
      address_line_1: '3850 W Tropicana Ave',
      address_line_2: 'Unit 5',
      city: 'Las Vegas',
      state_code: 'NV',
      zip_code: '89103',
      country_code: 'US',
      phone_number: '7025550188',
    };
    const dealerId = Number(
      insertUser.run(
        dealer.email,
        dealer.passwordHash,
        2,
        'Dana',
        'Dealer',
        '7025550188',
        0,
        daysAgo(400),
        nowIso,
      ).lastInsertRowid,
    );
    insertAddress.run({ ...dealerAddress, user_id: dealerId, is_default: 1, created_at: daysAgo(400) });
    insertCard.run(
      dealerId,
      'amex',
      '0005',
      '11',
      year,
      'Shop Amex',
      1,
      'seed_card_dealer_amex',
      daysAgo(400),
      daysAgo(400),
    );
    const dana = {
      email: dealer.email,
      first: 'Dana',
      last: 'Dealer',
      phone: '(702) 555-0188',
      address: dealerAddress,
    };
    const amex = { brand: 'amex' as const, last4: '0005' };
    placeOrder(
      dealerId,
      dana,
      true,
      'dealer-1',
      60,
      [
        { product: pick(7), quantity: 10 },
        { product: pick(8), quantity: 6 },
      ],
      amex,
    );
    placeOrder(
      dealerId,
      dana,
      true,
      'dealer-2',
      20,
      [
        { product: pick(9), quantity: 12 },
        { product: pick(10), quantity: 4 },
        { product: pick(11), quantity: 8 },
      ],
      amex,
    );
    placeOrder(dealerId, dana, true, 'dealer-3', 3, [{ product: pick(1), quantity: 4 }], amex);
  }).immediate();
}
