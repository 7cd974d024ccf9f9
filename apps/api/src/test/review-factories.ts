/** Data for the reviews tests: orders of a user, reviews of a product inserted directly. */
import type { Db } from '../db/connection.js';
import type { Db as QueryDb } from '../db/database.js';
import type { MadeUser } from './auth-helpers.js';
import type { MadeProduct } from './shop-factories.js';
import { createOrdersRepo } from '../modules/orders/orders.repo.js';

let seq = 0;

/** A paid order of `user` with one line per product. */
export async function orderFor(
  db: QueryDb,
  user: MadeUser,
  products: readonly MadeProduct[],
  createdAt = '2026-02-01T00:00:00.000Z',
): Promise<void> {
  const key = `review-test-${++seq}-${user.id}`;
  await createOrdersRepo(db).insert(
    {
      confirmation_token: key.padEnd(48, 'x'),
      idempotency_key: key,
      request_fingerprint: key,
      user_id: user.id,
      cart_token: null,
      email: user.email,
      first_name: 'Ada',
      last_name: 'Tester',
      phone: '8135550100',
      shipping_address: '{}',
      billing_address: '{}',
      is_dealer: 0,
      original_total_cents: 10_000,
      discounts_total_cents: 0,
      subtotal_cents: 10_000,
      shipping_cents: 0,
      total_cents: 10_000,
      card_brand: 'visa',
      card_last4: '4242',
      payment_reference: key,
      created_at: createdAt,
    },
    products.map((p) => ({
      product_id: p.id,
      sku: p.sku,
      displayed_sku: p.sku,
      name: `Product ${p.sku}`,
      quantity: 1,
      unit_price_cents: 10_000,
      original_unit_cents: 10_000,
      is_pre_ordered_item: 0,
      taken_tpa_wh: 0,
      taken_lv_wh: 0,
      child_items: '[]',
    })),
  );
}

export type ReviewSpec = { name?: string; rating?: number; images?: number; title?: string };

/** Inserts reviews of `product`, one day apart (the first is the oldest); returns their ids. */
export function addReviews(db: Db, product: MadeProduct, specs: readonly ReviewSpec[]): number[] {
  const insert = db.prepare(`INSERT INTO reviews
    (product_id, sku, user_id, reviewer_name, title, body, rating, verified, created_at)
    VALUES (?, ?, NULL, ?, ?, 'Body text', ?, 'buyer', ?)`);
  const image = db.prepare(
    'INSERT INTO review_images (review_id, position, url, thumb_url, width, height) VALUES (?, ?, ?, ?, 800, 600)',
  );
  return specs.map((spec, i) => {
    const at = new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString();
    const id = Number(
      insert.run(
        product.id,
        product.sku,
        spec.name ?? 'Sam Reviewer',
        spec.title ?? `Review ${i}`,
        spec.rating ?? 5,
        at,
      ).lastInsertRowid,
    );
    for (let n = 0; n < (spec.images ?? 0); n++)
      image.run(id, n, `/img/r/${id}/${n + 1}.svg`, `/img/r/${id}/${n + 1}.svg`);
    return id;
  });
}
