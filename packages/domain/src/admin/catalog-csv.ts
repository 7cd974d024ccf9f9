/**
 * The catalogue CSV (issue 19): one row per sku, a header row naming the columns, exported by
 * GET /api/admin/products/export.csv and read by POST /api/admin/products/import. A cell holds what the create
 * and edit bodies (products.ts) hold, written for a spreadsheet: money in dollars, flags as true/false, lists in
 * one cell joined by `|`, properties one per line as `Key: Value`, the product page's tabs as JSON. What a row
 * means is decided by the same schemas as the API's: a new sku is a create body, a known one an edit body made
 * of the cells that differ from the product's export, so an exported file read back changes nothing and an old
 * value the schemas would now refuse never blocks a row that leaves it alone.
 *
 * A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * written with a leading apostrophe, which reading takes off again.
 */
import { z } from 'zod';
import {
  AdminProductListQuerySchema,
  CreateProductBodySchema,
  UpdateProductBodySchema,
  type CreateProductBody,
  type ProductDraft,
  type UpdateProductBody,
} from './products.js';
import { CsvRowErrorSchema } from './schemas.js';

/** The separator of the list cells (collections, frequently bought together, bundle items). */
export const CATALOG_CSV_LIST_SEPARATOR = '|';
/** Between a property's key and its value (one property per line of the cell). */
export const CATALOG_CSV_PROPERTY_SEPARATOR = ': ';
/** At most this many rows in one file (the header aside). */
export const CATALOG_CSV_MAX_ROWS = 100_000;

// ----------------------------------------------------------------------------------------- formula cells

/** A cell a spreadsheet would run as a formula (or one that already carries our apostrophe before such). */
const FORMULA = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

/** The cell as written to the file: an apostrophe before one a spreadsheet would run (CSV injection). */
export const escapeCsvCell = (value: string): string => (FORMULA.test(value) ? `'${value}` : value);

/** The cell as read from the file: escapeCsvCell undone. */
export const unescapeCsvCell = (cell: string): string => (ESCAPED.test(cell) ? cell.slice(1) : cell);

// ----------------------------------------------------------------------------------------------- columns

type Fields = Record<string, unknown>;
/** A cell read: a value for the body, undefined to leave the field out, or why it cannot be read. */
type Read = { value: unknown } | { error: string };
const leftOut: Read = { value: undefined };
const blank = (raw: string) => raw.trim() === '';

type Reader = (raw: string) => Read;

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

const text: Reader = (raw) => ({ value: raw });
/** A text that may not be empty: an empty cell leaves it out (the stored value, or the default of a new product). */
const required: Reader = (raw) => (blank(raw) ? leftOut : { value: raw });
/** A text that may be null: an empty cell is null. */
const nullable: Reader = (raw) => ({ value: blank(raw) ? null : raw });
const handle: Reader = (raw) => (blank(raw) ? leftOut : { value: raw.trim() });
const nullableHandle: Reader = (raw) => ({ value: blank(raw) ? null : raw.trim() });

const TRUE = /^(?:true|yes|1)$/i;
const FALSE = /^(?:false|no|0)$/i;
const readFlag = (raw: string): Read =>
  TRUE.test(raw.trim())
    ? { value: true }
    : FALSE.test(raw.trim())
      ? { value: false }
      : { error: 'true or false' };
const flag: Reader = (raw) => (blank(raw) ? leftOut : readFlag(raw));

/** Dollars as a spreadsheet may show them: 1299.99, $1,299.99. */
const DOLLARS = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
const readDollars = (raw: string): Read =>
  DOLLARS.test(raw.trim())
    ? { value: Number(raw.trim().replace(/[$,]/g, '')) }
    : { error: 'a price in dollars, such as 199.99' };
const dollars: Reader = (raw) => (blank(raw) ? leftOut : readDollars(raw));
const nullableDollars: Reader = (raw) => (blank(raw) ? { value: null } : readDollars(raw));

const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
const nullableNumber: Reader = (raw) =>
  blank(raw)
    ? { value: null }
    : NUMBER.test(raw.trim())
      ? { value: Number(raw.trim()) }
      : { error: 'a number, such as 12.5' };
const WHOLE = /^\d{1,9}$/;
const nullableWhole: Reader = (raw) =>
  blank(raw)
    ? { value: null }
    : WHOLE.test(raw.trim())
      ? { value: Number(raw.trim()) }
      : { error: 'a whole number' };
const units: Reader = (raw) =>
  blank(raw)
    ? leftOut
    : WHOLE.test(raw.trim())
      ? { value: Number(raw.trim()) }
      : { error: 'a whole number of units' };

const splitList = (raw: string): string[] =>
  raw
    .split(CATALOG_CSV_LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');
const list: Reader = (raw) => ({ value: splitList(raw) });

const lines = (raw: string): string[] => raw.split(/\r\n|\r|\n/).filter((l) => !blank(l));

const properties: Reader = (raw) => {
  const out: { key: string; value: string }[] = [];
  for (const [i, line] of lines(raw).entries()) {
    const at = line.indexOf(CATALOG_CSV_PROPERTY_SEPARATOR);
    if (at > 0)
      out.push({ key: line.slice(0, at), value: line.slice(at + CATALOG_CSV_PROPERTY_SEPARATOR.length) });
    else if (line.trimEnd().endsWith(':') && line.trim().length > 1)
      out.push({ key: line.trimEnd().slice(0, -1), value: '' });
    else return { error: `one property a line, as "Key: Value" (line ${i + 1} is "${line.slice(0, 40)}")` };
  }
  return { value: out };
};

const tabs: Reader = (raw) => {
  if (blank(raw)) return { value: [] };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return { error: 'JSON as exported: [{"title": "...", "text": "...", "table": null}]' };
  }
};

const BUNDLE_ITEM = /^(.+?)\s*\*\s*(\d{1,3})$/;
const bundleItems: Reader = (raw) => {
  const items: { sku: string; quantity: number }[] = [];
  for (const part of splitList(raw)) {
    const m = BUNDLE_ITEM.exec(part);
    if (m) items.push({ sku: m[1]!, quantity: Number(m[2]) });
    else if (part.includes('*')) return { error: `SKU*quantity, joined by | ("${part.slice(0, 40)}")` };
    else items.push({ sku: part, quantity: 1 });
  }
  return { value: items };
};

const dollarsCell = (v: number): string => v.toFixed(2);
const orEmpty = (v: string | number | null): string => (v === null ? '' : String(v));

/**
 * Every column, in the export's order; `tpa` and `lv` are read on import only (a new product's first stock).
 * The README's "Catalogue CSV" table says the same.
 */
const COLUMNS: readonly Column[] = [
  {
    name: 'sku',
    format: 'text: letters, digits and . _ - / space',
    meaning: 'The product (required). A known sku edits it; a new one creates a product.',
  },
  {
    name: 'name',
    format: 'text',
    meaning: 'Name (required for a new product).',
    cell: (p) => p.name,
    read: required,
  },
  {
    name: 'site_name',
    format: 'text',
    meaning: "Name on the site's cards; empty: the name (new) or unchanged.",
    cell: (p) => p.site_name,
    read: required,
  },
  {
    name: 'slug',
    format: 'handle: a-z, 0-9, single dashes',
    meaning: 'Page address /products/{slug}: lowercase words and dashes (required for a new product).',
    cell: (p) => p.slug,
    read: handle,
  },
  {
    name: 'site_handle',
    format: 'handle',
    meaning: 'The other handle the shop finds it by; empty: the slug (new) or unchanged.',
    cell: (p) => p.site_handle,
    read: handle,
  },
  { name: 'upc', format: 'text', meaning: 'UPC; empty: none.', cell: (p) => orEmpty(p.upc), read: nullable },
  {
    name: 'category',
    format: 'handle',
    meaning: "Kind of product, a handle ('loaded-subwoofer-enclosures' gives vehicle fitment); empty: none.",
    cell: (p) => orEmpty(p.category),
    read: nullableHandle,
  },
  {
    name: 'vendor',
    format: 'text',
    meaning: 'Brand; empty: Skar Audio (new) or unchanged.',
    cell: (p) => p.vendor,
    read: required,
  },
  {
    name: 'product_type',
    format: 'normal / variant / bundle',
    meaning: 'normal, variant (parent and variants of a family) or bundle; empty: the default of its kind.',
    cell: (p) => p.product_type,
    read: (raw) => (blank(raw) ? leftOut : { value: raw.trim().toLowerCase() }),
  },
  {
    name: 'is_parent',
    format: 'true / false',
    meaning: 'true for the parent row of a variant family.',
    cell: (p) => String(p.is_parent),
    read: flag,
  },
  {
    name: 'variant_parent_sku',
    format: 'sku',
    meaning: "A variant's parent sku; empty: not a variant.",
    cell: (p) => orEmpty(p.variant_parent_sku),
    read: nullableHandle,
  },
  ...(['one', 'two', 'three'] as const).flatMap((n): Column[] => [
    {
      name: `variant_option_${n}_name`,
      format: 'text',
      meaning: `Variant option ${n}: its name (e.g. Size); empty: none.`,
      cell: (p) => orEmpty(p[`variant_option_${n}_name`]),
      read: nullable,
    },
    {
      name: `variant_option_${n}_value`,
      format: 'text',
      meaning: `Variant option ${n}: this variant's value (e.g. 12"); empty: none.`,
      cell: (p) => orEmpty(p[`variant_option_${n}_value`]),
      read: nullable,
    },
  ]),
  {
    name: 'price',
    format: 'dollars: 199.99',
    meaning: 'Price in dollars, e.g. 199.99 (required for a new product).',
    cell: (p) => dollarsCell(p.price),
    read: dollars,
  },
  {
    name: 'price_map',
    format: 'dollars',
    meaning: 'MAP in dollars (required for a new product).',
    cell: (p) => dollarsCell(p.price_map),
    read: dollars,
  },
  {
    name: 'price_msrp',
    format: 'dollars',
    meaning: 'MSRP in dollars (required for a new product).',
    cell: (p) => dollarsCell(p.price_msrp),
    read: dollars,
  },
  {
    name: 'price_dealer',
    format: 'dollars',
    meaning: 'Dealer price in dollars; empty: dealers pay MAP less 20%.',
    cell: (p) => (p.price_dealer === null ? '' : dollarsCell(p.price_dealer)),
    read: nullableDollars,
  },
  {
    name: 'sale_enabled',
    format: 'true / false',
    meaning: 'true: the active sale applies to it.',
    cell: (p) => String(p.sale_enabled),
    read: flag,
  },
  {
    name: 'is_daily_deal',
    format: 'true / false',
    meaning: "true: a daily deal (the sale's daily-deal percentage).",
    cell: (p) => String(p.is_daily_deal),
    read: flag,
  },
  {
    name: 'enabled_on_site',
    format: 'true / false',
    meaning: 'false hides it from the storefront; empty: true (new) or unchanged.',
    cell: (p) => String(p.enabled_on_site),
    read: flag,
  },
  {
    name: 'discontinued',
    format: 'true / false',
    meaning: 'true: discontinued.',
    cell: (p) => String(p.discontinued),
    read: flag,
  },
  {
    name: 'block_backorder',
    format: 'true / false',
    meaning: 'true: cannot be ordered out of stock.',
    cell: (p) => String(p.block_backorder),
    read: flag,
  },
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
  {
    name: 'seo_title',
    format: 'text',
    meaning: 'SEO title (up to 150 characters).',
    cell: (p) => p.seo_title,
    read: text,
  },
  {
    name: 'seo_description',
    format: 'text',
    meaning: 'SEO description (up to 320 characters).',
    cell: (p) => p.seo_description,
    read: text,
  },
  {
    name: 'description',
    format: 'text (line breaks kept)',
    meaning: 'Description (HTML as the storefront shows it; line breaks kept).',
    cell: (p) => p.description,
    read: text,
  },
  {
    name: 'google_product_line',
    format: 'text',
    meaning: 'Google product line; empty: none.',
    cell: (p) => orEmpty(p.google_product_line),
    read: nullable,
  },
  {
    name: 'weight',
    format: 'number: 12.5',
    meaning: 'Weight (a number); empty: none.',
    cell: (p) => orEmpty(p.weight),
    read: nullableNumber,
  },
  {
    name: 'total_subwoofer_holes',
    format: 'whole number',
    meaning: "An enclosure's subwoofer holes (a whole number); empty: none.",
    cell: (p) => orEmpty(p.total_subwoofer_holes),
    read: nullableWhole,
  },
  {
    name: 'compatibility_notes',
    format: 'text (line breaks kept)',
    meaning: "Shown with an enclosure's vehicle fitment; empty: none.",
    cell: (p) => orEmpty(p.compatibility_notes),
    read: nullable,
  },
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
  {
    name: 'primary_collection',
    format: 'handle',
    meaning:
      "The collection of its page's breadcrumb; empty: the first of collections (a new product) or unchanged.",
    cell: (p) => orEmpty(p.primary_collection),
    read: handle,
  },
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

const PREORDER_COLUMNS = [
  'preorder_eligible',
  'preorder_enabled',
  'preorder_eta_date',
  'preorder_in_stock_eta_date',
] as const;
const PREORDER_FIELD: Record<string, (typeof PREORDER_COLUMNS)[number]> = {
  is_pre_order_eligible: 'preorder_eligible',
  is_pre_order_enabled: 'preorder_enabled',
  manual_override_eta_date: 'preorder_eta_date',
  in_stock_eta_date: 'preorder_in_stock_eta_date',
};
const STOCK_COLUMNS = ['tpa', 'lv'] as const;

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

const BY_NAME = new Map(COLUMNS.map((c) => [c.name, c]));
const EXPORT_INDEX = new Map(CATALOG_CSV_EXPORT_HEADER.map((name, i) => [name, i]));

/** A product's cells, in CATALOG_CSV_EXPORT_HEADER's order, escaped against formulas. */
export function catalogCsvRowOf(p: ProductDraft): string[] {
  return COLUMNS.flatMap((c) => (c.name === 'sku' ? [p.sku] : c.cell ? [c.cell(p)] : [])).map(escapeCsvCell);
}

// ------------------------------------------------------------------------------------------------ header

/** Where each column is in a file: its header read (names in any case; unknown or repeated names refused). */
export type CatalogCsvHeader = ReadonlyMap<string, number>;

export function readCatalogCsvHeader(
  cells: readonly string[],
): { header: CatalogCsvHeader } | { error: string } {
  const header = new Map<string, number>();
  for (const [i, cell] of cells.entries()) {
    const name = cell.trim().toLowerCase();
    if (name === '' && i === cells.length - 1) continue;
    if (!BY_NAME.has(name))
      return {
        error: `Unknown column "${cell.slice(0, 60)}" (column ${i + 1}); the columns are listed in the README`,
      };
    if (header.has(name)) return { error: `The column "${name}" is given twice` };
    header.set(name, i);
  }
  if (!header.has('sku')) return { error: 'The first row must name the columns, sku among them' };
  const preorder = PREORDER_COLUMNS.filter((c) => header.has(c));
  if (preorder.length > 0 && preorder.length < PREORDER_COLUMNS.length)
    return { error: `The pre-order columns go together: ${PREORDER_COLUMNS.join(', ')}` };
  return { header };
}

// ------------------------------------------------------------------------------------------------ rows

/** What a row asks for, checked by the create and edit bodies' schemas. */
export type CatalogCsvRow =
  | { kind: 'create'; body: CreateProductBody }
  | { kind: 'update'; body: UpdateProductBody }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; message: string };

/** The product a row names, as stored: its export cells and units on hand. */
export type CatalogCsvStored = { draft: ProductDraft; tpa: number; lv: number };

const columnOf = (path: readonly PropertyKey[]): string => {
  const [first, second] = path.map(String);
  if (first === 'preorder' && second !== undefined) return PREORDER_FIELD[second] ?? 'preorder';
  if (first === 'stock' && second !== undefined) return second;
  return path.map(String).join('.');
};

const issuesOf = (error: z.ZodError): string =>
  error.issues.map((i) => (i.path.length > 0 ? `${columnOf(i.path)}: ${i.message}` : i.message)).join('; ');

/**
 * One row's body: a create for a new sku (every given cell), an edit for a known one (the cells that differ
 * from its export), or why not. `cells` are the row's raw cells; `stored` is the product with this sku, if any.
 */
export function readCatalogCsvRow(
  header: CatalogCsvHeader,
  cells: readonly string[],
  stored: CatalogCsvStored | null,
): CatalogCsvRow {
  const isNew = stored === null;
  const storedCells = stored ? catalogCsvRowOf(stored.draft) : null;
  const raw = (name: string): string | undefined => {
    const at = header.get(name);
    return at === undefined ? undefined : (cells[at] ?? '');
  };
  /** Whether the cell is the product's own export (so the row leaves that field alone). */
  const asStored = (name: string, cell: string): boolean => {
    if (!storedCells) return false;
    const at = EXPORT_INDEX.get(name);
    return at !== undefined && storedCells[at] === cell;
  };

  const fields: Fields = {};
  const problems: string[] = [];
  for (const column of COLUMNS) {
    if (!column.read || column.name === 'sku' || STOCK_COLUMNS.includes(column.name as 'tpa')) continue;
    const cell = raw(column.name);
    if (cell === undefined || asStored(column.name, cell)) continue;
    const read = column.read(unescapeCsvCell(cell));
    if ('error' in read) problems.push(`${column.name}: ${read.error}`);
    else if (read.value !== undefined) fields[column.name] = read.value;
  }

  // Pre-order info: the four cells together (all empty: none).
  const preorderCells = PREORDER_COLUMNS.map((c) => raw(c));
  if (
    preorderCells.every((c) => c !== undefined) &&
    !preorderCells.every((c, i) => asStored(PREORDER_COLUMNS[i]!, c!))
  ) {
    const [eligible, enabled, eta, inStock] = preorderCells.map((c) => unescapeCsvCell(c!));
    if ([eligible, enabled, eta, inStock].every((c) => blank(c!))) fields.preorder = null;
    else {
      const flags = [eligible, enabled].map((c, i) => {
        const read = readFlag(c!);
        if ('error' in read) problems.push(`${PREORDER_COLUMNS[i]}: ${read.error}`);
        return 'value' in read ? read.value : undefined;
      });
      fields.preorder = {
        is_pre_order_eligible: flags[0],
        is_pre_order_enabled: flags[1],
        manual_override_eta_date: blank(eta!) ? null : eta!.trim(),
        in_stock_eta_date: blank(inStock!) ? null : inStock!.trim(),
      };
    }
  }

  // Stock: a new product's first units; a known product's stock changes through the stock import.
  const stock: Partial<Record<'tpa' | 'lv', number>> = {};
  for (const name of STOCK_COLUMNS) {
    const cell = raw(name);
    if (cell === undefined) continue;
    const read = units(unescapeCsvCell(cell));
    if ('error' in read) problems.push(`${name}: ${read.error}`);
    else if (read.value !== undefined) {
      if (stored && read.value !== stored[name])
        problems.push(
          `${name}: the stock of a known product changes through the stock import (now ${stored[name]}); leave it empty`,
        );
      else stock[name] = read.value as number;
    }
  }
  if (problems.length > 0) return { kind: 'invalid', message: problems.join('; ') };

  if (isNew) {
    const given = { sku: unescapeCsvCell(raw('sku') ?? ''), ...fields };
    const parsed = CreateProductBodySchema.safeParse(
      stock.tpa !== undefined || stock.lv !== undefined
        ? { ...given, stock: { tpa: stock.tpa ?? 0, lv: stock.lv ?? 0 } }
        : given,
    );
    return parsed.success
      ? { kind: 'create', body: parsed.data }
      : { kind: 'invalid', message: issuesOf(parsed.error) };
  }
  if (Object.keys(fields).length === 0) return { kind: 'unchanged' };
  const parsed = UpdateProductBodySchema.safeParse(fields);
  return parsed.success
    ? { kind: 'update', body: parsed.data }
    : { kind: 'invalid', message: issuesOf(parsed.error) };
}

// ------------------------------------------------------------------------------------------- the contract

/** GET /api/admin/products/export.csv: the list's filters (every product without any). */
export const CatalogExportQuerySchema = AdminProductListQuerySchema.pick({
  q: true,
  collection: true,
  product_type: true,
  stock: true,
  enabled: true,
});
export type CatalogExportQuery = z.output<typeof CatalogExportQuerySchema>;

/** POST /api/admin/products/import: dryRun=1 (the default) checks and writes nothing; dryRun=0 applies. */
export const CatalogImportQuerySchema = z.strictObject({
  dryRun: z.enum(['0', '1']).default('1'),
});

export const CatalogImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Rows read (the header and empty rows aside). */
  rows: z.number().int(),
  /** New skus: products created (that would be, on a dry run). */
  creates: z.number().int(),
  /** Known skus with a field that changes. */
  updates: z.number().int(),
  /** Known skus whose row changes nothing. */
  unchanged: z.number().int(),
  /** The refused rows (row: the spreadsheet's row, the header being 1), in file order; applying needs none. */
  errors: z.array(CsvRowErrorSchema),
});
export type CatalogImportResult = z.infer<typeof CatalogImportResultSchema>;

/**
 * The phases an import reports: reading the rows, checking those that change something, writing them (`total`:
 * those rows and then a step per 500 products for their listing flags, search index and audit entries).
 */
export const CATALOG_IMPORT_PHASES = ['reading', 'checking', 'writing'] as const;

/**
 * One line of an import's answer under `Accept: application/x-ndjson`: progress reports (every 1,000 rows and at
 * the end of each phase), then the result or the error.
 */
export const CatalogImportStreamLineSchema = z.union([
  z.object({
    progress: z.object({
      phase: z.enum(CATALOG_IMPORT_PHASES),
      done: z.number().int(),
      total: z.number().int(),
    }),
  }),
  z.object({ result: CatalogImportResultSchema }),
  z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) }),
]);
export type CatalogImportStreamLine = z.infer<typeof CatalogImportStreamLineSchema>;
