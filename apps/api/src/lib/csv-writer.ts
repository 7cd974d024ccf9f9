/**
 * The one writer of the shop's CSV files (decision 059): rows end in CRLF, as spreadsheets write them, and every
 * cell that holds a CR or an LF is quoted. csv-stringify quotes a cell holding the record delimiter (CRLF) but not
 * a lone LF or CR, which a spreadsheet reads as the end of a row: a description "Great grill.\n=cmd|..." would
 * start a row with a formula, past the apostrophe escapeCsvCell puts before a cell's first character.
 */
import { stringify } from 'csv-stringify/sync';

export const csvRows = (rows: readonly (readonly string[])[]): string =>
  stringify(rows as string[][], { record_delimiter: 'windows', quoted_match: /[\r\n]/ });
