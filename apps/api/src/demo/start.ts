/**
 * What a start does about the demo (decision 070). A development shop (`npm start` on a laptop) seeds an empty
 * catalogue with the demo and keeps an older demo store up to date; a production shop never writes demo data,
 * and warns at every start while its store holds some (seeded on purpose by `npm run seed -- --demo`).
 */
import type { Db } from '../db/database.js';
import type { Logger } from '../lib/logger.js';
import { DEMO_ADMIN, ensureDemoAdmin } from '../modules/admin/admin.accounts.js';
import { createImagesRepo } from '../modules/images/images.repo.js';
import { hasUsers, seedAccounts } from './accounts.js';
import { refreshCollectionTexts } from './collection-texts.js';
import { demoDataWarning, findDemoData } from './demo-data.js';
import { storeDemoPictures } from './pictures/pictures.js';
import { isCatalogEmpty, seedDatabase } from './seed.js';

export async function demoAtStart(
  conn: Db,
  options: { production: boolean; logger: Logger; now: () => Date },
): Promise<void> {
  const { logger, now } = options;
  if (options.production) {
    const warning = demoDataWarning(await findDemoData(conn));
    if (warning) logger.warn(warning);
    return;
  }
  if (await isCatalogEmpty(conn)) {
    const stats = await seedDatabase(conn, { now: now() });
    logger.info({ products: stats.products, ms: stats.ms }, 'seeded an empty catalogue');
  }
  // A catalogue seeded before the collections had descriptions of their own: write them once.
  const refreshed = await refreshCollectionTexts(conn);
  if (refreshed > 0) logger.info({ collections: refreshed }, 'wrote the collection descriptions');
  if (await isCatalogEmpty(conn)) return;

  if (await createImagesRepo(conn).isEmpty()) {
    // A catalogue seeded while pictures were drawn on request (before decision 036): store them once.
    const pictures = await storeDemoPictures(conn, now());
    logger.info({ pictures }, 'stored the demo pictures');
  }
  if (!(await hasUsers(conn))) {
    // A catalogue seeded before accounts existed: add the demo accounts once.
    await seedAccounts(conn, { now: now() });
    logger.info('added the demo accounts');
  }
  // The README's demo administrator, in a development shop only: production has none until one is made from
  // the command line (npm run admin -- create).
  if (await ensureDemoAdmin(conn, now().toISOString()))
    logger.info(`added the demo administrator ${DEMO_ADMIN.email}`);
}
