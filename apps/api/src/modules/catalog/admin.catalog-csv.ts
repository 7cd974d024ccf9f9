/**
 * The catalogue CSV (decision 048; the columns: packages/domain admin/catalog-csv.ts, the README's "Catalogue CSV").
 *
 * Export: every product matching the list's filters, one row per sku, read and written a page at a time (the
 * file is never one string in memory).
 *
 * Import: a row whose sku is new is a create body, a row whose sku is known an edit body of the cells that
 * differ from the product's own export (readCatalogCsvRow). Each is then checked by the API's own checks
 * (admin.products.write.ts planCreate / planUpdate), against the store together with the file: a variant may name a
 * parent made by the same file, a bundle items made by it, and a sku, slug or site handle may name one product
 * only, in the store or in the file. A key the file takes from another product cannot be reused in the same
 * file (the swap of two slugs takes two imports). The dry run writes nothing; applying checks the whole file the
 * same way first (any refused row: nothing is written), then writes it in short transactions of BATCH rows
 * (admin.catalog-csv.apply.ts, decision 065), each row read and checked again against its product as it is
 * then, with the API's own writes (writeCreate / writeUpdate; parents first, bundles last), their listing
 * flags, one audit entry per product and one for the import, and empties every node's response cache once at
 * the end. The other requests take turns with all of it. The file is read as it arrives and each pass's rows
 * wait on disk for the next (decision 078): the import holds a chunk of rows at a time, never the file.
 */
import {
  CATALOG_CSV_EXPORT_HEADER,
  catalogCsvRowOf,
  type CatalogExportQuery,
  type CatalogImportResult,
} from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { csvRows } from '../../lib/csv-writer.js';
import { turn } from '../../lib/turns.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { chunksOf, createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { recordAudit } from '../audit/admin.audit.js';
import { check, type ImportProgress } from './admin.catalog-csv.check.js';
import { spillFolder, type SpillFolder } from './admin.catalog-csv.spill.js';
import { storedProducts } from './admin.catalog-csv.stored.js';
import { apply } from './admin.catalog-csv.apply.js';

/** A spreadsheet reads a file that starts with a byte-order mark as UTF-8. */
const BOM = '\uFEFF';

/**
 * Products read per page of the export (six queries: about 15 ms for 200 at 100,000 products), and written per
 * chunk (csv-stringify takes about 6 ms for 50): a turn of the other requests follows each (decision 065).
 */
const EXPORT_PAGE = 200;
const EXPORT_CHUNK = 50;

export function createCatalogCsv(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  /** importCsv, its passes' rows spilled to `spills`. */
  async function importWith(
    spills: SpillFolder,
    text: AsyncIterable<string>,
    actor: AdminActor,
    opts: { dryRun: boolean; progress?: ImportProgress },
  ): Promise<CatalogImportResult> {
    const checked = await check(deps.db, text, spills, { progress: opts.progress });
    if (opts.dryRun) return checked.result;
    const { rows, creates, updates, unchanged, errors } = checked.result;
    if (errors.length > 0)
      throw new AppError(
        'CSV_INVALID',
        `${errors.length === 1 ? '1 row is' : `${errors.length} rows are`} refused; nothing was changed`,
        { errors },
      );
    const now = deps.clock.now().toISOString();
    if (creates + updates === 0) return { ...checked.result, dryRun: false };
    try {
      await apply(deps.db, checked, actor, now, opts.progress);
      await recordAudit(
        deps.db,
        [
          {
            actor: actorName(actor),
            action: 'product.import',
            entity: 'catalog',
            entityId: 'csv',
            before: null,
            after: { rows, creates, updates, unchanged },
          },
        ],
        now,
      );
    } finally {
      // Also after a failed batch: the batches before it are written.
      deps.changes.publish('catalog');
    }
    return { ...checked.result, dryRun: false };
  }

  return {
    /** The export's name: products-YYYY-MM-DD.csv. */
    fileName: () => `products-${deps.clock.now().toISOString().slice(0, 10)}.csv`,

    /** The export, a page of rows at a time (the first chunk is the BOM and the header). */
    async *exportChunks(filters: CatalogExportQuery): AsyncGenerator<string> {
      const repo = createCatalogCsvRepo(deps.db);
      yield BOM + csvRows([CATALOG_CSV_EXPORT_HEADER]);
      for (let after = 0; ;) {
        const ids = await repo.idsPage(filters, after, EXPORT_PAGE);
        if (ids.length === 0) return;
        const stored = await storedProducts(repo, ids);
        await turn(); // between the page's reading and its writing
        for (const part of chunksOf(stored, EXPORT_CHUNK))
          yield csvRows(part.map((s) => catalogCsvRowOf(s.draft)));
        if (ids.length < EXPORT_PAGE) return;
        after = ids[ids.length - 1]!;
      }
    },

    /**
     * Checks every row (dryRun) or applies the file: 400 CSV_INVALID with details.errors, and nothing written,
     * when any row is refused. A batch that fails while applying (a write in between took a key or changed a
     * row's product: 409) leaves the batches before it written (details.applied); the same file imported
     * again finishes the work. Unreadable files: CSV_UNREADABLE, CSV_HEADER, CSV_TOO_LONG.
     */
    async importCsv(
      text: AsyncIterable<string>,
      actor: AdminActor,
      opts: { dryRun: boolean; progress?: ImportProgress },
    ): Promise<CatalogImportResult> {
      const spills = await spillFolder();
      try {
        return await importWith(spills, text, actor, opts);
      } finally {
        await spills.remove();
      }
    },
  };
}
