/**
 * The catalogue CSV's cells (catalog-csv.ts): how each kind of cell is read into a body's value (money in
 * dollars, flags, lists joined by |, properties one a line, tabs as JSON) and written, and the escaping of a
 * cell a spreadsheet would run as a formula.
 */

/** The separator of the list cells (collections, frequently bought together, bundle items). */
export const CATALOG_CSV_LIST_SEPARATOR = '|';
/** Between a property's key and its value (one property per line of the cell). */
export const CATALOG_CSV_PROPERTY_SEPARATOR = ': ';
/** At most this many rows in one file (the header aside). */
export const CATALOG_CSV_MAX_ROWS = 100_000;

// ----------------------------------------------------------------------------------------- formula cells

/** A cell a spreadsheet would run as a formula (or one that already carries our apostrophe before such). */
const FORMULA = /^'*[=+\-@\t\r]/;
const ESCAPED = /^'+[=+\-@\t\r]/;

/** A whole E.164 phone number: a spreadsheet reads it as a number, never runs anything, so it is no formula. */
const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * The cell as written to the file: an apostrophe before one a spreadsheet would run (CSV injection); a whole
 * E.164 number (a subscriber's phone, +17025550123) is written as it is.
 */
export const escapeCsvCell = (value: string): string =>
  FORMULA.test(value) && !E164.test(value) ? `'${value}` : value;

/** The cell as read from the file: escapeCsvCell undone. */
export const unescapeCsvCell = (cell: string): string => (ESCAPED.test(cell) ? cell.slice(1) : cell);

// ----------------------------------------------------------------------------------------------- columns

export type Fields = Record<string, unknown>;
/** A cell read: a value for the body, undefined to leave the field out, or why it cannot be read. */
type Read = { value: unknown } | { error: string };
export const leftOut: Read = { value: undefined };
export const blank = (raw: string) => raw.trim() === '';

export type Reader = (raw: string) => Read;

export const text: Reader = (raw) => ({ value: raw });
/** A text that may not be empty: an empty cell leaves it out (the stored value, or the default of a new product). */
export const required: Reader = (raw) => (blank(raw) ? leftOut : { value: raw });
/** A text that may be null: an empty cell is null. */
export const nullable: Reader = (raw) => ({ value: blank(raw) ? null : raw });
export const handle: Reader = (raw) => (blank(raw) ? leftOut : { value: raw.trim() });
export const nullableHandle: Reader = (raw) => ({ value: blank(raw) ? null : raw.trim() });

const TRUE = /^(?:true|yes|1)$/i;
const FALSE = /^(?:false|no|0)$/i;
export const readFlag = (raw: string): Read =>
  TRUE.test(raw.trim())
    ? { value: true }
    : FALSE.test(raw.trim())
      ? { value: false }
      : { error: 'true or false' };
export const flag: Reader = (raw) => (blank(raw) ? leftOut : readFlag(raw));

/** Dollars as a spreadsheet may show them: 1299.99, $1,299.99. */
const DOLLARS = /^\$?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
const readDollars = (raw: string): Read =>
  DOLLARS.test(raw.trim())
    ? { value: Number(raw.trim().replace(/[$,]/g, '')) }
    : { error: 'a price in dollars, such as 199.99' };
export const dollars: Reader = (raw) => (blank(raw) ? leftOut : readDollars(raw));
export const nullableDollars: Reader = (raw) => (blank(raw) ? { value: null } : readDollars(raw));

const NUMBER = /^(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
export const nullableNumber: Reader = (raw) =>
  blank(raw)
    ? { value: null }
    : NUMBER.test(raw.trim())
      ? { value: Number(raw.trim()) }
      : { error: 'a number, such as 12.5' };
const WHOLE = /^\d{1,9}$/;
export const nullableWhole: Reader = (raw) =>
  blank(raw)
    ? { value: null }
    : WHOLE.test(raw.trim())
      ? { value: Number(raw.trim()) }
      : { error: 'a whole number' };
export const units: Reader = (raw) =>
  blank(raw)
    ? leftOut
    : WHOLE.test(raw.trim())
      ? { value: Number(raw.trim()) }
      : { error: 'a whole number of units' };

const splitList = (raw: string): string[] =>
  raw
    .split(CATALOG_CSV_LIST_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '');
export const list: Reader = (raw) => ({ value: splitList(raw) });

const lines = (raw: string): string[] => raw.split(/\r\n|\r|\n/).filter((l) => !blank(l));

export const properties: Reader = (raw) => {
  const out: { key: string; value: string }[] = [];
  for (const [i, line] of lines(raw).entries()) {
    const at = line.indexOf(CATALOG_CSV_PROPERTY_SEPARATOR);
    if (at > 0)
      out.push({ key: line.slice(0, at), value: line.slice(at + CATALOG_CSV_PROPERTY_SEPARATOR.length) });
    else if (line.trimEnd().endsWith(':') && line.trim().length > 1)
      out.push({ key: line.trimEnd().slice(0, -1), value: '' });
    else return { error: `one property a line, as "Key: Value" (line ${i + 1} is "${line.slice(0, 40)}")` };
  }
  return { value: out };
};

export const tabs: Reader = (raw) => {
  if (blank(raw)) return { value: [] };
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    return { error: 'JSON as exported: [{"title": "...", "text": "...", "table": null}]' };
  }
};

const BUNDLE_ITEM = /^(.+?)\s*\*\s*(\d{1,3})$/;
export const bundleItems: Reader = (raw) => {
  const items: { sku: string; quantity: number }[] = [];
  for (const part of splitList(raw)) {
    const m = BUNDLE_ITEM.exec(part);
    if (m) items.push({ sku: m[1]!, quantity: Number(m[2]) });
    else if (part.includes('*')) return { error: `SKU*quantity, joined by | ("${part.slice(0, 40)}")` };
    else items.push({ sku: part, quantity: 1 });
  }
  return { value: items };
};

export const dollarsCell = (v: number): string => v.toFixed(2);
export const orEmpty = (v: string | number | null): string => (v === null ? '' : String(v));
