import { describe, expect, it } from 'vitest';
import { appendGuard, PRUNE_BATCH, PRUNE_EVERY_MS, type AppendStore } from './append-guard.js';

const DAY = 86_400_000;
const START = new Date('2026-03-01T15:00:00.000Z').getTime();

/** An in-memory store of (visitor, time) rows and a clock the test moves. */
function setup(limits = { retentionDays: 30, perVisitorPerDay: 3 }) {
  let now = START;
  const rows: Array<{ visitor: string; at: number }> = [];
  const prunes: string[] = [];
  const store: AppendStore = {
    countSince: async (visitor, sinceIso, limit) =>
      Math.min(limit, rows.filter((r) => r.visitor === visitor && r.at >= Date.parse(sinceIso)).length),
    deleteBefore: async (beforeIso, batch) => {
      prunes.push(beforeIso);
      const old = rows.filter((r) => r.at < Date.parse(beforeIso)).slice(0, batch);
      for (const r of old) rows.splice(rows.indexOf(r), 1);
      return old.length;
    },
  };
  const guard = appendGuard(store, { now: () => new Date(now) }, limits);
  /** Admit and, when admitted, store a row as the caller would. */
  const write = async (visitor: string) => {
    const ok = await guard.admit(visitor);
    if (ok) rows.push({ visitor, at: now });
    return ok;
  };
  return { rows, prunes, write, advance: (ms: number) => (now += ms), at: () => now };
}

describe('appendGuard', () => {
  it('admits a visitor up to the cap in any 24 hours, then again as their rows age out of the window', async () => {
    const s = setup();
    expect([await s.write('a'), await s.write('a'), await s.write('a'), await s.write('a')]).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(await s.write('b')).toBe(true);
    s.advance(DAY);
    expect(await s.write('a')).toBe(false);
    s.advance(1);
    expect(await s.write('a')).toBe(true);
  });

  it('deletes rows older than the retention period on the first write, then at most once per interval', async () => {
    const s = setup();
    s.rows.push({ visitor: 'old', at: START - 30 * DAY - 1 }, { visitor: 'kept', at: START - 30 * DAY });
    await s.write('a');
    expect(s.rows.map((r) => r.visitor)).toEqual(['kept', 'a']);
    expect(s.prunes).toEqual([new Date(START - 30 * DAY).toISOString()]);
    s.rows.push({ visitor: 'old-again', at: START - 31 * DAY });
    s.advance(PRUNE_EVERY_MS - 1);
    await s.write('a');
    expect(s.prunes).toHaveLength(1);
    s.advance(1);
    await s.write('a');
    expect(s.prunes).toHaveLength(2);
    expect(s.rows.some((r) => r.visitor === 'old-again')).toBe(false);
  });

  it('works a backlog off one batch per write until a batch comes back short', async () => {
    const s = setup();
    for (let i = 0; i < PRUNE_BATCH + 5; i++) s.rows.push({ visitor: 'old', at: START - 40 * DAY });
    await s.write('a');
    expect(s.rows.filter((r) => r.visitor === 'old')).toHaveLength(5);
    await s.write('a');
    expect(s.rows.filter((r) => r.visitor === 'old')).toHaveLength(0);
    await s.write('a');
    expect(s.prunes).toHaveLength(2);
  });

  it('prunes also when the write is refused by the cap', async () => {
    const s = setup({ retentionDays: 1, perVisitorPerDay: 1 });
    await s.write('a');
    s.advance(PRUNE_EVERY_MS);
    s.rows.push({ visitor: 'old', at: s.at() - 2 * DAY });
    expect(await s.write('a')).toBe(false);
    expect(s.rows.some((r) => r.visitor === 'old')).toBe(false);
  });
});
