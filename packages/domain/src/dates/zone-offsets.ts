/**
 * A zone's UTC offsets as a table read from Intl (ICU's time zone data), so that a page can turn instants into
 * the shop's wall-clock time without making an Intl object: the first one a browser makes loads ICU's locale
 * and zone data, one blocking task of about 50 ms on this machine and four times that on a throttled phone
 * (decision 026's second addendum). The table is generated (`npm run zone:offsets` writes
 * shop-zone-offsets.ts) and a test holds it to Intl, so no daylight-saving rule is written by hand; instants
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

/** The zone's offset in minutes at an instant (seconds since 1970), read through Intl. */
function intlOffsetMinutes(format: Intl.DateTimeFormat, seconds: number): number {
  const f: Record<string, number> = {};
  for (const { type, value } of format.formatToParts(new Date(seconds * 1000))) f[type] = Number(value);
  return (Date.UTC(f.year!, f.month! - 1, f.day, f.hour, f.minute, f.second) / 1000 - seconds) / 60;
}

/**
 * The zone's offset table for the years [fromYear, untilYear), read through Intl: the offset is sampled every
 * 6 hours and each change is narrowed to its second (no zone changes its offset twice within 6 hours).
 */
export function zoneOffsetTableFromIntl(zone: string, fromYear: number, untilYear: number): ZoneOffsetTable {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const from = Date.UTC(fromYear, 0, 1) / 1000;
  const until = Date.UTC(untilYear, 0, 1) / 1000;
  const step = 6 * 3600;
  const changes: [number, number][] = [];
  let previous = intlOffsetMinutes(format, from);
  const offset = previous;
  for (let at = from + step; at < until + step; at += step) {
    const end = Math.min(at, until - 1);
    const current = intlOffsetMinutes(format, end);
    if (current === previous) continue;
    // The change lies in (end - step, end]: narrow it to the first second with the new offset.
    let lo = end - step + 1;
    let hi = end;
    while (lo < hi) {
      const mid = Math.floor((lo + hi) / 2);
      if (intlOffsetMinutes(format, mid) === current) hi = mid;
      else lo = mid + 1;
    }
    changes.push([lo, current]);
    previous = current;
  }
  return { zone, from, until, offset, changes };
}
