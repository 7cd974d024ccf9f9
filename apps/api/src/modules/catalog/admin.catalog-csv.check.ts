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
  type CsvRowError,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { chunksOf, createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { turns } from '../../lib/turns.js';
import { planCreate, planUpdate } from './admin.products.write.js';
import { type CsvFile } from './admin.catalog-csv.file.js';
import { storedProducts } from './admin.catalog-csv.stored.js';
import { entryOf, upper, worldOf, type Entry, type World } from './admin.catalog-csv.world.js';

/**
 * A row that creates or changes a product, as the check left it: its cells (applying reads them again against
 * the product as it is then, decision 065), its product (the stored id, or a negative id for a new one, the
 * world's), and its rank (parents first, bundles last). Its plan is not kept: 100,000 of them held a gigabyte.
 */
export type Target = {
  kind: 'create' | 'update';
  row: number;
  sku: string;
  cells: string[];
  id: number;
  rank: number;
};

export type Checked = {
  result: CatalogImportResult;
  header: CsvFile['header'];
  targets: Target[];
  world: World;
};

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

export const messageOf = (err: unknown): string => {
  if (err instanceof AppError) return err.message;
  throw err;
};

/** Products whose keys are read by one query. */
const KEYS_PAGE = 5000;

/**
 * Rows read (against their stored products) or checked in one piece of work, between two turns of the other
 * requests: about 10 ms on SQLite (decision 065).
 */
const READ_CHUNK = 50;

/** Parents first (their variants' paths read them), bundles last (their items exist by then), else file order. */
const rankOf = (d: { is_parent: boolean; product_type: string }): number =>
  d.is_parent ? 0 : d.product_type === 'bundle' ? 2 : 1;

/**
 * Every row checked against the store, writing nothing; a turn for the other requests every TURN_MS of work
 * (decision 065).
 */
export async function check(db: Db, file: CsvFile, opts: { progress?: ImportProgress }): Promise<Checked> {
  const repo = createCatalogCsvRepo(db);
  const breathe = turns();
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
    await breathe();
  }

  // The products the file names, as stored.
  const idsBySku = new Map<string, number>();
  for (const part of chunksOf([...firstRowOf.keys()])) {
    for (const r of await repo.idsBySkus(part)) idsBySku.set(upper(r.sku), r.id);
    await breathe();
  }

  // What each row asks for (the API's body schemas), read against its stored product a chunk at a time.
  // Only what the world needs is kept of each (its keys): 100,000 stored products held a gigabyte, whose
  // collection paused the node for a second at a time (decision 065). The checks read them again, by the chunk.
  type Asked = { row: number; sku: string; cells: string[]; kind: 'create' | 'update'; entry: Entry };
  const asked: Asked[] = [];
  let unchanged = 0;
  let i = 0;
  for (const part of chunksOf(rows, READ_CHUNK)) {
    const ids = part.flatMap((r) => idsBySku.get(upper(r.sku)) ?? []);
    const storedBySku = new Map((await storedProducts(repo, ids)).map((p) => [upper(p.sku), p]));
    for (const { row, sku, cells } of part) {
      const stored = storedBySku.get(upper(sku)) ?? null;
      const read = readCatalogCsvRow(file.header, cells, stored);
      if (read.kind === 'invalid') refuse(row, sku, read.message);
      else if (read.kind === 'unchanged') unchanged++;
      else if (read.kind === 'create')
        asked.push({ row, sku, cells, kind: 'create', entry: entryOf(-(i + 1), productDraftOf(read.body)) });
      else if (stored)
        asked.push({
          row,
          sku,
          cells,
          kind: 'update',
          entry: entryOf(stored.id, mergeProductEdit(stored.draft, read.body)),
        });
      await tick(opts.progress, 'reading', i++, rows.length);
    }
    await breathe();
  }

  // The API's checks, against the store as the file leaves it.
  const store: Entry[] = [];
  for (;;) {
    const page = await repo.keysPage(store.at(-1)?.id ?? 0, KEYS_PAGE);
    store.push(...page);
    await breathe();
    if (page.length < KEYS_PAGE) break;
  }
  const world = await worldOf(
    store,
    asked.map((a) => a.entry),
    await repo.allCollections(),
    breathe,
  );
  const targets: Target[] = [];
  let creates = 0;
  let done = 0;
  for (const part of chunksOf(asked, READ_CHUNK)) {
    const ids = part.flatMap((a) => (a.kind === 'update' ? [a.entry.id] : []));
    const storedById = new Map((await storedProducts(repo, ids)).map((p) => [p.id, p]));
    for (const { row, sku, cells, entry } of part) {
      const stored = storedById.get(entry.id) ?? null;
      const read = readCatalogCsvRow(file.header, cells, stored);
      const target = { row, sku, cells, id: entry.id };
      try {
        if (read.kind === 'create') {
          const plan = await planCreate(world(entry.id), read.body);
          targets.push({ ...target, kind: 'create', rank: rankOf(plan.draft) });
          creates++;
        } else if (read.kind === 'update' && stored) {
          const plan = await planUpdate(world(entry.id), stored, read.body);
          if (plan) targets.push({ ...target, kind: 'update', rank: rankOf(plan.after) });
          else unchanged++;
        } else if (read.kind === 'invalid') refuse(row, sku, read.message);
        else unchanged++; // changed back by another write since the reading
      } catch (err) {
        refuse(row, sku, messageOf(err));
      }
      await tick(opts.progress, 'checking', done++, asked.length);
      await breathe();
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return {
    result: {
      dryRun: true,
      rows: file.rows.length,
      creates,
      updates: targets.length - creates,
      unchanged,
      errors,
    },
    header: file.header,
    targets,
    world,
  };
}
