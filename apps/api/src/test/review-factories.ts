/** Data for the reviews tests: orders of a user, reviews of a product inserted directly. */
import type { Db } from '../db/database.js';
import type { MadeUser } from './auth-helpers.js';
import type { MadeProduct } from './shop-factories.js';
import { createOrdersRepo } from '../modules/orders/orders.repo.js';

let seq = 0;

/**
 * A paid order of `user` with one line per product; with `paymentDueAt`, one awaiting its payment (decision 074),
 * or never paid when also `cancelled`.
 */
export async function orderFor(
  db: Db,
  user: MadeUser,
  products: readonly MadeProduct[],
  createdAt = '2026-02-01T00:00:00.000Z',
  unpaid: { paymentDueAt: string; cancelled?: boolean } | null = null,
): Promise<void> {
  const key = `review-test-${++seq}-${user.id}`;
  const order = await createOrdersRepo(db).insert(
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
      tax_cents: 0,
      shipping_tax_cents: 0,
      tax_exempt: 0,
      total_cents: 10_000,
      card_brand: 'visa',
      card_last4: '4242',
      payment_reference: key,
      payment_due_at: unpaid?.paymentDueAt ?? null,
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
      tax_cents: 0,
    })),
  );
  if (unpaid?.cancelled)
    await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', order.id).execute();
}

export type ReviewSpec = { name?: string; rating?: number; images?: number; title?: string };

/** Inserts reviews of `product`, one day apart (the first is the oldest); returns their ids. */
export async function addReviews(
  db: Db,
  product: MadeProduct,
  specs: readonly ReviewSpec[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, spec] of specs.entries()) {
    const { id } = await db
      .insertInto('reviews')
      .values({
        product_id: product.id,
        sku: product.sku,
        user_id: null,
        reviewer_name: spec.name ?? 'Sam Reviewer',
        title: spec.title ?? `Review ${i}`,
        body: 'Body text',
        rating: spec.rating ?? 5,
        verified: 'buyer',
        created_at: new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const images = Array.from({ length: spec.images ?? 0 }, (_, n) => ({
      review_id: id,
      position: n,
      url: `/img/r/${id}/${n + 1}.svg`,
      thumb_url: `/img/r/${id}/${n + 1}.svg`,
      width: 800,
      height: 600,
    }));
    if (images.length > 0) await db.insertInto('review_images').values(images).execute();
    ids.push(id);
  }
  return ids;
}
