/**
 * The catalogue CSV's columns (catalog-csv.ts): each one's name, what it holds, its product's cell in an export
 * and how an import reads it; the export's header and a product's row.
 */
import { type ProductDraft } from './products.js';
import {
  CATALOG_CSV_LIST_SEPARATOR,
  CATALOG_CSV_PROPERTY_SEPARATOR,
  escapeCsvCell,
  leftOut,
  blank,
  type Reader,
  text,
  required,
  nullable,
  handle,
  nullableHandle,
  flag,
  dollars,
  nullableDollars,
  nullableNumber,
  nullableWhole,
  units,
  list,
  properties,
  tabs,
  bundleItems,
  dollarsCell,
  orEmpty,
} from './catalog-csv-cells.js';

type Column = {
  readonly name: string;
  /** How the cell is written. */
  readonly format: string;
  /** What the cell holds, for the README and the OpenAPI document. */
  readonly meaning: string;
  /** The product's cell in an export (not escaped); absent: an import-only column. */
  readonly cell?: (p: ProductDraft) => string;
  /** The body's value for a cell. Absent: read with the pre-order group. */
  readonly read?: Reader;
};

type DraftKey<V> = { [K in keyof ProductDraft]: ProductDraft[K] extends V ? K : never }[keyof ProductDraft];

/** A column holding one field of the draft as it is (empty for null). */
const plain = (
  name: DraftKey<string | number | null>,
  format: string,
  meaning: string,
  read: Reader,
): Column => ({
  name,
  format,
  meaning,
  cell: (p) => orEmpty(p[name]),
  read,
});
const flagColumn = (name: DraftKey<boolean>, meaning: string): Column => ({
  name,
  format: 'true / false',
  meaning,
  cell: (p) => String(p[name]),
  read: flag,
});
const dollarsColumn = (name: DraftKey<number>, format: string, meaning: string): Column => ({
  name,
  format,
  meaning,
  cell: (p) => dollarsCell(p[name]),
  read: dollars,
});

/**
 * Every column, in the export's order; `tpa` and `lv` are read on import only (a new product's first stock).
 * The README's "Catalogue CSV" table says the same.
 */
export const COLUMNS: readonly Column[] = [
  {
    name: 'sku',
    format: 'text: letters, digits and . _ - / space',
    meaning: 'The product (required). A known sku edits it; a new one creates a product.',
  },
  plain('name', 'text', 'Name (required for a new product).', required),
  plain('site_name', 'text', "Name on the site's cards; empty: the name (new) or unchanged.", required),
  plain(
    'slug',
    'handle: a-z, 0-9, single dashes',
    'Page address /products/{slug}: lowercase words and dashes (required for a new product).',
    handle,
  ),
  plain(
    'site_handle',
    'handle',
    'The other handle the shop finds it by; empty: the slug (new) or unchanged.',
    handle,
  ),
  { name: 'upc', format: 'text', meaning: 'UPC; empty: none.', cell: (p) => orEmpty(p.upc), read: nullable },
  plain(
    'category',
    'handle',
    "Kind of product, a handle ('loaded-subwoofer-enclosures' gives vehicle fitment); empty: none.",
    nullableHandle,
  ),
  plain('vendor', 'text', 'Brand; empty: Skar Audio (new) or unchanged.', required),
  {
    name: 'product_type',
    format: 'normal / variant / bundle',
    meaning: 'normal, variant (parent and variants of a family) or bundle; empty: the default of its kind.',
    cell: (p) => p.product_type,
    read: (raw) => (blank(raw) ? leftOut : { value: raw.trim().toLowerCase() }),
  },
  flagColumn('is_parent', 'true for the parent row of a variant family.'),
  plain('variant_parent_sku', 'sku', "A variant's parent sku; empty: not a variant.", nullableHandle),
  ...(['one', 'two', 'three'] as const).flatMap((n): Column[] => [
    plain(
      `variant_option_${n}_name`,
      'text',
      `Variant option ${n}: its name (e.g. Size); empty: none.`,
      nullable,
    ),
    plain(
      `variant_option_${n}_value`,
      'text',
      `Variant option ${n}: this variant's value (e.g. 12"); empty: none.`,
      nullable,
    ),
  ]),
  dollarsColumn('price', 'dollars: 199.99', 'Price in dollars, e.g. 199.99 (required for a new product).'),
  dollarsColumn('price_map', 'dollars', 'MAP in dollars (required for a new product).'),
  dollarsColumn('price_msrp', 'dollars', 'MSRP in dollars (required for a new product).'),
  {
    name: 'price_dealer',
    format: 'dollars',
    meaning: 'Dealer price in dollars; empty: dealers pay MAP less 20%.',
    cell: (p) => (p.price_dealer === null ? '' : dollarsCell(p.price_dealer)),
    read: nullableDollars,
  },
  flagColumn('sale_enabled', 'true: the active sale applies to it.'),
  flagColumn('is_daily_deal', "true: a daily deal (the sale's daily-deal percentage)."),
  flagColumn('enabled_on_site', 'false hides it from the storefront; empty: true (new) or unchanged.'),
  flagColumn('discontinued', 'true: discontinued.'),
  flagColumn('block_backorder', 'true: cannot be ordered out of stock.'),
  {
    name: 'preorder_eligible',
    format: 'true / false',
    meaning: 'Pre-order info (these four together; all empty: none): true/false.',
    cell: (p) => (p.preorder ? String(p.preorder.is_pre_order_eligible) : ''),
  },
  {
    name: 'preorder_enabled',
    format: 'true / false',
    meaning: 'Pre-order enabled: true/false.',
    cell: (p) => (p.preorder ? String(p.preorder.is_pre_order_enabled) : ''),
  },
  {
    name: 'preorder_eta_date',
    format: 'date: YYYY-MM-DD',
    meaning: 'The date shown to shoppers instead of the stock ETA, YYYY-MM-DD; empty: none.',
    cell: (p) => orEmpty(p.preorder?.manual_override_eta_date ?? null),
  },
  {
    name: 'preorder_in_stock_eta_date',
    format: 'date: YYYY-MM-DD',
    meaning: 'Expected back in stock, YYYY-MM-DD; empty: none.',
    cell: (p) => orEmpty(p.preorder?.in_stock_eta_date ?? null),
  },
  plain('seo_title', 'text', 'SEO title (up to 150 characters).', text),
  plain('seo_description', 'text', 'SEO description (up to 320 characters).', text),
  plain(
    'description',
    'text (line breaks kept)',
    'Description (HTML as the storefront shows it; line breaks kept).',
    text,
  ),
  plain('google_product_line', 'text', 'Google product line; empty: none.', nullable),
  plain('weight', 'number: 12.5', 'Weight (a number); empty: none.', nullableNumber),
  plain(
    'total_subwoofer_holes',
    'whole number',
    "An enclosure's subwoofer holes (a whole number); empty: none.",
    nullableWhole,
  ),
  plain(
    'compatibility_notes',
    'text (line breaks kept)',
    "Shown with an enclosure's vehicle fitment; empty: none.",
    nullable,
  ),
  {
    name: 'properties',
    format: 'lines of Key: Value',
    meaning:
      'One property a line, "Key: Value" (e.g. Subwoofer Size: 12"); an enclosure\'s Make, Model (models joined by |), Start Year, End Year and Subwoofer Size give its vehicle fitment; empty: none.',
    cell: (p) => p.properties.map((x) => `${x.key}${CATALOG_CSV_PROPERTY_SEPARATOR}${x.value}`).join('\n'),
    read: properties,
  },
  {
    name: 'tabs',
    format: 'JSON',
    meaning:
      'The product page\'s tabs as JSON, as exported: [{"title", "text", "table": {"columns", "rows": [{"key", "cells"}]} or null}]; empty: none.',
    cell: (p) => (p.tabs.length > 0 ? JSON.stringify(p.tabs) : ''),
    read: tabs,
  },
  {
    name: 'collections',
    format: 'handles joined by |',
    meaning:
      'Collections listing it, full handles joined by | (car-subwoofers|car-subwoofers/12-inch-subwoofers); empty: none.',
    cell: (p) => p.collections.join(CATALOG_CSV_LIST_SEPARATOR),
    read: list,
  },
  plain(
    'primary_collection',
    'handle',
    "The collection of its page's breadcrumb; empty: the first of collections (a new product) or unchanged.",
    handle,
  ),
  {
    name: 'frequently_bought_together',
    format: 'skus joined by |',
    meaning: 'Skus joined by |; empty: none.',
    cell: (p) => p.frequently_bought_together.join(CATALOG_CSV_LIST_SEPARATOR),
    read: list,
  },
  {
    name: 'bundle_items',
    format: 'SKU*quantity joined by |',
    meaning: "A bundle's items, SKU*quantity joined by | (SK-AMP*1|SK-SUB*2; no *: one); empty: none.",
    cell: (p) => p.bundle_items.map((i) => `${i.sku}*${i.quantity}`).join(CATALOG_CSV_LIST_SEPARATOR),
    read: bundleItems,
  },
  {
    name: 'tpa',
    format: 'whole number',
    meaning:
      "Import only: a new product's first units in Tampa; on a known product empty or its current count (stock changes through the stock import).",
    read: units,
  },
  { name: 'lv', format: 'whole number', meaning: 'Import only: as tpa, for Las Vegas.', read: units },
];

export const PREORDER_COLUMNS = [
  'preorder_eligible',
  'preorder_enabled',
  'preorder_eta_date',
  'preorder_in_stock_eta_date',
] as const;
export const PREORDER_FIELD: Record<string, (typeof PREORDER_COLUMNS)[number]> = {
  is_pre_order_eligible: 'preorder_eligible',
  is_pre_order_enabled: 'preorder_enabled',
  manual_override_eta_date: 'preorder_eta_date',
  in_stock_eta_date: 'preorder_in_stock_eta_date',
};
export const STOCK_COLUMNS = ['tpa', 'lv'] as const;

/** Every column a file may have, each with what it means (the README and OpenAPI describe these). */
export const CATALOG_CSV_COLUMNS: readonly {
  name: string;
  format: string;
  meaning: string;
  exported: boolean;
}[] = COLUMNS.map((c) => ({
  name: c.name,
  format: c.format,
  meaning: c.meaning,
  exported: c.name === 'sku' || c.cell !== undefined,
}));

/** The export's header, in order. */
export const CATALOG_CSV_EXPORT_HEADER: readonly string[] = CATALOG_CSV_COLUMNS.filter((c) => c.exported).map(
  (c) => c.name,
);

export const BY_NAME = new Map(COLUMNS.map((c) => [c.name, c]));
export const EXPORT_INDEX = new Map(CATALOG_CSV_EXPORT_HEADER.map((name, i) => [name, i]));

/** A product's cells, in CATALOG_CSV_EXPORT_HEADER's order, escaped against formulas. */
export function catalogCsvRowOf(p: ProductDraft): string[] {
  return COLUMNS.flatMap((c) => (c.name === 'sku' ? [p.sku] : c.cell ? [c.cell(p)] : [])).map(escapeCsvCell);
}
