/**
 * Reading a catalogue CSV file (admin.catalog-csv.ts): its header and rows, or a 400 naming why it cannot be read.
 */
import { CATALOG_CSV_MAX_ROWS, readCatalogCsvHeader, type CatalogCsvHeader } from '@shop/domain';
import { parse } from 'csv-parse';
import { AppError } from '../../lib/app-error.js';
import { turn } from '../../lib/turns.js';

export type CsvFile = { header: CatalogCsvHeader; width: number; rows: { row: number; cells: string[] }[] };

/** Characters parsed between two turns of the other requests (about 10 ms of csv-parse). */
const SLICE = 256 * 1024;

/**
 * The records of `text`, parsed a slice at a time with a turn for the other requests between slices (decision
 * 065: a 90 MB file parsed in one go held the node for seconds). A slice never ends between the two halves of
 * a surrogate pair, which the parser would read as two broken characters.
 */
async function parsed(text: string, delimiter: string): Promise<string[][]> {
  const parser = parse({ bom: true, delimiter, relax_column_count: true, relax_quotes: true });
  const records: string[][] = [];
  parser.on('readable', () => {
    for (let r: unknown; (r = parser.read()) !== null;) records.push(r as string[]);
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.once('end', resolve);
    parser.once('error', reject);
  });
  ended.catch(() => undefined); // awaited below; a failure meanwhile only stops the writing
  for (let at = 0; at < text.length && !parser.destroyed;) {
    let end = Math.min(text.length, at + SLICE);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text[end - 1]!)) end--;
    parser.write(text.slice(at, end));
    at = end;
    await turn();
  }
  parser.end();
  await ended;
  return records;
}

/**
 * The file's header and rows (csv-parse: quotes, line breaks in quoted cells, a BOM, CRLF; `;` as the separator
 * when the header has no comma, as some spreadsheets write). A row is numbered as a spreadsheet shows it (the
 * header is 1); empty rows are skipped.
 */
export async function parseCatalogCsv(text: string): Promise<CsvFile> {
  if (text.includes('\uFFFD'))
    throw new AppError('CSV_UNREADABLE', 'The file is not UTF-8 text: save it as "CSV UTF-8"', 400);
  const firstLine = text.slice(0, Math.max(0, text.search(/[\r\n]|$/)));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = await parsed(text, delimiter);
  } catch (err) {
    throw new AppError('CSV_UNREADABLE', `The file is not a readable CSV: ${(err as Error).message}`, 400);
  }
  const [headerCells, ...body] = records;
  if (!headerCells)
    throw new AppError('CSV_HEADER', 'The file is empty: the first row names the columns', 400);
  const read = readCatalogCsvHeader(headerCells);
  if ('error' in read) throw new AppError('CSV_HEADER', read.error, 400);
  const rows = body
    .map((cells, i) => ({ row: i + 2, cells }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  if (rows.length > CATALOG_CSV_MAX_ROWS)
    throw new AppError('CSV_TOO_LONG', `At most ${CATALOG_CSV_MAX_ROWS} rows in one file`, 400);
  return { header: read.header, width: headerCells.length, rows };
}
