import { Kysely, SqliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteDb } from './connection.js';
import { kyselyOf, type Db } from './database.js';
import { precompiled } from './precompiled.js';
import type { DB } from './schema.js';

type Row = { id: number; name: string };
type T = { t: Row };

describe('SqliteIntegerLimitsPlugin: bound LIMIT/OFFSET as cast(? as integer) on SQLite', () => {
  let sqlite: SqliteDb;
  let db: Kysely<T>;
  let plain: Kysely<T>;
  beforeEach(async () => {
    sqlite = openDatabase(':memory:');
    db = kyselyOf(sqlite) as unknown as Kysely<T>;
    plain = new Kysely<T>({ dialect: new SqliteDialect({ database: sqlite }) });
    await sql`create table t (id integer primary key, name text not null)`.execute(db);
    await sql`with recursive s(v) as (select 1 union all select v + 1 from s where v < 50)
      insert into t (id, name) select v, 'n' || (v % 7) from s`.execute(db);
  });
  afterEach(() => db.destroy());

  const page = (k: Kysely<T>, limit: number, offset: number) =>
    k.selectFrom('t').select(['id', 'name']).orderBy('name').orderBy('id').limit(limit).offset(offset);

  it('compiles a bound limit and offset as casts, in the same parameter order', () => {
    const compiled = page(db, 24, 48).compile();
    expect(compiled.sql).toMatch(/limit cast\(\? as integer\) offset cast\(\? as integer\)$/);
    expect(compiled.parameters).toEqual([24, 48]);
    // Without the plugin Kysely binds them bare.
    expect(page(plain, 24, 48).compile().sql).toMatch(/limit \? offset \?$/);
  });

  it('casts the limit of a subquery and inside a transaction too', async () => {
    const nested = db
      .selectFrom((eb) => eb.selectFrom('t').select('id').orderBy('id').limit(3).as('s'))
      .select('s.id')
      .compile();
    expect(nested.sql).toContain('limit cast(? as integer)');
    await db.transaction().execute(async (tx) => {
      expect(page(tx, 5, 0).compile().sql).toContain('limit cast(? as integer)');
    });
  });

  it('leaves literals, expressions and sql templates as they are', () => {
    expect(db.selectFrom('t').select('id').limit(sql.lit(1)).compile().sql).toMatch(/limit 1$/);
    expect(
      db
        .selectFrom('t')
        .select('id')
        .limit(sql<number>`2 + ${1}`)
        .compile().sql,
    ).toMatch(/limit 2 \+ \?$/);
    expect(sql`select id from t limit ${3}`.compile(db).sql).toBe('select id from t limit ?');
  });

  it('answers exactly as the bare statement does, for every limit and offset', async () => {
    for (const [limit, offset] of [
      [24, 0],
      [24, 24],
      [7, 45],
      [10, 50],
      [1, 0],
      [0, 3],
    ] as const) {
      const withCasts = await page(db, limit, offset).execute();
      const bare = await page(plain, limit, offset).execute();
      expect(withCasts).toEqual(bare);
      expect(withCasts.length).toBe(Math.max(0, Math.min(limit, 50 - offset)));
    }
  });

  it('is what precompiled queries compile to on SQLite (the argument still found in its cast)', async () => {
    const byName = precompiled((ex, limit: number) =>
      (ex as unknown as Kysely<T>).selectFrom('t').select('id').orderBy('id').limit(limit),
    );
    const rows = await byName(db as unknown as Kysely<DB> as Db, 4);
    expect(rows.rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }]);
  });
});
