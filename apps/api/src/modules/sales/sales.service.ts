import { findActiveSale, saleShownTo, type SaleSetting } from '@shop/domain';
import type { Clock } from '../../lib/clock.js';
import type { SalesRepo } from './sales.repo.js';

export type SalesService = ReturnType<typeof createSalesService>;

export function createSalesService(repo: SalesRepo, clock: Clock) {
  const activeSale = async (): Promise<SaleSetting | null> =>
    findActiveSale(await repo.listSales(), clock.now());
  return {
    /** The first sale active at the server clock, or null. */
    activeSale,
    /** The sale that prices and banners show this viewer: the active sale, none for a dealer. */
    saleFor: async (viewer: { isDealer: boolean }): Promise<SaleSetting | null> =>
      saleShownTo(await activeSale(), viewer),
  };
}
