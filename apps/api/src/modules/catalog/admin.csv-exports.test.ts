/**
 * Every CSV the shop writes, read as a spreadsheet reads it (decision 059): a line break ends a row wherever it
 * stands outside quotes, CRLF, LF or CR alike. Each export (every route table entry answering text/csv) is parsed
 * strictly, and each record must have the header's column count: the seeded catalogue (properties one a line),
 * a product whose description hides a formula after a lone LF or CR, and a subscriber (no subscriber cell may hold
 * a line break, but the export writes with the same options).
 */
import { CATALOG_CSV_EXPORT_HEADER, SUBSCRIBERS_CSV_HEADER } from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { ROUTE_TABLES } from '../../route-tables.js';

let t: TestApp;
let admin: Agent;

const LF_FORMULA = "Great grill.\n=cmd|' /C calc'!A0";
const CR_FORMULA = "Great grill.\r=cmd|' /C calc'!A0";

/** The file's records as a spreadsheet splits them; throws on a stray quote or a row of another width. */
const strictRecords = (text: string): string[][] =>
  parse(text, {
    bom: true,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: false,
    relax_quotes: false,
    skip_empty_lines: false,
  }) as string[][];

/** Every GET the route tables document as answering text/csv, as its full path. */
const csvExports = (): string[] =>
  ROUTE_TABLES.flatMap((table) =>
    Object.values(table.routes)
      .filter((r) => r.method === 'get' && r.responses[200]?.media?.['text/csv'])
      .map((r) => `${table.mount}${r.path}`),
  );

async function downloaded(url: string): Promise<string> {
  const res = await admin.get(url).buffer(true);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/csv/);
  return res.text;
}

beforeAll(async () => {
  t = await makeApp({ configOverrides: { signInRateLimit: 1000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  for (const [sku, description] of [
    ['CSV-LF', LF_FORMULA],
    ['CSV-CR', CR_FORMULA],
  ] as const) {
    const created = await admin.post('/api/admin/products').send({
      sku,
      name: `Grill ${sku}`,
      slug: sku.toLowerCase(),
      price: 10,
      price_map: 10,
      price_msrp: 12,
      description,
      csrfToken: await csrfOf(admin),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
  }
  await t.db
    .insertInto('subscribers')
    .values({
      email: 'csv-lines@example.com',
      source: 'footer',
      email_consent: 1,
      email_consent_ts: '2026-02-01T10:00:00.000Z',
      created_at: '2026-02-01T09:00:00.000Z',
      updated_at: '2026-02-01T09:00:00.000Z',
    })
    .execute();
});
afterAll(() => t.close());

describe('every CSV export read as a spreadsheet reads it', () => {
  const EXPECTED = {
    '/api/admin/products/export.csv': CATALOG_CSV_EXPORT_HEADER,
    '/api/admin/subscribers/export.csv': SUBSCRIBERS_CSV_HEADER,
  } as Record<string, readonly string[]>;

  it('covers each export the route tables document', () => {
    expect(csvExports().sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(Object.entries(EXPECTED))('%s: every record has the header’s columns', async (url, header) => {
    const records = strictRecords(await downloaded(url));
    expect(records[0]).toEqual([...header]);
    expect(records.length).toBeGreaterThan(1);
    for (const [i, record] of records.entries())
      expect(record.length, `record ${i}: ${JSON.stringify(record).slice(0, 200)}`).toBe(header.length);
  });

  it('keeps a description with a lone LF or CR in its one cell, the formula never starting a row', async () => {
    const [header, ...rows] = strictRecords(await downloaded('/api/admin/products/export.csv'));
    const description = header!.indexOf('description');
    expect(rows.find((r) => r[0] === 'CSV-LF')?.[description]).toBe(LF_FORMULA);
    expect(rows.find((r) => r[0] === 'CSV-CR')?.[description]).toBe(CR_FORMULA);
    // The seeded amplifiers' properties, one a line, stay in their cell too.
    const properties = header!.indexOf('properties');
    expect(rows.filter((r) => r[properties]!.includes('\n')).length).toBeGreaterThanOrEqual(16);
    for (const row of rows) expect(row[0]).not.toMatch(/^[=+\-@]/);
  });
});
