/**
 * The catalogue import reads its body as it arrives (decision 078), over a real socket with the body sent in
 * pieces: a big file cut anywhere (inside a quoted cell, inside a character's bytes) is read as a whole; a
 * refused row at the end of a big file leaves nothing stored; the size limit holds while streaming (413 in the
 * error shape, counted after inflating); other requests are answered while the body is still coming and while
 * the import runs.
 */
import { once } from 'node:events';
import http from 'node:http';
import { gzipSync } from 'node:zlib';
import { AdminProductSchema, CatalogImportResultSchema, ErrorBodySchema } from '@shop/domain';
import { stringify } from 'csv-stringify/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listeningAdminApp, type ListeningAdminApp } from '../../test/listening-admin-app.js';
import type { TestApp } from '../../test/make-app.js';

let t: TestApp;
let app: ListeningAdminApp;
let base: URL;
let auth: Record<string, string>;

/** Rows of a big file: several of the import's chunks and batches, sent in hundreds of pieces. */
const BIG = 600;

/** A big file's import on PostgreSQL on a loaded machine takes a while. */
const SLOW = 240_000;

/** A file of `n` new products; cells with quotes, line breaks and characters of 2 to 4 bytes. */
const fileOf = (prefix: string, n: number) =>
  stringify([
    ['sku', 'name', 'slug', 'price', 'price_map', 'price_msrp', 'properties'],
    ...Array.from({ length: n }, (_, i) => [
      `${prefix}-${i}`,
      `Café "${prefix}" ${i} 🙂`,
      `${prefix.toLowerCase()}-${i}`,
      '5',
      '5',
      '9',
      `Size: 12"\nFinish: Crème 🙂 ${i}`,
    ]),
  ]);

/** `bytes` cut into pieces of `size`, so that a cut falls inside quoted cells and inside characters. */
function* piecesOf(bytes: Buffer, size: number): Generator<Buffer> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

type Answer = { status: number; body: unknown };

/**
 * Posts the pieces to the import, chunked (no Content-Length), writing each once the socket takes it; `between`
 * runs after each piece (e.g. to hold the upload while something else is asked).
 */
async function postPieces(
  pieces: Iterable<Buffer>,
  opts: { dryRun: '0' | '1'; headers?: Record<string, string>; between?: (i: number) => Promise<void> },
): Promise<Answer> {
  const req = http.request(new URL(`/api/admin/products/import?dryRun=${opts.dryRun}`, base), {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'text/csv', ...opts.headers },
    agent: false, // a connection of its own: one refused mid-body is closed
  });
  const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
  answered.catch(() => undefined); // awaited below
  let i = 0;
  for (const piece of pieces) {
    if (!req.write(piece)) await Promise.race([once(req, 'drain'), answered]);
    await opts.between?.(i++);
  }
  req.end();
  const [res] = await answered;
  let text = '';
  for await (const chunk of res) text += String(chunk);
  return { status: res.statusCode!, body: JSON.parse(text) };
}

const productStatus = async (key: string) =>
  (await fetch(new URL(`/api/product/${encodeURIComponent(key)}`, base))).status;

const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  app = await listeningAdminApp('stream', ['catalog:read', 'catalog:write']);
  ({ t, auth } = app);
  base = app.base;
});
afterAll(() => app.close());

describe('a big file sent in pieces', () => {
  it(
    'is read as a whole wherever the pieces are cut, checked, then applied',
    async () => {
      const file = Buffer.from(fileOf('STR', BIG));
      // 4093 bytes: a prime, so that the cuts wander through quotes, line breaks and multi-byte characters.
      const dry = await postPieces(piecesOf(file, 4093), { dryRun: '1' });
      expect(dry.status, JSON.stringify(dry.body).slice(0, 500)).toBe(200);
      expect(CatalogImportResultSchema.parse(dry.body)).toEqual({
        dryRun: true,
        rows: BIG,
        creates: BIG,
        updates: 0,
        unchanged: 0,
        errors: [],
      });
      expect(await productStatus('str-0')).toBe(404);

      const applied = await postPieces(piecesOf(file, 1021), { dryRun: '0' });
      expect(applied.status, JSON.stringify(applied.body).slice(0, 500)).toBe(200);
      expect(CatalogImportResultSchema.parse(applied.body)).toMatchObject({ dryRun: false, creates: BIG });
      const last = AdminProductSchema.parse(
        await (await fetch(new URL(`/api/admin/products/STR-${BIG - 1}`, base), { headers: auth })).json(),
      );
      expect(last.name).toBe(`Café "STR" ${BIG - 1} 🙂`);
      expect(last.properties).toEqual([
        { key: 'Size', value: '12"' },
        { key: 'Finish', value: `Crème 🙂 ${BIG - 1}` },
      ]);
    },
    SLOW,
  );

  it(
    'stores nothing when the last row of a big file is refused',
    async () => {
      const before = await productCount();
      const file = Buffer.from(`${fileOf('BAD', BIG)}BAD-LAST,Bad,bad-last,abc,5,9,\r\n`);
      const res = await postPieces(piecesOf(file, 8191), { dryRun: '0' });
      expect(res.status).toBe(400);
      expect(ErrorBodySchema.parse(res.body).error).toEqual({
        code: 'CSV_INVALID',
        message: '1 row is refused; nothing was changed',
        details: {
          errors: [{ row: BIG + 2, sku: 'BAD-LAST', message: 'price: a price in dollars, such as 199.99' }],
        },
      });
      expect(await productCount()).toBe(before);
      expect(await productStatus('bad-0')).toBe(404);
    },
    SLOW,
  );
});

describe('the size limit while streaming', () => {
  const MB = 1024 * 1024;
  const LIMIT = 100 * MB;

  it(
    'answers 413 PAYLOAD_TOO_LARGE once a chunked body passes 100 MB, storing nothing',
    async () => {
      const before = await productCount();
      // Rows that are read, checked and spilled; then bytes that are not UTF-8 (which stop the parsing, the
      // rest only counted: a cheap 100 MB) until the body passes the limit.
      const rows = Buffer.from(fileOf('BIG', BIG));
      const padding = Buffer.alloc(MB);
      const pieces = function* () {
        yield* piecesOf(rows, 4096);
        yield Buffer.from([0xff]);
        for (let sent = rows.length; sent <= LIMIT; sent += padding.length) yield padding;
      };
      const res = await postPieces(pieces(), { dryRun: '0' });
      expect([res.status, ErrorBodySchema.parse(res.body).error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      expect(await productCount()).toBe(before);
      expect(await productStatus('big-0')).toBe(404);
    },
    SLOW,
  );

  it(
    'counts the bytes after inflating: a small gzip of over 100 MB is refused too; other encodings 415',
    async () => {
      // Not UTF-8 from its first byte (the file is refused unread, CSV_UNREADABLE) yet too large first.
      const bomb = gzipSync(Buffer.concat([Buffer.from([0xff]), Buffer.alloc(LIMIT + MB)]));
      expect(bomb.length).toBeLessThan(MB);
      const res = await postPieces(piecesOf(bomb, 64 * 1024), {
        dryRun: '1',
        headers: { 'Content-Encoding': 'gzip' },
      });
      expect([res.status, ErrorBodySchema.parse(res.body).error.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      // A small gzip is read as its text.
      const small = await postPieces([gzipSync(fileOf('GZ', 3))], {
        dryRun: '1',
        headers: { 'Content-Encoding': 'gzip' },
      });
      expect(CatalogImportResultSchema.parse(small.body)).toMatchObject({ rows: 3, creates: 3 });
      // An encoding or a charset it cannot read: 415, as express.text answered.
      const file = Buffer.from(fileOf('ENC', 1));
      const refusals = [
        await postPieces([file], { dryRun: '1', headers: { 'Content-Encoding': 'compress' } }),
        await postPieces([file], { dryRun: '1', headers: { 'Content-Type': 'text/csv; charset=x-klingon' } }),
        await postPieces([file.subarray(0, 20)], { dryRun: '1', headers: { 'Content-Encoding': 'gzip' } }),
      ];
      expect(refusals.map((r) => [r.status, ErrorBodySchema.parse(r.body).error.code])).toEqual([
        [415, 'UNSUPPORTED_ENCODING'],
        [415, 'UNSUPPORTED_CHARSET'],
        [400, 'BAD_REQUEST'],
      ]);
    },
    SLOW,
  );
});

describe('other requests meanwhile', () => {
  it(
    'are answered while the body is still coming and while the file is applied',
    async () => {
      const file = Buffer.from(fileOf('MID', BIG));
      const half = Math.floor(file.length / 2 / 4096);
      const answers: { during: 'upload' | 'import'; status: number }[] = [];
      let ended = false;
      const asking = (async () => {
        // Asked over and over until the import has answered: each answer came while it ran.
        while (!ended) {
          const status = await productStatus('skar-evl-12');
          if (!ended) answers.push({ during: 'import', status });
        }
      })();
      const res = await postPieces(piecesOf(file, 4096), {
        dryRun: '0',
        between: async (i) => {
          // Half the file sent: the upload waits for a storefront read and the health check to be answered.
          if (i !== half) return;
          answers.push({ during: 'upload', status: await productStatus('skar-evl-12') });
          answers.push({ during: 'upload', status: (await fetch(new URL('/api/health', base))).status });
        },
      });
      ended = true;
      await asking;
      expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
      expect(CatalogImportResultSchema.parse(res.body)).toMatchObject({ creates: BIG });
      expect(answers.filter((a) => a.during === 'upload')).toEqual([
        { during: 'upload', status: 200 },
        { during: 'upload', status: 200 },
      ]);
      const during = answers.filter((a) => a.during === 'import');
      expect(during.length).toBeGreaterThan(1);
      expect(during.every((a) => a.status === 200)).toBe(true);
    },
    SLOW,
  );
});
