/**
 * Reading a catalogue CSV (catalog-csv.ts): its header, and each row into the create or edit body it asks for,
 * checked by the API's own schemas.
 */
import type { z } from 'zod';
import {
  CreateProductBodySchema,
  UpdateProductBodySchema,
  type CreateProductBody,
  type ProductDraft,
  type UpdateProductBody,
} from './products.js';
import { unescapeCsvCell, type Fields, blank, readFlag, units } from './catalog-csv-cells.js';
import {
  COLUMNS,
  PREORDER_COLUMNS,
  PREORDER_FIELD,
  STOCK_COLUMNS,
  BY_NAME,
  EXPORT_INDEX,
  catalogCsvRowOf,
} from './catalog-csv-columns.js';

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
type CatalogCsvRow =
  | { kind: 'create'; body: CreateProductBody }
  | { kind: 'update'; body: UpdateProductBody }
  | { kind: 'unchanged' }
  | { kind: 'invalid'; message: string };

/** The product a row names, as stored: its export cells and units on hand. */
type CatalogCsvStored = { draft: ProductDraft; tpa: number; lv: number };

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
