/** Small factories for cart, checkout and order tests: products with stock, collections, sales, bodies. */
import { randomUUID } from 'node:crypto';
import { demoSale, testCardToken, type CheckoutBodyInput, type SaleSetting } from '@shop/domain';
import type { Db } from '../db/database.js';

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

export async function makeProduct(db: Db, spec: ProductSpec = {}): Promise<MadeProduct> {
  counter++;
  const sku = spec.sku ?? `T-PROD-${counter}`;
  const slug = `t-${sku.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  const price = spec.priceCents ?? 10_000;
  const name = spec.name ?? `Test product ${sku}`;
  const { id } = await db
    .insertInto('products')
    .values({
      sku,
      name,
      site_name: name,
      site_handle: slug,
      slug,
      path: `/products/${slug}`,
      category: 'Subwoofers',
      product_type: spec.productType ?? (spec.parentSku || spec.isParent ? 'variant' : 'normal'),
      is_parent: spec.isParent ? 1 : 0,
      variant_parent_sku: spec.parentSku ?? null,
      variant_option_one_name: spec.option?.name ?? null,
      variant_option_one_value: spec.option?.value ?? null,
      price_cents: price,
      price_map_cents: spec.mapCents ?? price,
      price_msrp_cents: spec.msrpCents ?? Math.round(price * 1.25),
      price_dealer_cents: spec.dealerCents === undefined ? Math.round(price * 0.7) : spec.dealerCents,
      sale_enabled: spec.saleEnabled ? 1 : 0,
      discontinued: spec.discontinued ? 1 : 0,
      block_backorder: spec.blockBackorder ? 1 : 0,
      enabled_on_site: spec.enabled === false ? 0 : 1,
      turnover_30d_cents: spec.turnoverCents ?? 0,
      created_at: '2026-01-01T00:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (!spec.isParent)
    await db
      .insertInto('stock')
      .values({ product_id: id, tpa_wh: spec.tpa ?? 50, lv_wh: spec.lv ?? 0, updated_at: '2026-01-01' })
      .execute();
  if (spec.preorder)
    await db
      .insertInto('preorder_info')
      .values({ product_id: id, is_pre_order_eligible: 1, is_pre_order_enabled: 1 })
      .execute();
  await db
    .insertInto('product_images')
    .values({ product_id: id, position: 1, url: `/img/p/${sku}/1.svg`, alt_text: sku })
    .execute();
  if (spec.collectionId !== undefined)
    await db
      .insertInto('collection_products')
      .values({
        collection_id: spec.collectionId,
        product_id: id,
        position: counter,
        is_visible: 1,
        is_preordered: 0,
      })
      .execute();
  return { id, sku };
}

export async function makeBundle(
  db: Db,
  items: { child: MadeProduct; quantity: number }[],
  spec: ProductSpec = {},
): Promise<MadeProduct> {
  const bundle = await makeProduct(db, { ...spec, productType: 'bundle' });
  if (items.length > 0)
    await db
      .insertInto('bundle_items')
      .values(
        items.map(({ child, quantity }, i) => ({
          bundle_id: bundle.id,
          child_id: child.id,
          quantity,
          position: i,
        })),
      )
      .execute();
  return bundle;
}

export async function makeCollection(db: Db, handle = `t-collection-${++counter}`): Promise<number> {
  const { id } = await db
    .insertInto('collections')
    .values({ handle, full_handle: handle, title: handle, collection_page_title: handle, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Stores a sale running at `now` (15% off, 20% on daily deals). */
export async function makeRunningSale(db: Db, now: Date): Promise<SaleSetting> {
  const sale = demoSale(now);
  await db
    .insertInto('sales')
    .values({
      name: sale.name,
      settings: JSON.stringify(sale),
      is_active: 1,
      starts_at: sale.saleStartsAt,
      expires_at: sale.saleExpiresAt,
      position: 0,
    })
    .execute();
  return sale;
}

export const stockOf = (db: Db, productId: number): Promise<{ tpa_wh: number; lv_wh: number }> =>
  db
    .selectFrom('stock')
    .select(['tpa_wh', 'lv_wh'])
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();

/** Everything stored about carts, to compare byte for byte before and after a refused write. */
export const cartSnapshot = async (db: Db): Promise<string> =>
  JSON.stringify({
    carts: await db.selectFrom('carts').selectAll().orderBy('id').execute(),
    lines: await db.selectFrom('cart_lines').selectAll().orderBy('cart_id').orderBy('position').execute(),
  });

export const APPROVING_CARD = '4242 4242 4242 4242';

/**
 * The test provider's token of a card, as the browser makes it (decision 074), on the test apps' date
 * (make-app's TEST_NOW, March 2026); throws for a card the browser would refuse.
 */
export function cardToken(number: string, expMonth = '12', expYear = '2030', cvc = '123'): string {
  const made = testCardToken({ number, expMonth, expYear, cvc }, new Date('2026-03-01T15:00:00.000Z'));
  if (!made.ok) throw new Error(`test card ${number}: ${made.message}`);
  return made.token;
}

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
    payment: { token: cardToken(APPROVING_CARD) },
    idempotencyKey: randomUUID(),
    ...over,
  };
}
