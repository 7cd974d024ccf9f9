/**
 * Reading a catalogue CSV as it arrives (decision 078): rows are handed on while the rest of the file is still
 * to come, and the refusals are those of the whole file read at once, in the same order.
 */
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { parseCatalogCsv, readCatalogCsv, type CsvRow } from './admin.catalog-csv.file.js';

const codeOf = async (work: Promise<unknown>) => {
  const err: unknown = await work.then(
    () => null,
    (e: unknown) => e,
  );
  return err instanceof AppError ? [err.code, err.message] : err;
};

describe('readCatalogCsv', () => {
  it('hands each row on before the rest of the file has come', async () => {
    const seen: CsvRow[] = [];
    const seenBeforeEnd: number[] = [];
    async function* body() {
      yield 'sku;name\r\nA-1;"One, with a ';
      yield 'comma"\r\nA-2;Two\r\n';
      // The file is still coming: its first row is already read (the parser may keep the last line's end
      // until it knows more follows).
      while (seen.length < 1) await new Promise((resolve) => setImmediate(resolve));
      seenBeforeEnd.push(seen.length);
      yield '\r\nA-3;Three';
    }
    const head = await readCatalogCsv(body(), (row) => void seen.push(row));
    expect(seenBeforeEnd[0]).toBeGreaterThanOrEqual(1);
    expect(head.rows).toBe(3);
    expect(head.width).toBe(2);
    // Numbered as a spreadsheet shows them: the empty record is counted, not handed on.
    expect(seen).toEqual([
      { row: 2, cells: ['A-1', 'One, with a comma'] },
      { row: 3, cells: ['A-2', 'Two'] },
      { row: 5, cells: ['A-3', 'Three'] },
    ]);
  });

  it('refuses as the whole file read at once would: not UTF-8 first, then unreadable, then the header', async () => {
    expect(await codeOf(parseCatalogCsv('name\n"unclosed\n\uFFFD'))).toEqual([
      'CSV_UNREADABLE',
      'The file is not UTF-8 text: save it as "CSV UTF-8"',
    ]);
    expect(await codeOf(parseCatalogCsv('name\n"unclosed\n'))).toMatchObject([
      'CSV_UNREADABLE',
      expect.stringMatching(/^The file is not a readable CSV: /),
    ]);
    expect(await codeOf(parseCatalogCsv(''))).toEqual([
      'CSV_HEADER',
      'The file is empty: the first row names the columns',
    ]);
    expect(await codeOf(parseCatalogCsv('name\nx\n'))).toMatchObject(['CSV_HEADER', expect.any(String)]);
  });

  it('throws what the row handler throws, as it is', async () => {
    const failure = new Error('disk full');
    await expect(
      readCatalogCsv(['sku\nA\nB\n'], () => {
        throw failure;
      }),
    ).rejects.toBe(failure);
  });
});
