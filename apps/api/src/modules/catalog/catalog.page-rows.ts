/**
 * A product page's rows in as few round trips as the page allows: the product's row comes back with its images,
 * properties and bundle items, and its family's rows (variants of a parent, siblings of a variant) with theirs,
 * each list folded into one JSON column by a correlated subquery (json_agg on PostgreSQL, json_group_array on
 * SQLite, both ordered as the separate queries of catalog.repo.ts order them). A product without a family is
 * then one statement; one with a family, two. The lists come out as the separate queries give them.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { BundleItem } from '@shop/domain';
import type { BundleItemRow, ImageRow, PropertyRow } from './catalog.rows.js';
import { toBundleItem } from './catalog.serializer.js';

/** Each row of `from` as a JSON array of `items`, in `order`: a JSON text, or null for none (PostgreSQL). */
const jsonList = (ex: Db, items: string, from: string, order: string): RawBuilder<string | null> =>
  dialectOf(ex) === 'postgres'
    ? sql<
        string | null
      >`(select json_agg(json_build_array(${sql.raw(items)}) order by ${sql.raw(order)})::text from ${sql.raw(from)})`
    : sql<
        string | null
      >`(select json_group_array(json_array(${sql.raw(items)}) order by ${sql.raw(order)}) from ${sql.raw(from)})`;

/** The product `p`'s images (url, alt text), properties (key, value) and bundle items, as JSON columns. */
export const extrasColumns = (ex: Db) => [
  jsonList(ex, 'i.url, i.alt_text', 'product_images i where i.product_id = p.id', 'i.position').as(
    'images_json',
  ),
  jsonList(
    ex,
    'pp.key, pp.value',
    'product_properties pp where pp.product_id = p.id',
    'pp.position, pp.key',
  ).as('properties_json'),
  jsonList(
    ex,
    // The child's first image (by position), or null, as bundleItemsOf reads it.
    'bi.quantity, c.sku, c.name, c.slug, c.price_map_cents, ' +
      '(select ci.url from product_images ci where ci.product_id = c.id order by ci.position limit 1)',
    'bundle_items bi inner join products c on c.id = bi.child_id where bi.bundle_id = p.id',
    'bi.position, bi.child_id',
  ).as('bundle_items_json'),
];

/** The columns extrasColumns adds to a row. */
export type ExtrasJson = {
  images_json: string | null;
  properties_json: string | null;
  bundle_items_json: string | null;
};

/** Images, properties and bundle items of some products, as imagesOf, propertiesOf and bundleItemsOf list them. */
export type Extras = { images: ImageRow[]; properties: PropertyRow[]; bundleItems: BundleItemRow[] };

const parsed = (json: string | null): unknown[][] => (json === null ? [] : (JSON.parse(json) as unknown[][]));

/** The extras of the rows (in the order of the rows); the rows keep their JSON columns, which no answer reads. */
export function unfoldExtras<R extends { id: number }>(
  rows: readonly (R & ExtrasJson)[],
): { rows: readonly R[]; extras: Extras } {
  const extras: Extras = { images: [], properties: [], bundleItems: [] };
  for (const row of rows) {
    const id = row.id;
    for (const [url, alt_text] of parsed(row.images_json) as [string, string][])
      extras.images.push({ product_id: id, url, alt_text });
    for (const [key, value] of parsed(row.properties_json) as [string, string][])
      extras.properties.push({ product_id: id, key, value });
    type BundleItemJson = [number, string, string, string, number, string | null];
    for (const [quantity, sku, name, slug, price_map_cents, image] of parsed(
      row.bundle_items_json,
    ) as BundleItemJson[])
      extras.bundleItems.push({ bundle_id: id, quantity, sku, name, slug, price_map_cents, image });
  }
  return { rows, extras };
}

/** The extras of each product by its id: its images, its properties as a record, its bundle items. */
export function extrasById(extras: Extras) {
  const images = new Map<number, ImageRow[]>();
  for (const image of extras.images) {
    const list = images.get(image.product_id);
    if (list) list.push(image);
    else images.set(image.product_id, [image]);
  }
  const properties = new Map<number, Record<string, string>>();
  for (const p of extras.properties) {
    const record = properties.get(p.product_id) ?? {};
    record[p.key] = p.value;
    properties.set(p.product_id, record);
  }
  const bundleItems = new Map<number, BundleItem[]>();
  for (const item of extras.bundleItems) {
    const list = bundleItems.get(item.bundle_id) ?? [];
    list.push(toBundleItem(item));
    bundleItems.set(item.bundle_id, list);
  }
  return {
    imagesOf: (id: number): ImageRow[] => images.get(id) ?? [],
    propsOf: (id: number): Record<string, string> => properties.get(id) ?? {},
    bundleItemsOf: (id: number): BundleItem[] => bundleItems.get(id) ?? [],
  };
}
