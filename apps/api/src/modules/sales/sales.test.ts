import { ActiveSaleResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp, TEST_NOW } from '../../test/make-app.js';

describe('GET /api/sales/active', async () => {
  const now = await makeApp();
  const summer = await makeApp({ now: new Date('2025-07-04T12:00:00.000Z') });
  afterAll(async () => {
    await now.close();
    await summer.close();
  });

  it('returns the demo sale running at the server clock', async () => {
    const res = await request(now.app).get('/api/sales/active');
    expect(res.status).toBe(200);
    const { sale } = ActiveSaleResponseSchema.parse(res.body);
    expect(sale?.name).toBe('HolidaySale');
    expect(new Date(sale?.saleExpiresAt ?? 0).getTime()).toBeGreaterThan(TEST_NOW.getTime());
  });

  it('returns the first active sale: SummerSale2025 while it runs', async () => {
    const { sale } = ActiveSaleResponseSchema.parse(
      (await request(summer.app).get('/api/sales/active')).body,
    );
    expect(sale).toMatchObject({
      name: 'SummerSale2025',
      discountPercentage: 0.15,
      saleExpiresAt: '2025-12-31T12:00:00.000Z',
    });
  });

  it('returns null when no sale is active', async () => {
    await now.db.deleteFrom('sales').where('name', '=', 'HolidaySale').execute();
    now.changes.publish('catalog');
    const res = await request(now.app).get('/api/sales/active');
    expect(res.body).toEqual({ sale: null });
    const product = await request(now.app).get('/api/product/EVL-12-D2');
    expect(product.body.sale).toBeNull();
  });
});
