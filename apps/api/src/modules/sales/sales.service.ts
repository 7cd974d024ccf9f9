import { findActiveSale, saleShownTo, type SaleSetting } from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createSalesRepo, type SalesRepo } from './sales.repo.js';

export type SalesService = ReturnType<typeof createSalesService>;

/** How long a node answers from the sales it read without reading them again (see keptSales). */
export const SALES_KEPT_MS = 1000;

/**
 * The stored sales as this node last read them: every cacheable answer and every cart asks for the active
 * sale, and reading the table each time was a query per request. Read again when any node publishes
 * 'catalog' (a write through the shop) and once the copy is SALES_KEPT_MS old, which bounds how long a
 * change made outside the shop (a shell, a re-seed) goes unseen. Concurrent askers share one read.
 */
function keptSales(read: () => Promise<SaleSetting[]>, changes: ChangeFeed): () => Promise<SaleSetting[]> {
  let kept: Promise<SaleSetting[]> | null = null;
  let readAt = 0;
  changes.subscribe('catalog', () => {
    kept = null;
  });
  return () => {
    const now = performance.now();
    if (kept === null || now - readAt >= SALES_KEPT_MS) {
      const reading = read();
      kept = reading;
      readAt = now;
      // A failed read is not kept: the next asker reads again.
      reading.catch(() => {
        if (kept === reading) kept = null;
      });
    }
    return kept;
  };
}

/**
 * The sales rules over the stored sales. Given `changes`, the sales are kept by this node (keptSales);
 * without, every call reads them through `repo` (inside a transaction: what it has locked and written).
 */
export function createSalesService(repo: SalesRepo, clock: Clock, changes?: ChangeFeed) {
  const sales = changes ? keptSales(repo.listSales, changes) : repo.listSales;
  const activeSale = async (): Promise<SaleSetting | null> => findActiveSale(await sales(), clock.now());
  return {
    /** The first sale active at the server clock, or null. */
    activeSale,
    /** The sale that prices and banners show this viewer: the active sale, none for a dealer. */
    saleFor: async (viewer: { isDealer: boolean }): Promise<SaleSetting | null> =>
      saleShownTo(await activeSale(), viewer),
  };
}

/** The sales rules read through `ex`, another module's transaction (the cart's, decision 069's Ports): never kept. */
export const salesServiceIn = (ex: Db, clock: Clock): SalesService =>
  createSalesService(createSalesRepo(ex), clock);
