import { isExcludedSku } from '@shop/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { shownSkuSql } from './shown-sku.js';

const db = openDatabase(':memory:');
afterAll(() => db.close());

describe('shownSkuSql', () => {
  it("agrees with the domain's isExcludedSku on every sku, whatever its case", () => {
    const skus = [
      'VS-CHEVY-SILVERADO-CC-2X12-OLD',
      'vs-chevy-silverado-cc-2x12-old',
      'L-VS-Chevy-Silverado-CC-2X12-Old-D2',
      'VS-CHEVY-SILVERADO-CC-2X12',
      'VS-CHEVY-SILVERADO-CC-2X12-V2',
      'EVL-12-D2',
      "O'NEIL-1",
      '',
    ];
    const shown = db.prepare<{ sku: string }, number>(`SELECT ${shownSkuSql('@sku')}`).pluck();
    for (const sku of skus) expect(shown.get({ sku }) === 1, sku).toBe(!isExcludedSku(sku));
  });
});
