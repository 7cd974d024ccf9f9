/**
 * Applying a checked catalogue import (admin.catalog-csv.ts) in batches of BATCH rows, each its own short
 * transaction (decision 065): parents first and bundles last; each batch reads its rows again against its
 * products as they are then (held against other writers on PostgreSQL), plans them with the API's own checks
 * against the file's world, writes them with the API's own writes, then their listing flags, search cards and
 * audit entries. Between batches the other requests take their turn: one transaction for 100,000 rows held
 * SQLite's one connection (every other request's queries) for a minute and a half.
 */
import { readCatalogCsvRow, type ProductDraft } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import { turn } from '../../lib/turns.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { chunksOf, createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { createAdminProductsRepo } from './admin.products.repo.js';
import { refreshListings } from './admin.products.listings.js';
import {
  createAuditOf,
  planCreate,
  planUpdate,
  updateAuditOf,
  writeCreate,
  writeUpdate,
  writingProducts,
} from './admin.products.write.js';
import { recordAudit, type AuditRecord } from '../audit/admin.audit.js';
import { lockAdminGroup } from '../admin/admin.lock.js';
import { pauseSearchIndex, unpauseSearchIndex } from '../search/search.index.js';
import {
  messageOf,
  tick,
  type Checked,
  type ImportProgress,
  type Target,
} from './admin.catalog-csv.check.js';
import { storedProducts } from './admin.catalog-csv.stored.js';

/** Rows per transaction at most. */
export const BATCH = 50;

/**
 * A batch stops taking rows once its writes have run this long (a new product with its properties, fitment and
 * search card takes 1 to 4 ms on SQLite): the longest another request waits for SQLite's one connection is
 * about this plus the batch's listing flags, search cards and audit entries (decision 065).
 */
const BATCH_MS = 20;

/** Fields whose change moves a product's listing flags (collections.is_visible, is_preordered). */
const LISTING_FIELDS: readonly (keyof ProductDraft)[] = [
  'enabled_on_site',
  'discontinued',
  'block_backorder',
  'preorder',
  'is_parent',
  'variant_parent_sku',
  'collections',
];

/**
 * From this many new products in a file on, each batch pauses the search index's per-row triggers and
 * re-indexes each written product's card once before it commits (search.index.ts; a variant's insert otherwise
 * re-indexes its family's card once per variant and per property).
 */
const PAUSE_SEARCH_AT = 100;

/** A row that no longer reads as the check read it: a write in between changed its product. */
const changedSince = (t: Target, why: string) =>
  new AppError('CSV_CHANGED', `Row ${t.row} (${t.sku}) changed since the check: ${why}`, {
    row: t.row,
    sku: t.sku,
  });

/** Applies the checked rows; how many were written when a batch fails is in the error's details.applied. */
export async function apply(
  db: Db,
  checked: Checked,
  actor: AdminActor,
  now: string,
  progress?: ImportProgress,
): Promise<void> {
  const realId = new Map<number, number>();
  const total = checked.targets.reduce((n, spill) => n + spill.count, 0);
  const paused = checked.result.creates >= PAUSE_SEARCH_AT;
  let applied = 0;
  // By rank, each rank in file order, read back from the check's spills a batch at a time (decision 078); the
  // rows a batch had no time for go first into the next.
  let waiting: Target[] = [];
  const write = async () => {
    let taken: number;
    try {
      taken = await writingProducts(db, (trx) =>
        writeBatch(trx, waiting.slice(0, BATCH), { checked, actor, now, paused, realId }),
      );
    } catch (err) {
      if (!(err instanceof AppError) || applied === 0) throw err;
      const details = typeof err.details === 'object' && err.details !== null ? err.details : {};
      throw new AppError(
        err.code,
        `${err.message}. ${applied} of the ${total} rows to write were written before it: import the file again to finish`,
        { ...details, applied },
      );
    }
    for (let i = 0; i < taken; i++) await tick(progress, 'writing', applied + i, total);
    applied += taken;
    waiting = waiting.slice(taken);
    await turn();
  };
  for (const spill of checked.targets)
    for await (const part of spill.chunks(BATCH)) {
      waiting.push(...part);
      while (waiting.length >= BATCH) await write();
    }
  while (waiting.length > 0) await write();
}

type BatchContext = {
  checked: Checked;
  actor: AdminActor;
  now: string;
  paused: boolean;
  /** The id each new product of the file got (by its negative id in the world). */
  realId: Map<number, number>;
};

/** Writes the first rows of `batch`, as many as BATCH_MS allows (one at least); how many it took. */
async function writeBatch(trx: Db, batch: readonly Target[], ctx: BatchContext): Promise<number> {
  const began = performance.now();
  const { checked, actor, now, realId } = ctx;
  // One import's batch at a time; the products it edits are held against the API's edits (PostgreSQL).
  await lockAdminGroup(trx, 'catalog-import');
  const csvRepo = createCatalogCsvRepo(trx);
  const updateIds = batch.flatMap((t) => (t.kind === 'update' ? [t.id] : [])).sort((a, b) => a - b);
  await csvRepo.lock(updateIds);
  const storedById = new Map((await storedProducts(csvRepo, updateIds)).map((s) => [s.id, s]));
  const repo = createAdminProductsRepo(trx, { rememberPositions: true });
  if (ctx.paused) await pauseSearchIndex(trx);
  const listings: number[] = [];
  const written: number[] = [];
  const audit: AuditRecord[] = [];
  let taken = 0;
  for (const t of batch) {
    if (taken > 0 && performance.now() - began > BATCH_MS) break;
    taken++;
    const stored = t.kind === 'update' ? storedById.get(t.id) : null;
    if (stored === undefined) throw changedSince(t, 'the product was deleted');
    const read = readCatalogCsvRow(checked.header, t.cells, stored);
    if (read.kind === 'unchanged') continue; // another write made the same change meanwhile
    if (read.kind === 'invalid') throw changedSince(t, read.message);
    const world = checked.world(t.id);
    let ids: number[];
    let listing = true;
    try {
      if (read.kind === 'create') {
        const plan = await planCreate(world, read.body);
        plan.refs.bundle = plan.refs.bundle.map((b) => ({
          ...b,
          childId: realId.get(b.childId) ?? b.childId,
        }));
        const id = await writeCreate(trx, plan, now, repo);
        realId.set(t.id, id);
        ids = [id];
        audit.push(createAuditOf(actor, plan));
      } else {
        const plan = await planUpdate(world, stored!, read.body);
        if (!plan) continue;
        plan.refs.bundle = plan.refs.bundle.map((b) => ({
          ...b,
          childId: realId.get(b.childId) ?? b.childId,
        }));
        await writeUpdate(trx, plan, repo);
        // A variant that moves or changes takes its old family's card and flags along.
        const oldParent = plan.stored.draft.variant_parent_sku;
        const oldParentId = oldParent === null ? undefined : checked.world.storedIdOf(oldParent);
        ids = [plan.stored.id, ...(oldParentId === undefined ? [] : [oldParentId])];
        listing = LISTING_FIELDS.some((f) => f in plan.diff.after);
        audit.push(updateAuditOf(actor, plan));
      }
    } catch (err) {
      throw changedSince(t, messageOf(err));
    }
    written.push(...ids);
    if (listing) listings.push(...ids);
  }
  for (const part of chunksOf(listings)) await refreshListings(trx, part);
  if (ctx.paused) {
    await unpauseSearchIndex(trx);
    for (const part of chunksOf(written)) await csvRepo.reindexCards(part);
  }
  if (audit.length > 0) await recordAudit(trx, audit, now);
  return taken;
}
