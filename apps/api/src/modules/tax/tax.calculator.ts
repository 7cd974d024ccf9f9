/**
 * The TaxCalculator port (decision 075): what checkout asks for an order's tax. The implementation here reads
 * the shop's own rate table and applies the domain's taxFor; a tax service (Stripe Tax, TaxJar) would be
 * another implementation of the same port, given the same lines, shipping, address and exemption.
 */
import { taxFor, taxTableOf, type TaxResult } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { createTaxRepo } from './tax.repo.js';

export type TaxQuote = {
  lines: readonly { lineTotalCents: number; sku: string; quantity: number }[];
  shippingCents: number;
  /** The shipping address's state code. */
  stateCode: string;
  zipCode: string;
  /** The buyer's account (null for a guest): an account with a resale certificate on file pays no tax. */
  userId: number | null;
};

export type TaxCalculator = {
  /** The tax of an order, per line and on shipping; `trx` is the order's transaction when it has one. */
  calculate(quote: TaxQuote, trx?: Db): Promise<TaxResult & { exempt: boolean }>;
};

/** The shop's rate table, read through `db` (or the order's transaction). */
export function createTableTaxCalculator(db: Db): TaxCalculator {
  return {
    async calculate(quote, trx) {
      const repo = createTaxRepo(trx ?? db);
      const exempt = quote.userId !== null && (await repo.isExempt(quote.userId));
      const rate = exempt ? null : await repo.rate(quote.stateCode);
      const result = taxFor(
        quote.lines,
        quote.shippingCents,
        quote.stateCode,
        taxTableOf(rate ? [rate] : []),
        exempt,
      );
      return { ...result, exempt };
    },
  };
}
