import { findActiveSale, type SaleSetting } from '@shop/domain';
import type { Clock } from '../../lib/clock.js';
import type { SalesRepo } from './sales.repo.js';

export type SalesService = ReturnType<typeof createSalesService>;

export function createSalesService(repo: SalesRepo, clock: Clock) {
  return {
    /** The first sale active at the server clock, or null. */
    activeSale: (): SaleSetting | null => findActiveSale(repo.listSales(), clock.now()),
  };
}
