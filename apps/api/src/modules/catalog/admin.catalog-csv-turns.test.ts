/**
 * The catalogue CSV takes turns with the node's other requests (decision 065), over a real socket: a request
 * sent once an export's first bytes have come is answered before its last; an applied import writes in
 * batches, each committed on its own, so that the products of its first batches are read by another request
 * while the rest are still being written; a file with a refused row still writes nothing; a batch that a write
 * in between makes fail stops the import with the count of rows applied, and the same file then finishes it.
 */
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { CatalogImportStreamLineSchema, type CatalogImportStreamLine } from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningAdminApp, type ListeningAdminApp } from '../../test/listening-admin-app.js';
import { BATCH } from './admin.catalog-csv.apply.js';

let app: ListeningAdminApp;
let base: string;
let auth: Record<string, string>;

/** Products the test's own file makes: the export then runs to several pages, the import to several batches. */
const MADE = 20 * BATCH;

const fileOf = (prefix: string, n: number, price = '5') =>
  stringify([
    ['sku', 'name', 'slug', 'price', 'price_map', 'price_msrp'],
    ...Array.from({ length: n }, (_, i) => [
      `${prefix}-${i}`,
      `Turn taker ${prefix} ${i}`,
      `${prefix.toLowerCase()}-${i}`,
      price,
      price,
      '9',
    ]),
  ]);

const productStatus = async (sku: string) =>
  (await fetch(`${base}/api/admin/products/${sku}`, { headers: auth })).status;

/** Lines of an NDJSON answer as they come, into `lines`; resolves at its end. */
async function readLines(res: Response, lines: CatalogImportStreamLine[]): Promise<void> {
  const decoder = new TextDecoder();
  let text = '';
  const reader = res.body!.getReader();
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    text += decoder.decode(chunk.value, { stream: true });
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n')) {
      lines.push(CatalogImportStreamLineSchema.parse(JSON.parse(text.slice(0, at))));
      text = text.slice(at + 1);
    }
  }
}

const postImport = (file: string, dryRun: '0' | '1') =>
  fetch(`${base}/api/admin/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv', Accept: 'application/x-ndjson' },
    body: file,
  });

/** Resolves once `holds` is true, checking again at each turn of the event loop. */
async function until(holds: () => boolean): Promise<void> {
  while (!holds()) await new Promise((resolve) => setImmediate(resolve));
}

beforeAll(async () => {
  app = await listeningAdminApp('turns', ['catalog:read', 'catalog:write']);
  ({ auth } = app);
  base = app.base.origin;
});
afterAll(() => app.close());

describe('an applied import', () => {
  it('commits batch by batch: its first products are read while the rest are still being written', async () => {
    const lines: CatalogImportStreamLine[] = [];
    const res = await postImport(fileOf('TRN', MADE), '0');
    expect(res.status).toBe(200);
    const reading = readLines(res, lines);
    // The checks are done (nothing is written before they end)...
    await until(() => lines.some((l) => 'progress' in l && l.progress.phase === 'checking'));
    // ...then the first row's product is there for another request before the import has answered.
    let status = await productStatus('TRN-0');
    while (status === 404 && !lines.some((l) => !('progress' in l))) status = await productStatus('TRN-0');
    expect(status).toBe(200);
    expect(lines.filter((l) => !('progress' in l))).toEqual([]);
    await reading;
    expect(lines.at(-1)).toEqual({
      result: { dryRun: false, rows: MADE, creates: MADE, updates: 0, unchanged: 0, errors: [] },
    });
    expect(await productStatus(`TRN-${MADE - 1}`)).toBe(200);
  });

  it('writes nothing when a row of a large file is refused, whatever batch it would fall in', async () => {
    const rows = parse(fileOf('RFS', MADE)) as string[][];
    rows[MADE]![3] = 'abc'; // the last row's price
    const lines: CatalogImportStreamLine[] = [];
    await readLines(await postImport(stringify(rows), '0'), lines);
    expect(lines.at(-1)).toMatchObject({
      error: { code: 'CSV_INVALID', details: { errors: [{ row: MADE + 1, sku: `RFS-${MADE - 1}` }] } },
    });
    expect(await productStatus('RFS-0')).toBe(404);
  });

  it('stops at a batch whose sku another write took meanwhile, naming the rows applied; the same file then finishes', async () => {
    const file = fileOf('CLS', MADE);
    const last = `CLS-${MADE - 1}`;
    const lines: CatalogImportStreamLine[] = [];
    const reading = readLines(await postImport(file, '0'), lines);
    await until(() => lines.some((l) => 'progress' in l && l.progress.phase === 'checking'));
    let first = await productStatus('CLS-0');
    while (first === 404) first = await productStatus('CLS-0');
    // The file's last row, made by the product API while the import writes its first batches.
    const taken = await fetch(`${base}/api/admin/products`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        sku: last,
        name: 'Taken meanwhile',
        slug: 'cls-taken',
        price: 7,
        price_map: 7,
        price_msrp: 9,
      }),
    });
    expect(taken.status).toBe(201);
    await reading;
    const end = lines.at(-1)!;
    expect(end).toMatchObject({ error: { code: 'SKU_TAKEN' } });
    const applied = ('error' in end && (end.error.details as { applied: number }).applied) || 0;
    expect(applied).toBeGreaterThan(0);
    expect(applied).toBeLessThan(MADE);
    expect(await productStatus('CLS-0')).toBe(200);

    // Importing the same file again writes the rest (the taken sku's row edits that product).
    const again: CatalogImportStreamLine[] = [];
    await readLines(await postImport(file, '0'), again);
    expect(again.at(-1)).toMatchObject({
      result: { creates: MADE - applied - 1, updates: 1, unchanged: applied, errors: [] },
    });
  });
});

/**
 * A client on a thread of its own, reading as fast as the socket brings the bytes (a fast remote client: the
 * server's writes never wait for it): it downloads the export, asks /api/health once the first bytes have come,
 * and tells whether that answer came before the export's end.
 */
const FAST_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const res = await fetch(workerData.base + '/api/admin/products/export.csv', { headers: workerData.auth });
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let ended = false;
  let health = null;
  for (let first = true; ; first = false) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (first)
      health = fetch(workerData.base + '/api/health').then((r) => ({ status: r.status, beforeEnd: !ended }));
  }
  ended = true;
  parentPort.postMessage({ status: res.status, text, health: await health });
})();
`;

describe('an export', () => {
  it('leaves the node answering: a request sent at its first bytes is answered before its last', async () => {
    const worker = new Worker(FAST_CLIENT, { eval: true, workerData: { base, auth } });
    const [answer] = (await once(worker, 'message')) as [
      { status: number; text: string; health: { status: number; beforeEnd: boolean } },
    ];
    await worker.terminate();
    expect([answer.status, answer.health]).toEqual([200, { status: 200, beforeEnd: true }]);
    // The whole catalogue all the same: several pages of it.
    const records = parse(answer.text, { bom: true }) as string[][];
    expect(records.length - 1).toBeGreaterThan(1000);
    expect(records.filter((r) => r[0]!.startsWith('TRN-'))).toHaveLength(MADE);
  });
});
