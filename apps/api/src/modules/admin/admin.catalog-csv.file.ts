/**
 * Reading a catalogue CSV file (admin.catalog-csv.ts): its header and rows, or a 400 naming why it cannot be read.
 */
import { CATALOG_CSV_MAX_ROWS, readCatalogCsvHeader, type CatalogCsvHeader } from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.js';

export type CsvFile = { header: CatalogCsvHeader; width: number; rows: { row: number; cells: string[] }[] };

/**
 * The file's header and rows (csv-parse: quotes, line breaks in quoted cells, a BOM, CRLF; `;` as the separator
 * when the header has no comma, as some spreadsheets write). A row is numbered as a spreadsheet shows it (the
 * header is 1); empty rows are skipped.
 */
export function parseCatalogCsv(text: string): CsvFile {
  if (text.includes('\uFFFD'))
    throw new AppError('CSV_UNREADABLE', 'The file is not UTF-8 text: save it as "CSV UTF-8"', 400);
  const firstLine = text.slice(0, Math.max(0, text.search(/[\r\n]|$/)));
  const delimiter = !firstLine.includes(',') && firstLine.includes(';') ? ';' : ',';
  let records: string[][];
  try {
    records = parse(text, { bom: true, delimiter, relax_column_count: true, relax_quotes: true });
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
