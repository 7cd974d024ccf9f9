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
  type CatalogCsvHeader,
  type CatalogImportResult,
  type CsvRowError,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { turns } from '../../lib/turns.js';
import { planCreate, planUpdate } from './admin.products.write.js';
import { readCatalogCsv, type CsvRow } from './admin.catalog-csv.file.js';
import type { Spill, SpillFolder } from './admin.catalog-csv.spill.js';
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
  rank: 0 | 1 | 2;
};

export type Checked = {
  result: CatalogImportResult;
  header: CatalogCsvHeader;
  /** The rows to write by rank (parents, the rest, bundles), each in file order. */
  targets: readonly [Spill<Target>, Spill<Target>, Spill<Target>];
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
const rankOf = (d: { is_parent: boolean; product_type: string }): 0 | 1 | 2 =>
  d.is_parent ? 0 : d.product_type === 'bundle' ? 2 : 1;

/** A row as the reading leaves it: its product's id in the world (negative for a new one) and what it asks. */
type Asked = { row: number; sku: string; cells: string[]; kind: 'create' | 'update'; id: number };

/**
 * Every row checked against the store, writing nothing; a turn for the other requests every TURN_MS of work
 * (decision 065). The file is read as it arrives and each pass spills its rows to `spills`, whose next pass
 * reads them back a chunk at a time (decision 078): what stays in memory is the world (each row's keys), the
 * first row of each sku and the refusals.
 */
export async function check(
  db: Db,
  text: AsyncIterable<string>,
  spills: SpillFolder,
  opts: { progress?: ImportProgress },
): Promise<Checked> {
  const repo = createCatalogCsvRepo(db);
  const breathe = turns();
  const errors: CsvRowError[] = [];
  const refuse = (row: number, sku: string, message: string): void => {
    errors.push({ row, sku, message });
  };

  // The file, as it arrives: each sku once (a later row of a sku is refused, naming the first).
  const firstRowOf = new Map<string, number>();
  const rows = spills.spill<CsvRow & { sku: string }>();
  let width = 0;
  let skuAt = 0;
  const file = await readCatalogCsv(
    text,
    async ({ row, cells }) => {
      const sku = unescapeCsvCell(cells[skuAt] ?? '').trim();
      if (cells.length < width || cells.slice(width).some((c) => c.trim() !== ''))
        return refuse(row, sku, `The row has ${cells.length} cells; the header names ${width} columns`);
      if (sku === '') return refuse(row, sku, 'sku: Required');
      const first = firstRowOf.get(upper(sku));
      if (first !== undefined) return refuse(row, sku, skuAlreadyOnRowMessage(sku, first));
      firstRowOf.set(upper(sku), row);
      await rows.write({ row, sku, cells });
      await breathe();
    },
    (head) => {
      width = head.width;
      skuAt = head.header.get('sku')!;
    },
  );
  firstRowOf.clear();

  // What each row asks for (the API's body schemas), read against its stored product a chunk at a time.
  // Only what the world needs is kept of each (its keys): 100,000 stored products held a gigabyte, whose
  // collection paused the node for a second at a time (decision 065). The checks read them again, by the chunk.
  const asked = spills.spill<Asked>();
  const entries: Entry[] = [];
  let unchanged = 0;
  let i = 0;
  for await (const part of rows.chunks(READ_CHUNK)) {
    const ids = (await repo.idsBySkus(part.map((r) => r.sku))).map((r) => r.id);
    const storedBySku = new Map((await storedProducts(repo, ids)).map((p) => [upper(p.sku), p]));
    for (const { row, sku, cells } of part) {
      const stored = storedBySku.get(upper(sku)) ?? null;
      const read = readCatalogCsvRow(file.header, cells, stored);
      if (read.kind === 'invalid') refuse(row, sku, read.message);
      else if (read.kind === 'unchanged') unchanged++;
      else if (read.kind === 'create') {
        entries.push(entryOf(-(i + 1), productDraftOf(read.body)));
        await asked.write({ row, sku, cells, kind: 'create', id: -(i + 1) });
      } else if (stored) {
        entries.push(entryOf(stored.id, mergeProductEdit(stored.draft, read.body)));
        await asked.write({ row, sku, cells, kind: 'update', id: stored.id });
      }
      await tick(opts.progress, 'reading', i++, rows.count);
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
  const world = await worldOf(store, entries, await repo.allCollections(), breathe);
  entries.length = 0;
  // The rows to write, by rank: applying writes the first spill's, then the second's, then the third's.
  const targets = [spills.spill<Target>(), spills.spill<Target>(), spills.spill<Target>()] as const;
  let creates = 0;
  let updates = 0;
  let done = 0;
  for await (const part of asked.chunks(READ_CHUNK)) {
    const ids = part.flatMap((a) => (a.kind === 'update' ? [a.id] : []));
    const storedById = new Map((await storedProducts(repo, ids)).map((p) => [p.id, p]));
    for (const { row, sku, cells, id } of part) {
      const stored = storedById.get(id) ?? null;
      const read = readCatalogCsvRow(file.header, cells, stored);
      const target = { row, sku, cells, id };
      try {
        if (read.kind === 'create') {
          const plan = await planCreate(world(id), read.body);
          const rank = rankOf(plan.draft);
          await targets[rank].write({ ...target, kind: 'create', rank });
          creates++;
        } else if (read.kind === 'update' && stored) {
          const plan = await planUpdate(world(id), stored, read.body);
          if (plan) {
            const rank = rankOf(plan.after);
            await targets[rank].write({ ...target, kind: 'update', rank });
            updates++;
          } else unchanged++;
        } else if (read.kind === 'invalid') refuse(row, sku, read.message);
        else unchanged++; // changed back by another write since the reading
      } catch (err) {
        refuse(row, sku, messageOf(err));
      }
      await tick(opts.progress, 'checking', done++, asked.count);
      await breathe();
    }
  }
  errors.sort((a, b) => a.row - b.row);
  return {
    result: { dryRun: true, rows: file.rows, creates, updates, unchanged, errors },
    header: file.header,
    targets,
    world,
  };
}
