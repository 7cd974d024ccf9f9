/**
 * A zone's UTC offsets as a table read from Intl (ICU's time zone data), so that a page can turn instants into
 * the shop's wall-clock time without making an Intl object: the first one a browser makes loads ICU's locale
 * and zone data, one blocking task of about 50 ms on this machine and four times that on a throttled phone
 * (decision 026's second addendum). The table is generated from Intl (`npm run zone:offsets` writes
 * shop-zone-offsets.ts with shop-zone-offsets-source.ts) and a test holds it to Intl, so no daylight-saving rule is written by hand; instants
 * outside its years are read through Intl.
 */

export type ZoneOffsetTable = {
  zone: string;
  /** The table's range, in seconds since 1970 (UTC): [from, until). */
  from: number;
  until: number;
  /** The offset at `from`, in minutes east of UTC (New York in winter: -300). */
  offset: number;
  /** Each change in the range: [its first second since 1970, the offset from then on in minutes]. */
  changes: readonly (readonly [number, number])[];
};

/**
 * A table from its stored form, where each change is written as [hours after the previous change (or after
 * `from`), the offset from then on]: the same few gaps repeat every year, so the page's copy packs to a few
 * dozen bytes.
 */
export function offsetTableFromSteps(
  stored: Omit<ZoneOffsetTable, 'changes'> & { steps: readonly (readonly [number, number])[] },
): ZoneOffsetTable {
  const { steps, ...table } = stored;
  let at = table.from;
  const changes = steps.map(([hours, offset]) => [(at += hours * 3600), offset] as const);
  return { ...table, changes };
}

/** The table's changes as stored steps (offsetTableFromSteps' input); every change is on a whole hour. */
export function stepsOfTable(table: ZoneOffsetTable): [number, number][] {
  let at = table.from;
  return table.changes.map(([change, offset]) => {
    const hours = (change - at) / 3600;
    if (!Number.isInteger(hours))
      throw new Error(`${table.zone} changes its offset off the hour at ${change}`);
    at = change;
    return [hours, offset];
  });
}

/** The offset in minutes at an instant (seconds since 1970), or null outside the table's range. */
export function tableOffsetMinutes(table: ZoneOffsetTable, seconds: number): number | null {
  if (!(seconds >= table.from && seconds < table.until)) return null;
  // The last change at or before the instant: a binary search over the sorted changes.
  let lo = 0;
  let hi = table.changes.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table.changes[mid]![0] <= seconds) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? table.offset : table.changes[lo - 1]![1];
}
