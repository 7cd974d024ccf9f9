/**
 * Stock over HTTP against the real store (decision 043): PUT /api/admin/stock sets each warehouse all or none
 * with its audit trail, seen by the storefront at once; POST /api/admin/stock/import checks a CSV first and
 * applies only a clean one. Who may call /api/admin at all is the shell's test (modules/admin/admin.test.ts).
 */
import {
  AuditListSchema,
  ErrorBodySchema,
  StockImportResultSchema,
  StockUpdateResultSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite as write, codeOf, makeApiKeys } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
  await makeProduct(t.db, { sku: 'ADM-SUB', tpa: 5, lv: 1 });
  // Las Vegas holds one already: the first PUT below sets it to what it is (one unchanged item of two).
  await makeProduct(t.db, { sku: 'ADM-AMP', tpa: 0, lv: 1 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

const stockOf = async (sku: string) =>
  (await request(t.app).get(`/api/product/stock/${sku}`).expect(200)).body as {
    tpa_wh: number;
    lv_wh: number;
  };

describe('PUT /api/admin/stock', () => {
  it('sets each warehouse, audits each change, and the storefront shows it at once', async () => {
    await stockOf('ADM-SUB'); // cached by the storefront before the change
    const res = await write(admin, 'put', '/api/admin/stock', {
      items: [
        { sku: 'adm-sub', tpa: 40 },
        { sku: 'ADM-AMP', tpa: 0, lv: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(StockUpdateResultSchema.parse(res.body)).toEqual({ updated: 1, unchanged: 1 });
    expect(await stockOf('ADM-SUB')).toMatchObject({ tpa_wh: 40, lv_wh: 1 });
    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=product&entity_id=ADM-SUB').expect(200)).body,
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'stock.set',
      before: { tpa: 5, lv: 1 },
      after: { tpa: 40, lv: 1 },
    });
    expect(audit.entries[0]?.actor).toMatch(/^user:\d+$/);
  });

  it('changes nothing when one sku is unknown, and names every unknown one', async () => {
    const res = await write(admin, 'put', '/api/admin/stock', {
      items: [
        { sku: 'ADM-SUB', tpa: 1 },
        { sku: 'NOPE-1', tpa: 1 },
        { sku: 'NOPE-2', lv: 3 },
      ],
    });
    expect([res.status, codeOf(res)]).toEqual([400, 'UNKNOWN_SKU']);
    expect(ErrorBodySchema.parse(res.body).error.details).toEqual({ unknown: ['NOPE-1', 'NOPE-2'] });
    expect(await stockOf('ADM-SUB')).toMatchObject({ tpa_wh: 40 });
  });

  it('refuses a sku given twice (in any case), naming the first, and changes nothing', async () => {
    const before = await stockOf('ADM-SUB');
    const res = await write(admin, 'put', '/api/admin/stock', {
      items: [
        { sku: 'ADM-SUB', tpa: 61 },
        { sku: 'ADM-AMP', lv: 2 },
        { sku: 'adm-sub', tpa: 62 },
      ],
    });
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(res.body)).toContain('The sku \\"adm-sub\\" is already item 1 of this list');
    expect(await stockOf('ADM-SUB')).toEqual(before);
  });

  it('refuses negative, fractional and missing counts', async () => {
    for (const items of [
      [{ sku: 'ADM-SUB', tpa: -1 }],
      [{ sku: 'ADM-SUB', lv: 1.5 }],
      [{ sku: 'ADM-SUB' }],
      [],
    ])
      expect((await write(admin, 'put', '/api/admin/stock', { items })).status).toBe(400);
  });
});

describe('POST /api/admin/stock/import', () => {
  const importCsv = async (csv: string, dryRun: '0' | '1', agent: Agent = admin) => {
    const csrf = await csrfOf(agent);
    return agent
      .post(`/api/admin/stock/import?dryRun=${dryRun}`)
      .set('Content-Type', 'text/csv')
      .set('x-csrf-token', csrf)
      .send(csv);
  };

  it('checks every row first, writing nothing, then applies the clean file', async () => {
    const before = await stockOf('ADM-SUB');
    const csv =
      '\uFEFFsku,tpa,lv\r\nADM-SUB,12,\r\n"adm-amp",,7\r\nNOPE-9,1,1\r\nNOPE-8,-3,1\r\nNOPE-7,x,\r\n';
    const dry = await importCsv(csv, '1');
    expect(dry.status).toBe(200);
    expect(StockImportResultSchema.parse(dry.body)).toEqual({
      dryRun: true,
      rows: 5,
      changes: 2,
      errors: [
        { row: 4, sku: 'NOPE-9', message: 'No product has this sku' },
        { row: 5, sku: 'NOPE-8', message: expect.stringContaining('tpa') },
        { row: 6, sku: 'NOPE-7', message: expect.stringContaining('tpa') },
      ],
    });
    const refused = await importCsv(csv, '0');
    expect([refused.status, codeOf(refused)]).toEqual([400, 'CSV_INVALID']);
    expect(await stockOf('ADM-SUB')).toEqual(before);

    const clean = 'sku,tpa,lv\nADM-SUB,12,\nadm-amp,,7\n';
    const applied = await importCsv(clean, '0');
    expect(StockImportResultSchema.parse(applied.body)).toEqual({
      dryRun: false,
      rows: 2,
      changes: 2,
      errors: [],
    });
    expect(await stockOf('ADM-SUB')).toMatchObject({ tpa_wh: 12, lv_wh: before.lv_wh });
    expect(await stockOf('ADM-AMP')).toMatchObject({ lv_wh: 7 });
  });

  it('refuses a sku given on two rows (in any case), naming the first, as the catalogue import does; nothing stored', async () => {
    const before = { sub: await stockOf('ADM-SUB'), amp: await stockOf('ADM-AMP') };
    const csv = 'sku,tpa,lv\nADM-SUB,31,\nADM-AMP,,4\nadm-sub,32,\n';
    const dry = await importCsv(csv, '1');
    expect(dry.status).toBe(200);
    expect(StockImportResultSchema.parse(dry.body).errors).toEqual([
      { row: 4, sku: 'adm-sub', message: 'The sku "adm-sub" is already on row 2 of this file' },
    ]);
    const refused = await importCsv(csv, '0');
    expect([refused.status, codeOf(refused)]).toEqual([400, 'CSV_INVALID']);
    expect(ErrorBodySchema.parse(refused.body).error.details).toEqual({
      errors: [{ row: 4, sku: 'adm-sub', message: 'The sku "adm-sub" is already on row 2 of this file' }],
    });
    expect(await stockOf('ADM-SUB')).toEqual(before.sub);
    expect(await stockOf('ADM-AMP')).toEqual(before.amp);
  });

  it('refuses a file without the columns, one that is not CSV, and a session without the csrf header', async () => {
    expect(codeOf(await importCsv('name,count\nx,1\n', '1'))).toBe('CSV_HEADER');
    expect(codeOf(await importCsv('sku,tpa\n"unclosed,1\n', '1'))).toBe('CSV_UNREADABLE');
    const noCsrf = await admin
      .post('/api/admin/stock/import')
      .set('Content-Type', 'text/csv')
      .send('sku,tpa\n');
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
  });

  it('takes a key with stock:write and no csrf', async () => {
    const { stock } = await makeApiKeys(admin, { stock: 'stock:write' });
    const res = await request(t.app)
      .post('/api/admin/stock/import?dryRun=0')
      .set('Authorization', `Bearer ${stock}`)
      .set('Content-Type', 'text/csv')
      .send('sku,lv\nADM-AMP,9\n');
    expect(res.status).toBe(200);
    expect(await stockOf('ADM-AMP')).toMatchObject({ lv_wh: 9 });
  });
});
