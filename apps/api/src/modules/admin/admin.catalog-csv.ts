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
 * file (the swap of two slugs takes two imports): what the dry run accepts, applying never refuses. The dry run
 * writes nothing; applying runs the same checks in one transaction, then writes the products with the API's
 * own writes (writeCreate / writeUpdate; parents first, bundles last), their listing flags, one audit entry per
 * product and one for the import, and empties every node's response cache once after the commit.
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
import type { AdminActor } from './admin.auth.js';
import { CHUNK, createCatalogCsvRepo } from './admin.catalog-csv.repo.js';
import { lockAdminGroup } from './admin.lock.js';
import { writingProducts } from './admin.products.write.js';
import { check, type ImportProgress } from './admin.catalog-csv.check.js';
import { parseCatalogCsv } from './admin.catalog-csv.file.js';
import { storedProducts } from './admin.catalog-csv.stored.js';
import { apply } from './admin.catalog-csv.apply.js';

/** A spreadsheet reads a file that starts with a byte-order mark as UTF-8. */
const BOM = '\uFEFF';

export function createCatalogCsv(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  return {
    /** The export's name: products-YYYY-MM-DD.csv. */
    fileName: () => `products-${deps.clock.now().toISOString().slice(0, 10)}.csv`,

    /** The export, a page of rows at a time (the first chunk is the BOM and the header). */
    async *exportChunks(filters: CatalogExportQuery): AsyncGenerator<string> {
      const repo = createCatalogCsvRepo(deps.db);
      yield BOM + csvRows([CATALOG_CSV_EXPORT_HEADER]);
      for (let after = 0; ;) {
        const ids = await repo.idsPage(filters, after, CHUNK);
        if (ids.length === 0) return;
        const rows = (await storedProducts(repo, ids)).map((s) => catalogCsvRowOf(s.draft));
        yield csvRows(rows);
        if (ids.length < CHUNK) return;
        after = ids[ids.length - 1]!;
      }
    },

    /**
     * Checks every row (dryRun) or applies the file all or none: 400 CSV_INVALID with details.errors when any
     * row is refused. Unreadable files: CSV_UNREADABLE, CSV_HEADER, CSV_TOO_LONG.
     */
    async importCsv(
      text: string,
      actor: AdminActor,
      opts: { dryRun: boolean; progress?: ImportProgress },
    ): Promise<CatalogImportResult> {
      const file = parseCatalogCsv(text);
      if (opts.dryRun) return (await check(deps.db, file, { lock: false, progress: opts.progress })).result;
      const now = deps.clock.now().toISOString();
      const result = await writingProducts(deps.db, async (trx) => {
        // One import at a time; the products it edits are held against the API's edits (PostgreSQL).
        await lockAdminGroup(trx, 'catalog-import');
        const checked = await check(trx, file, { lock: true, progress: opts.progress });
        const { errors } = checked.result;
        if (errors.length > 0)
          throw new AppError(
            'CSV_INVALID',
            `${errors.length === 1 ? '1 row is' : `${errors.length} rows are`} refused; nothing was changed`,
            400,
            { errors },
          );
        if (checked.planned.length > 0) await apply(trx, checked, actor, now, opts.progress);
        return { ...checked.result, dryRun: false };
      });
      if (result.creates + result.updates > 0) deps.changes.publish('catalog');
      return result;
    },
  };
}
