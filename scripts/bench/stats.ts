/** The middle of some figures, for the bench's sections and their tables (its own file: decision 067). */

/** The row in the middle when sorted by `by` (the upper middle of an even count). */
export const middle = <T>(rows: readonly T[], by: (row: T) => number): T =>
  [...rows].sort((a, b) => by(a) - by(b))[Math.floor(rows.length / 2)]!;
/** The median of some numbers (NaN for none). */
export const median = (xs: readonly number[]): number => (xs.length === 0 ? NaN : middle(xs, (x) => x));
