/**
 * A stock CSV (decision 043): a header row naming `sku` and `tpa` and/or `lv`, one sku per row (a sku on a second
 * row is refused, as the catalogue import refuses it); an empty count
 * keeps that warehouse's. Parsed with csv-parse (quotes, a BOM, CRLF as spreadsheets write them); each row is
 * checked with the same StockLineSchema as the API's stock update, and refused rows are named by their line
 * in the file (the header is line 1).
 */
import {
  skuAlreadyOnRowMessage,
  StockLineSchema,
  STOCK_CSV_MAX_ROWS,
  type CsvRowError,
  type StockLine,
} from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { AppError } from '../../lib/app-error.js';

const COLUMNS = ['sku', 'tpa', 'lv'] as const;

const count = (raw: string | undefined): number | undefined | typeof NaN => {
  const value = (raw ?? '').trim();
  if (value === '') return undefined;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
};

export type ParsedStockCsv = {
  lines: StockLine[];
  /** The file row (the header is 1) of each line. */
  rowOf: number[];
  errors: CsvRowError[];
  rows: number;
};

export function parseStockCsv(text: string): ParsedStockCsv {
  let records: string[][];
  try {
    records = parse(text, { bom: true, skip_empty_lines: true, trim: true, relax_column_count: true });
  } catch (err) {
    throw new AppError('CSV_UNREADABLE', `The file is not a readable CSV: ${(err as Error).message}`);
  }
  const [header = [], ...body] = records;
  const names = header.map((h) => h.toLowerCase());
  const index = Object.fromEntries(COLUMNS.map((c) => [c, names.indexOf(c)])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  if (index.sku < 0 || (index.tpa < 0 && index.lv < 0))
    throw new AppError('CSV_HEADER', 'The first row must name the columns: sku, and tpa and/or lv');
  if (body.length > STOCK_CSV_MAX_ROWS)
    throw new AppError('CSV_TOO_LONG', `At most ${STOCK_CSV_MAX_ROWS} rows in one file`);
  const lines: StockLine[] = [];
  const rowOf: number[] = [];
  const errors: CsvRowError[] = [];
  // Each sku once, as in the catalogue import: a later row of a sku is refused, naming the first.
  const firstRowOf = new Map<string, number>();
  body.forEach((cells, i) => {
    const sku = index.sku >= 0 ? (cells[index.sku] ?? '') : '';
    const first = sku === '' ? undefined : firstRowOf.get(sku.toUpperCase());
    if (first !== undefined)
      return void errors.push({ row: i + 2, sku, message: skuAlreadyOnRowMessage(sku, first) });
    if (sku !== '') firstRowOf.set(sku.toUpperCase(), i + 2);
    const parsed = StockLineSchema.safeParse({
      sku,
      ...(index.tpa >= 0 && count(cells[index.tpa]) !== undefined ? { tpa: count(cells[index.tpa]) } : {}),
      ...(index.lv >= 0 && count(cells[index.lv]) !== undefined ? { lv: count(cells[index.lv]) } : {}),
    });
    if (parsed.success) {
      lines.push(parsed.data);
      rowOf.push(i + 2);
    } else
      errors.push({
        row: i + 2,
        sku,
        message: parsed.error.issues
          .map(
            (issue) =>
              (issue.path.length ? `${issue.path.join('.')}: ` : '') +
              issue.message.replace(
                /^Invalid input: expected number, received NaN$/,
                'a whole number from 0 to 1,000,000',
              ),
          )
          .join('; '),
      });
  });
  return { lines, rowOf, errors, rows: body.length };
}
