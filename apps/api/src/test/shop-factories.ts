/** Small factories for cart, checkout and order tests: products with stock, collections, sales, bodies. */
import { randomUUID } from 'node:crypto';
import { demoSale, type CheckoutBodyInput, type SaleSetting } from '@shop/domain';
import type { Db } from '../db/connection.js';

let counter = 0;

export type ProductSpec = {
  sku?: string;
  name?: string;
  priceCents?: number;
  mapCents?: number;
  msrpCents?: number;
  dealerCents?: number | null;
  tpa?: number;
  lv?: number;
  saleEnabled?: boolean;
  discontinued?: boolean;
  blockBackorder?: boolean;
  enabled?: boolean;
  productType?: 'normal' | 'variant' | 'bundle';
  isParent?: boolean;
  parentSku?: string | null;
  option?: { name: string; value: string };
  /** Pre-order eligible and enabled. */
  preorder?: boolean;
  /** Put it in this collection (id) to watch its is_preordered flag. */
  collectionId?: number;
  turnoverCents?: number;
};

export type MadeProduct = { id: number; sku: string };

export function makeProduct(db: Db, spec: ProductSpec = {}): MadeProduct {
  counter++;
  const sku = spec.sku ?? `T-PROD-${counter}`;
  const slug = `t-${sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const price = spec.priceCents ?? 10_000;
  const id = Number(
    db
      .prepare(
        `INSERT INTO products (sku, name, site_name, site_handle, slug, path, category, product_type, is_parent,
          variant_parent_sku, variant_option_one_name, variant_option_one_value, price_cents, price_map_cents,
          price_msrp_cents, price_dealer_cents, sale_enabled, discontinued, block_backorder, enabled_on_site,
          turnover_30d_cents, created_at)
         VALUES (?, ?, ?, ?, ?, ?, 'Subwoofers', ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '2026-01-01T00:00:00.000Z')`,
      )
      .run(
        sku,
        spec.name ?? `Test product ${sku}`,
        spec.name ?? `Test product ${sku}`,
        slug,
        slug,
        `/products/${slug}`,
        spec.productType ?? (spec.parentSku || spec.isParent ? 'variant' : 'normal'),
        spec.isParent ? 1 : 0,
        spec.parentSku ?? null,
        spec.option?.name ?? null,
        spec.option?.value ?? null,
        price,
        spec.mapCents ?? price,
        spec.msrpCents ?? Math.round(price * 1.25),
        spec.dealerCents === undefined ? Math.round(price * 0.7) : spec.dealerCents,
        spec.saleEnabled ? 1 : 0,
        spec.discontinued ? 1 : 0,
        spec.blockBackorder ? 1 : 0,
        spec.enabled === false ? 0 : 1,
        spec.turnoverCents ?? 0,
      ).lastInsertRowid,
  );
  if (!spec.isParent)
    db.prepare(
      "INSERT INTO stock (product_id, tpa_wh, lv_wh, updated_at) VALUES (?, ?, ?, '2026-01-01')",
    ).run(id, spec.tpa ?? 50, spec.lv ?? 0);
  if (spec.preorder)
    db.prepare(
      'INSERT INTO preorder_info (product_id, is_pre_order_eligible, is_pre_order_enabled) VALUES (?, 1, 1)',
    ).run(id);
  db.prepare('INSERT INTO product_images (product_id, position, url, alt_text) VALUES (?, 1, ?, ?)').run(
    id,
    `/img/p/${sku}/1.svg`,
    sku,
  );
  if (spec.collectionId !== undefined)
    db.prepare(
      'INSERT INTO collection_products (collection_id, product_id, position, is_visible, is_preordered) VALUES (?, ?, ?, 1, 0)',
    ).run(spec.collectionId, id, counter);
  return { id, sku };
}

export function makeBundle(
  db: Db,
  items: { child: MadeProduct; quantity: number }[],
  spec: ProductSpec = {},
) {
  const bundle = makeProduct(db, { ...spec, productType: 'bundle' });
  items.forEach(({ child, quantity }, i) =>
    db
      .prepare('INSERT INTO bundle_items (bundle_id, child_id, quantity, position) VALUES (?, ?, ?, ?)')
      .run(bundle.id, child.id, quantity, i),
  );
  return bundle;
}

export function makeCollection(db: Db, handle = `t-collection-${++counter}`): number {
  return Number(
    db
      .prepare(
        `INSERT INTO collections (handle, full_handle, title, collection_page_title, position) VALUES (?, ?, ?, ?, 0)`,
      )
      .run(handle, handle, handle, handle).lastInsertRowid,
  );
}

/** Stores a sale running at `now` (15% off, 20% on daily deals). */
export function makeRunningSale(db: Db, now: Date): SaleSetting {
  const sale = demoSale(now);
  db.prepare(
    'INSERT INTO sales (name, settings, is_active, starts_at, expires_at, position) VALUES (?, ?, 1, ?, ?, 0)',
  ).run(sale.name, JSON.stringify(sale), sale.saleStartsAt, sale.saleExpiresAt);
  return sale;
}

export const stockOf = (db: Db, productId: number) =>
  db.prepare('SELECT tpa_wh, lv_wh FROM stock WHERE product_id = ?').get(productId) as {
    tpa_wh: number;
    lv_wh: number;
  };

/** Everything stored about carts, to compare byte for byte before and after a refused write. */
export const cartSnapshot = (db: Db): string =>
  JSON.stringify({
    carts: db.prepare('SELECT * FROM carts ORDER BY id').all(),
    lines: db.prepare('SELECT * FROM cart_lines ORDER BY cart_id, position').all(),
  });

export const APPROVING_CARD = '4242 4242 4242 4242';

export function checkoutBody(over: Partial<CheckoutBodyInput> = {}): CheckoutBodyInput {
  return {
    contact: { email: 'ada@example.com', first_name: 'Ada', last_name: 'Lovelace', phone: '(813) 555-0100' },
    shippingAddress: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_line_1: '1 Main St',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
      phone_number: '8135550100',
    },
    billingSameAsShipping: true,
    payment: { card_number: APPROVING_CARD, exp_month: '12', exp_year: '2030', cvc: '123' },
    idempotencyKey: randomUUID(),
    ...over,
  };
}
