import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { kyselyOf, type Db } from './database.js';

const count = async (db: Db): Promise<number> =>
  Number((await sql<{ n: number }>`select count(*) as n from t`.execute(db)).rows[0]!.n);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('kyselyOf: the one SQLite connection, lent to one query or transaction at a time', () => {
  let db: Db;
  beforeEach(async () => {
    db = kyselyOf(openDatabase(':memory:'));
    await sql`create table t (x integer not null)`.execute(db);
  });
  afterEach(() => db.destroy());

  it('runs a query that arrives during a transaction after it ends, never inside it', async () => {
    const events: string[] = [];
    const trx = db
      .transaction()
      .execute(async (tx) => {
        await sql`insert into t (x) values (1)`.execute(tx);
        events.push('inserted');
        await pause(20);
        events.push('rolling back');
        throw new Error('undo');
      })
      .catch((err: unknown) => {
        events.push('rolled back');
        return err;
      });
    await pause(5);
    // Run inside the open transaction, this would count its uncommitted row.
    const seen = count(db).then((n) => {
      events.push(`counted ${n}`);
      return n;
    });
    expect(await seen).toBe(0);
    expect(await trx).toBeInstanceOf(Error);
    expect(events.slice(0, 2)).toEqual(['inserted', 'rolling back']);
    expect(events.slice(2).sort()).toEqual(['counted 0', 'rolled back']);
  });

  it('hands the connection to waiting queries in the order they asked', async () => {
    const order: number[] = [];
    const release = db.transaction().execute(async (tx) => {
      await pause(10);
      await sql`insert into t (x) values (7)`.execute(tx);
    });
    await pause(2);
    const waiting = Array.from({ length: 10 }, (_, i) =>
      sql<{ x: number }>`select x from t`.execute(db).then((r) => {
        order.push(i);
        return r.rows.length;
      }),
    );
    await release;
    expect(await Promise.all(waiting)).toEqual(Array.from({ length: 10 }, () => 1));
    expect(order).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('gives the connection back after a failing query, and serves many at once', async () => {
    await expect(sql`select * from missing_table`.execute(db)).rejects.toThrow(/no such table/);
    const writes = Array.from({ length: 50 }, (_, i) => sql`insert into t (x) values (${i})`.execute(db));
    const reads = Array.from({ length: 50 }, () => count(db));
    await Promise.all(writes);
    const counts = await Promise.all(reads);
    expect(counts.every((n) => n >= 0 && n <= 50)).toBe(true);
    expect(await count(db)).toBe(50);
  });

  it('commits a transaction whose begin waited for another (BEGIN IMMEDIATE on one connection)', async () => {
    await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        db.transaction().execute(async (tx) => {
          await sql`insert into t (x) values (${i})`.execute(tx);
          await pause(1);
          await sql`insert into t (x) values (${i + 100})`.execute(tx);
        }),
      ),
    );
    expect(await count(db)).toBe(10);
  });
});
