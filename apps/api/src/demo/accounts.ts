/**
 * The demo accounts (README "Demo accounts"): a retail shopper and a dealer (role 2), each with
 * addresses, a saved card and past orders (so Order History has something to show), plus a return for
 * the shopper. Deterministic for a given `now`. The passwords are hashed once, at cost 12, and kept as
 * constants here: the seed stays fast and no plain password is needed at run time.
 */
import { createHash } from 'node:crypto';
import { dealerPriceCents, displaySku, shippingCostCents } from '@shop/domain';
import type { Db } from '../db/database.js';
import { inTransaction } from './insert-batches.js';
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

export const hasUsers = async (db: Db): Promise<boolean> =>
  (await db
    .selectFrom('users')
    .select((eb) => eb.lit(1).as('one'))
    .limit(1)
    .executeTakeFirst()) !== undefined;

/**
 * Adds the demo accounts to a seeded catalogue (no-op when the catalogue has too few products), in the
 * caller's transaction when given one.
 */
export async function seedAccounts(db: Db, options: { now: Date }): Promise<void> {
  const now = options.now;
  const nowIso = now.toISOString();
  const daysAgo = (d: number) => new Date(now.getTime() - d * DAY_MS).toISOString();
  const year = String(now.getUTCFullYear() + 3);

  await inTransaction(db, async (trx) => {
    const picks: ProductPick[] = await trx
      .selectFrom('products as p')
      .innerJoin('stock as s', 's.product_id', 'p.id')
      .select(['p.id', 'p.sku', 'p.name', 'p.price_cents', 'p.price_map_cents', 'p.price_dealer_cents'])
      .where('p.enabled_on_site', '=', 1)
      .where('p.is_parent', '=', 0)
      .where('p.product_type', '<>', 'bundle')
      .where('p.discontinued', '=', 0)
      .where((eb) => eb(eb('s.tpa_wh', '+', eb.ref('s.lv_wh')), '>', 0))
      .where('p.sku', '<>', 'DONATION')
      .orderBy('p.id')
      .execute();
    if (picks.length < 12) return;
    const pick = (i: number): ProductPick => picks[(i * 7) % picks.length]!;
    const orders = createOrdersRepo(trx);

    const insertUser = async (user: {
      email: string;
      passwordHash: string;
      role: number;
      first: string;
      last: string;
      phone: string;
      emailConsent: number;
      createdAt: string;
    }): Promise<number> => {
      const { id } = await trx
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: user.passwordHash,
          role: user.role,
          is_dealer: 0,
          first_name: user.first,
          last_name: user.last,
          phone: user.phone,
          email_consent: user.emailConsent,
          sms_consent: 0,
          created_at: user.createdAt,
          updated_at: nowIso,
          // Demo customers of long standing: their address was proven when they signed up.
          email_verified_at: user.createdAt,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Consent given in the account's profile is a subscriber of the profile, as the shop records it.
      if (user.emailConsent === 1)
        await trx
          .insertInto('subscribers')
          .values({
            email: user.email,
            email_consent: 1,
            email_consent_ts: user.createdAt,
            source: 'update',
            user_id: id,
            created_at: user.createdAt,
            updated_at: nowIso,
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      return id;
    };
    const insertAddress = (
      address: DemoAddress & { user_id: number; is_default: number; created_at: string },
    ) =>
      trx
        .insertInto('addresses')
        .values({ ...address, updated_at: address.created_at })
        .execute();
    const insertCard = (card: {
      userId: number;
      brand: string;
      last4: string;
      expMonth: string;
      nickname: string;
      reference: string;
      createdAt: string;
    }) =>
      trx
        .insertInto('saved_cards')
        .values({
          user_id: card.userId,
          card_brand: card.brand,
          last4: card.last4,
          exp_month: card.expMonth,
          exp_year: year,
          nickname: card.nickname,
          is_default: 1,
          provider_reference: card.reference,
          created_at: card.createdAt,
          updated_at: card.createdAt,
        })
        .execute();

    async function placeOrder(
      userId: number,
      who: { email: string; first: string; last: string; phone: string; address: DemoAddress },
      dealer: boolean,
      key: string,
      ageDays: number,
      lines: { product: ProductPick; quantity: number }[],
      card: { brand: 'visa' | 'amex'; last4: string },
    ): Promise<number> {
      // Seeded orders take their units from the warehouses as real ones do (TPA first, then LV), so that a
      // return received back into stock restores what was taken.
      const taken = new Map<number, { tpa: number; lv: number }>();
      for (const { product, quantity } of lines) {
        const stock = await trx
          .selectFrom('stock')
          .select(['tpa_wh', 'lv_wh'])
          .where('product_id', '=', product.id)
          .executeTakeFirstOrThrow();
        // TPA first, the rest from LV; where the catalogue's count is below an order's (a dealer's case of 8
        // from 6 on hand), the warehouse held those units before the order: LV never goes below 0.
        const tpa = Math.min(stock.tpa_wh, quantity);
        const lv = quantity - tpa;
        await trx
          .updateTable('stock')
          .set({ tpa_wh: stock.tpa_wh - tpa, lv_wh: Math.max(stock.lv_wh, lv) - lv })
          .where('product_id', '=', product.id)
          .execute();
        taken.set(product.id, { tpa, lv });
      }
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
          taken_tpa_wh: taken.get(product.id)?.tpa ?? 0,
          taken_lv_wh: taken.get(product.id)?.lv ?? 0,
          child_items: '[]',
          // The demo's orders were placed before the shop collected tax (decision 075).
          tax_cents: 0,
        };
      });
      const subtotal = orderLines.reduce((sum, l) => sum + l.unit_price_cents * l.quantity, 0);
      const shipping = shippingCostCents(subtotal, dealer);
      const address = JSON.stringify(who.address);
      const { id } = await orders.insert(
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
          tax_cents: 0,
          shipping_tax_cents: 0,
          tax_exempt: 0,
          total_cents: subtotal + shipping,
          card_brand: card.brand,
          card_last4: card.last4,
          payment_reference: `seed_${key}`,
          created_at: daysAgo(ageDays),
        },
        orderLines,
      );
      // An order older than a week has shipped the next day and been delivered three days later, as real ones
      // are: its return window runs from that delivery (returns.ts).
      if (ageDays > 7)
        await trx
          .updateTable('orders')
          .set({ status: 'shipped', shipped_at: daysAgo(ageDays - 1), delivered_at: daysAgo(ageDays - 4) })
          .where('id', '=', id)
          .execute();
      return id;
    }

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
    const retailId = await insertUser({
      email: retail.email,
      passwordHash: retail.passwordHash,
      role: 1,
      first: 'Riley',
      last: 'Shopper',
      phone: '8135550142',
      emailConsent: 1,
      createdAt: daysAgo(200),
    });
    await insertAddress({ ...retailAddress, user_id: retailId, is_default: 1, created_at: daysAgo(200) });
    await insertAddress({
      ...retailAddress,
      address_line_1: '2200 N Westshore Blvd',
      address_line_2: 'Suite 300',
      zip_code: '33607',
      user_id: retailId,
      is_default: 0,
      created_at: daysAgo(90),
    });
    await insertCard({
      userId: retailId,
      brand: 'visa',
      last4: '4242',
      expMonth: '08',
      nickname: 'Everyday Visa',
      reference: 'seed_card_retail_visa',
      createdAt: daysAgo(200),
    });
    const riley = {
      email: retail.email,
      first: 'Riley',
      last: 'Shopper',
      phone: '(813) 555-0142',
      address: retailAddress,
    };
    const visa = { brand: 'visa' as const, last4: '4242' };
    await placeOrder(retailId, riley, false, 'retail-1', 150, [{ product: pick(1), quantity: 1 }], visa);
    await placeOrder(
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
    const returned = await placeOrder(
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
    await placeOrder(retailId, riley, false, 'retail-4', 2, [{ product: pick(6), quantity: 1 }], visa);
    await trx
      .insertInto('returns')
      .values({
        user_id: retailId,
        order_id: returned,
        line_position: 0,
        quantity: 1,
        reason: 'defective',
        note: 'One unit arrived with a dented basket.',
        status: 'approved',
        created_at: daysAgo(9),
        updated_at: daysAgo(8),
      })
      .execute();

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
    const dealerId = await insertUser({
      email: dealer.email,
      passwordHash: dealer.passwordHash,
      role: 2,
      first: 'Dana',
      last: 'Dealer',
      phone: '7025550188',
      emailConsent: 0,
      createdAt: daysAgo(400),
    });
    await insertAddress({ ...dealerAddress, user_id: dealerId, is_default: 1, created_at: daysAgo(400) });
    await insertCard({
      userId: dealerId,
      brand: 'amex',
      last4: '0005',
      expMonth: '11',
      nickname: 'Shop Amex',
      reference: 'seed_card_dealer_amex',
      createdAt: daysAgo(400),
    });
    const dana = {
      email: dealer.email,
      first: 'Dana',
      last: 'Dealer',
      phone: '(702) 555-0188',
      address: dealerAddress,
    };
    const amex = { brand: 'amex' as const, last4: '0005' };
    await placeOrder(
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
    await placeOrder(
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
    await placeOrder(dealerId, dana, true, 'dealer-3', 3, [{ product: pick(1), quantity: 4 }], amex);
  });
}
