/**
 * Checking a catalogue import (admin.catalog-csv.ts): every row read against the stored products, then checked by
 * the API's own checks (planCreate / planUpdate) against the store together with the file. Writes nothing.
 */
import {
  type CATALOG_IMPORT_PHASES,
  mergeProductEdit,
  productDraftOf,
  readCatalogCsvRow,
  skuAlreadyOnRowMessage,
  unescapeCsvCell,
  type CatalogImportResult,
  type CreateProductBody,
  type CsvRowError,
  type UpdateProductBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { chunksOf, createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { planCreate, planUpdate, type PlannedCreate, type PlannedUpdate } from './admin.products.write.js';
import { type CsvFile } from './admin.catalog-csv.file.js';
import { storedProducts, type StoredCsvProduct } from './admin.catalog-csv.stored.js';
import { entryOf, upper, worldOf, type Entry } from './admin.catalog-csv.world.js';

export type Planned =
  | { kind: 'create'; row: number; entryId: number; plan: PlannedCreate }
  | { kind: 'update'; row: number; plan: PlannedUpdate };

export type Checked = { result: CatalogImportResult; planned: Planned[]; store: readonly Entry[] };

/**
 * How far an import is: `reading` the rows (against the stored products), `checking` those that create or change
 * a product (the API's checks), `writing` them (and then, a step per 500 products, their listing flags, search
 * cards and audit entries). Called every 1,000 and at the end of each phase; awaited, so that a caller streaming
 * it lets the answer go out meanwhile.
 */
export type ImportProgress = (
  phase: (typeof CATALOG_IMPORT_PHASES)[number],
  done: number,
  total: number,
) => void | Promise<void>;

/** Reports the `i`th item of `total` (every 1,000 and the last). */
export async function tick(
  progress: ImportProgress | undefined,
  phase: Parameters<ImportProgress>[0],
  i: number,
  total: number,
) {
  if (progress && ((i + 1) % 1000 === 0 || i + 1 === total)) await progress(phase, i + 1, total);
}

const messageOf = (err: unknown): string => {
  if (err instanceof AppError) return err.message;
  throw err;
};

/** Every row checked against `db` (the store, or the import's transaction), writing nothing. */
export async function check(
  db: Db,
  file: CsvFile,
  opts: { lock: boolean; progress?: ImportProgress },
): Promise<Checked> {
  const repo = createCatalogCsvRepo(db);
  const errors: CsvRowError[] = [];
  const refuse = (row: number, sku: string, message: string) => errors.push({ row, sku, message });

  // Each sku once: a later row of a sku is refused, naming the first.
  const skuAt = file.header.get('sku')!;
  const firstRowOf = new Map<string, number>();
  const rows: { row: number; sku: string; cells: string[] }[] = [];
  for (const { row, cells } of file.rows) {
    const sku = unescapeCsvCell(cells[skuAt] ?? '').trim();
    if (cells.length < file.width || cells.slice(file.width).some((c) => c.trim() !== '')) {
      refuse(row, sku, `The row has ${cells.length} cells; the header names ${file.width} columns`);
      continue;
    }
    if (sku === '') {
      refuse(row, sku, 'sku: Required');
      continue;
    }
    const first = firstRowOf.get(upper(sku));
    if (first !== undefined) {
      refuse(row, sku, skuAlreadyOnRowMessage(sku, first));
      continue;
    }
    firstRowOf.set(upper(sku), row);
    rows.push({ row, sku, cells });
  }

  // The products the file names, as stored (held against other writers when applying).
  const idsBySku = new Map<string, number>();
  for (const part of chunksOf([...firstRowOf.keys()]))
    for (const r of await repo.idsBySkus(part)) idsBySku.set(upper(r.sku), r.id);
  if (opts.lock)
    for (const part of chunksOf([...idsBySku.values()].sort((a, b) => a - b))) await repo.lock(part);

  // What each row asks for (the API's body schemas), read against its stored product a chunk at a time.
  type Asked =
    | { row: number; sku: string; kind: 'create'; body: CreateProductBody; entry: Entry }
    | { row: number; sku: string; kind: 'update'; body: UpdateProductBody; stored: StoredCsvProduct };
  const asked: Asked[] = [];
  let unchanged = 0;
  let i = 0;
  for (const part of chunksOf(rows)) {
    const ids = part.flatMap((r) => idsBySku.get(upper(r.sku)) ?? []);
    const storedBySku = new Map((await storedProducts(repo, ids)).map((p) => [upper(p.sku), p]));
    for (const { row, sku, cells } of part) {
      const stored = storedBySku.get(upper(sku)) ?? null;
      const read = readCatalogCsvRow(file.header, cells, stored);
      if (read.kind === 'invalid') refuse(row, sku, read.message);
      else if (read.kind === 'unchanged') unchanged++;
      else if (read.kind === 'create')
        asked.push({
          row,
          sku,
          kind: 'create',
          body: read.body,
          entry: entryOf(-(i + 1), productDraftOf(read.body)),
        });
      else if (stored) asked.push({ row, sku, kind: 'update', body: read.body, stored });
      await tick(opts.progress, 'reading', i++, rows.length);
    }
  }

  // The API's checks, against the store as the file leaves it.
  const [store, collections] = await Promise.all([repo.allKeys(), repo.allCollections()]);
  const world = worldOf(
    store,
    asked.map((a) =>
      a.kind === 'create' ? a.entry : entryOf(a.stored.id, mergeProductEdit(a.stored.draft, a.body)),
    ),
    collections,
  );
  const planned: Planned[] = [];
  for (const [i, a] of asked.entries()) {
    try {
      if (a.kind === 'create')
        planned.push({
          kind: 'create',
          row: a.row,
          entryId: a.entry.id,
          plan: await planCreate(world(a.entry.id), a.body),
        });
      else {
        const plan = await planUpdate(world(a.stored.id), a.stored, a.body);
        if (plan) planned.push({ kind: 'update', row: a.row, plan });
        else unchanged++;
      }
    } catch (err) {
      refuse(a.row, a.sku, messageOf(err));
    }
    await tick(opts.progress, 'checking', i, asked.length);
  }
  errors.sort((a, b) => a.row - b.row);
  const creates = planned.filter((p) => p.kind === 'create').length;
  return {
    result: {
      dryRun: true,
      rows: file.rows.length,
      creates,
      updates: planned.length - creates,
      unchanged,
      errors,
    },
    planned,
    store,
  };
}
