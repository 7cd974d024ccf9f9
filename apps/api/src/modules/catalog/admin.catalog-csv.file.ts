/**
 * Reading a catalogue CSV file (admin.catalog-csv.ts) as it arrives (decision 078): its header, then each row
 * handed on as it is parsed, or a 400 naming why it cannot be read.
 */
import { once } from 'node:events';
import { CATALOG_CSV_MAX_ROWS, readCatalogCsvHeader, type CatalogCsvHeader } from '@shop/domain';
import { parse, type Parser } from 'csv-parse';
import { AppError } from '../../lib/app-error.js';
import { turn } from '../../lib/turns.js';

export type CsvRow = { row: number; cells: string[] };
export type CsvHead = { header: CatalogCsvHeader; width: number; rows: number };
export type CsvFile = Omit<CsvHead, 'rows'> & { rows: CsvRow[] };

/** Characters parsed between two turns of the other requests (about 10 ms of csv-parse; decision 065). */
const SLICE = 256 * 1024;

/** The first line decides the separator; one longer than this is decided on its start. */
const FIRST_LINE_MAX = 1024 * 1024;

const unreadable = (why: string) => new AppError('CSV_UNREADABLE', `The file is not a readable CSV: ${why}`);

/** `;` when the first line has no comma but a semicolon, as some spreadsheets write; else `,`. */
function delimiterOf(start: string): string {
  const firstLine = start.slice(0, Math.max(0, start.search(/[\r\n]|$/)));
  return !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
}

/** Resolves once the full parser takes more, or stops (an error, or a file found not UTF-8 meanwhile). */
async function drainedOrClosed(parser: Parser): Promise<void> {
  const done = new AbortController();
  const { signal } = done;
  try {
    await Promise.race([once(parser, 'drain', { signal }), once(parser, 'close', { signal })]);
  } finally {
    done.abort(); // the other one's listener goes
  }
}

/** Writes `text` to the parser a slice at a time, a turn between slices, waiting while it is full. */
async function feed(parser: Parser, text: string): Promise<void> {
  for (let at = 0; at < text.length && !parser.destroyed;) {
    let end = Math.min(text.length, at + SLICE);
    // Never between the two halves of a surrogate pair, which the parser would read as two broken characters.
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
    const more = parser.write(text.slice(at, end));
    at = end;
    if (!more) await drainedOrClosed(parser);
    await turn();
  }
}

/**
 * Reads the file from `text` (the body's pieces as they come), handing its header to `onHeader` and each row
 * to `onRow` in file order,
 * waiting for it (csv-parse's stream: quotes, line breaks in quoted cells, a BOM, CRLF; `;` as the separator
 * when the first line has no comma). A row is numbered as a spreadsheet shows it (the header is 1); empty rows
 * are skipped. The refusals are those of the whole file read at once, in the same order, so the whole body is
 * read before one is thrown: a character that is not UTF-8 anywhere (CSV_UNREADABLE), then a parse error,
 * then the header (CSV_HEADER), then more than CATALOG_CSV_MAX_ROWS rows (CSV_TOO_LONG; no row past them is
 * handed on). `onRow` may have had rows of a file that is then refused.
 */
export async function readCatalogCsv(
  text: AsyncIterable<string> | Iterable<string>,
  onRow: (row: CsvRow) => void | Promise<void>,
  onHeader?: (head: Omit<CsvHead, 'rows'>) => void,
): Promise<CsvHead> {
  let notUtf8 = false;
  let parseError: Error | null = null;
  let rowError: { err: unknown } | null = null;
  let head: { header: CatalogCsvHeader; width: number } | { error: string } | null = null;
  let rows = 0;
  let parser: Parser | null = null;
  let records: Promise<void> = Promise.resolve();

  const start = (delimiter: string) => {
    const p = parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true });
    records = (async () => {
      let n = 0;
      try {
        for await (const cells of p as AsyncIterable<string[]>) {
          n++;
          if (head === null) {
            const read = readCatalogCsvHeader(cells);
            head = 'error' in read ? read : { header: read.header, width: cells.length };
            if (!('error' in head)) onHeader?.(head);
            continue;
          }
          if ('error' in head || cells.every((c) => c.trim() === '')) continue;
          if (++rows > CATALOG_CSV_MAX_ROWS) continue;
          try {
            await onRow({ row: n, cells });
          } catch (err) {
            rowError = { err }; // not the file's fault: thrown as it is, once the body is read
            p.destroy();
          }
        }
      } catch (err) {
        parseError ??= err as Error;
      }
    })();
    return p;
  };

  let firstLine = '';
  try {
    for await (const piece of text) {
      if (notUtf8) continue; // read to its end all the same: the body's size limit holds
      if (piece.includes('\uFFFD')) {
        notUtf8 = true;
        parser?.destroy();
        continue;
      }
      if (parseError || rowError) continue;
      let part = piece;
      if (!parser) {
        firstLine += piece;
        if (!/[\r\n]/.test(firstLine) && firstLine.length < FIRST_LINE_MAX) continue;
        parser = start(delimiterOf(firstLine));
        part = firstLine;
        firstLine = '';
      }
      await feed(parser, part).catch(() => undefined); // the parser's error is the reader's (records)
    }
    if (!notUtf8 && !rowError) {
      parser ??= start(delimiterOf(firstLine));
      if (firstLine !== '') await feed(parser, firstLine).catch(() => undefined);
      if (!parser.destroyed) parser.end();
    }
  } catch (err) {
    // The body failed (too large, cut): the parser stops, its reader ends, and the failure is the answer.
    parser?.destroy();
    await records;
    throw err;
  }
  await records;
  if (rowError) throw (rowError as { err: unknown }).err;
  if (notUtf8) throw new AppError('CSV_UNREADABLE', 'The file is not UTF-8 text: save it as "CSV UTF-8"');
  if (parseError) throw unreadable((parseError as Error).message);
  const read = head as CsvHead | { error: string } | null;
  if (read === null) throw new AppError('CSV_HEADER', 'The file is empty: the first row names the columns');
  if ('error' in read) throw new AppError('CSV_HEADER', read.error);
  if (rows > CATALOG_CSV_MAX_ROWS)
    throw new AppError('CSV_TOO_LONG', `At most ${CATALOG_CSV_MAX_ROWS} rows in one file`);
  return { header: read.header, width: read.width, rows };
}

/** The whole file's header and rows, from text held at once (the bench makes its files from an export). */
export async function parseCatalogCsv(text: string): Promise<CsvFile> {
  const rows: CsvRow[] = [];
  const head = await readCatalogCsv([text], (r) => void rows.push(r));
  return { ...head, rows };
}
