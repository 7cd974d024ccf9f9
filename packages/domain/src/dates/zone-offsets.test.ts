import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SHOP_ZONE_OFFSETS } from './shop-zone-offsets.js';
import { shopZoneOffsetsSource } from './shop-zone-offsets-source.js';
import { SHOP_TIME_ZONE, intlZoneFields, zoneFields, zoneWallTimeInstant } from './zone-time.js';
import { tableOffsetMinutes, type ZoneOffsetTable } from './zone-offsets.js';

// 'US/Eastern' is ICU's alias of America/New_York: the same rules, read through Intl (it has no table), for what
// reads zoneFields inside (wall-clock times back to instants).
const THROUGH_INTL = 'US/Eastern';

describe('the shop zone offset table', () => {
  it('is what Intl says today (else: npm run zone:offsets)', () => {
    const stored = readFileSync(new URL('./shop-zone-offsets.ts', import.meta.url), 'utf8');
    expect(stored).toBe(shopZoneOffsetsSource());
  });

  it('holds two changes a year for New York (second Sunday of March, first Sunday of November)', () => {
    expect(SHOP_ZONE_OFFSETS.zone).toBe(SHOP_TIME_ZONE);
    expect(SHOP_ZONE_OFFSETS.changes).toHaveLength(60);
    expect(SHOP_ZONE_OFFSETS.changes).toContainEqual([Date.parse('2024-03-10T07:00:00Z') / 1000, -240]);
    expect(SHOP_ZONE_OFFSETS.changes).toContainEqual([Date.parse('2024-11-03T06:00:00Z') / 1000, -300]);
  });

  it('reads every instant of its years as Intl does', () => {
    const { from, until } = SHOP_ZONE_OFFSETS;
    fc.assert(
      fc.property(fc.integer({ min: from, max: until - 1 }), (seconds) => {
        const at = new Date(seconds * 1000);
        expect(zoneFields(at, SHOP_TIME_ZONE)).toEqual(intlZoneFields(at, SHOP_TIME_ZONE));
      }),
      { numRuns: 2000 },
    );
  });

  it('reads the second before and at each change as Intl does', () => {
    for (const [change] of SHOP_ZONE_OFFSETS.changes)
      for (const seconds of [change - 1, change]) {
        const at = new Date(seconds * 1000);
        expect(zoneFields(at, SHOP_TIME_ZONE)).toEqual(intlZoneFields(at, SHOP_TIME_ZONE));
      }
  });

  it('turns wall-clock times back into the same instants as Intl does, over both changes', () => {
    for (const wall of [
      { year: 2026, month: 3, day: 8, hour: 3, minute: 30, second: 0 },
      { year: 2026, month: 11, day: 1, hour: 1, minute: 30, second: 0 },
      { year: 2026, month: 12, day: 8, hour: 0, minute: 0, second: 0 },
    ])
      expect(zoneWallTimeInstant(wall, SHOP_TIME_ZONE)).toEqual(zoneWallTimeInstant(wall, THROUGH_INTL));
  });

  it('leaves instants outside its years to Intl', () => {
    const at = new Date('1999-07-01T03:30:00Z');
    expect(tableOffsetMinutes(SHOP_ZONE_OFFSETS, at.getTime() / 1000)).toBeNull();
    expect(zoneFields(at, SHOP_TIME_ZONE)).toEqual(intlZoneFields(at, SHOP_TIME_ZONE));
    expect(tableOffsetMinutes(SHOP_ZONE_OFFSETS, SHOP_ZONE_OFFSETS.until)).toBeNull();
    expect(tableOffsetMinutes(SHOP_ZONE_OFFSETS, Number.NaN)).toBeNull();
  });
});

describe('tableOffsetMinutes', () => {
  const table: ZoneOffsetTable = {
    zone: 'Test/Zone',
    from: 0,
    until: 1000,
    offset: -300,
    changes: [
      [100, -240],
      [500, -300],
    ],
  };
  it.each([
    [0, -300],
    [99, -300],
    [100, -240],
    [499, -240],
    [500, -300],
    [999, -300],
  ])('reads second %i as %i minutes', (seconds, minutes) => {
    expect(tableOffsetMinutes(table, seconds)).toBe(minutes);
  });
  it('reads a table without changes as its offset', () => {
    expect(tableOffsetMinutes({ ...table, changes: [] }, 700)).toBe(-300);
  });
});
