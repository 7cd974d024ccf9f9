/**
 * What the migrations make, read back from a migrated store's own catalogue (decision 072): the tables as queries
 * see them (db/schema.ts, the same from either store) and, on SQLite, the text of every object (db/schema.sql:
 * tables, indexes, triggers, views, with their constraints). `npm run db:types` writes both from a fresh SQLite
 * store; schema-types.test.ts fails when they differ from what the migrations make, and on PostgreSQL when its
 * tables read otherwise than db/schema.ts says. The full-text index is left out of the types (one of a kind on
 * each store: FTS5's tables on SQLite, a tsvector table on PostgreSQL; modules/search reaches it in SQL of its
 * own).
 */
import { sql } from 'kysely';
import type { Db } from './database.js';
import { dialectOf } from './dialect.js';

/**
 * The full-text index's tables: FTS5's tables (the index and the one-card table of migration 041), their shadow
 * tables and word lists, SQLite's words of the index (041); PostgreSQL's table.
 */
export const FULL_TEXT_TABLES =
  /^product_search(_one)?(_data|_idx|_content|_docsize|_config|_terms)?$|^product_search_(card_)?words$/;

/** A column as both stores describe it. */
export type StoreColumn = {
  name: string;
  /** The TypeScript type of a value read. */
  type: string;
  nullable: boolean;
  /** An insert may leave it out: it has a default, or it is an `id` key the store numbers. */
  generated: boolean;
};

export type StoreTable = { name: string; columns: StoreColumn[] };

const SQLITE_TYPES: Record<string, string> = {
  INTEGER: 'number',
  REAL: 'number',
  TEXT: 'string',
  BLOB: 'Buffer',
};
const POSTGRES_TYPES: Record<string, string> = {
  int2: 'number',
  int4: 'number',
  int8: 'number',
  numeric: 'number',
  float4: 'number',
  float8: 'number',
  text: 'string',
  citext: 'string',
  varchar: 'string',
  bytea: 'Buffer',
  bool: 'boolean',
};

/**
 * A view's column: SQLite gives a computed one no type (product_search_reindex selects NULL), so on both stores a
 * view's columns are `unknown` and the two read alike.
 */
const VIEW_COLUMN = (name: string): StoreColumn => ({
  name,
  type: 'unknown',
  nullable: false,
  generated: false,
});

const byName = <T extends { name: string }>(a: T, b: T): number =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0;

async function sqliteTables(db: Db): Promise<StoreTable[]> {
  const { rows: tables } = await sql<{ name: string; type: string }>`
    SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\'
    ORDER BY name`.execute(db);
  const out: StoreTable[] = [];
  for (const table of tables.filter((t) => !FULL_TEXT_TABLES.test(t.name))) {
    // table_info leaves out generated columns (a write never sets them; kysely-codegen did the same).
    const { rows } = await sql<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: unknown;
      pk: number;
    }>`
      SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(${table.name})`.execute(db);
    const keys = rows.filter((c) => c.pk > 0);
    out.push({
      name: table.name,
      columns: rows.map((c) => {
        if (table.type === 'view') return VIEW_COLUMN(c.name);
        // A lone INTEGER PRIMARY KEY is the rowid: the store numbers it.
        const numbered =
          keys.length === 1 && c.pk === 1 && c.type.toUpperCase() === 'INTEGER' && c.name === 'id';
        return {
          name: c.name,
          type: SQLITE_TYPES[c.type.toUpperCase()] ?? 'unknown',
          nullable: c.notnull === 0 && c.pk === 0,
          generated: c.dflt_value !== null || numbered,
        };
      }),
    });
  }
  return out;
}

async function postgresTables(db: Db): Promise<StoreTable[]> {
  const { rows } = await sql<{
    table_name: string;
    column_name: string;
    udt_name: string;
    is_nullable: string;
    column_default: string | null;
    is_identity: string;
    is_generated: string;
    table_type: string;
  }>`
    SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity, c.is_generated,
      t.table_type
    FROM information_schema.columns c
    JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
    WHERE c.table_schema = current_schema() AND t.table_type IN ('BASE TABLE', 'VIEW')
    ORDER BY c.table_name, c.ordinal_position`.execute(db);
  const tables = new Map<string, StoreColumn[]>();
  for (const c of rows) {
    if (FULL_TEXT_TABLES.test(c.table_name) || c.is_generated === 'ALWAYS') continue;
    const columns = tables.get(c.table_name) ?? [];
    if (c.table_type === 'VIEW') {
      columns.push(VIEW_COLUMN(c.column_name));
      tables.set(c.table_name, columns);
      continue;
    }
    columns.push({
      name: c.column_name,
      type: POSTGRES_TYPES[c.udt_name] ?? 'unknown',
      nullable: c.is_nullable === 'YES',
      generated: c.column_default !== null || (c.is_identity === 'YES' && c.column_name === 'id'),
    });
    tables.set(c.table_name, columns);
  }
  return [...tables].map(([name, columns]) => ({ name, columns }));
}

/** The store's tables and views and their columns, each sorted by name. */
export async function storeTables(db: Db): Promise<StoreTable[]> {
  const tables = dialectOf(db) === 'postgres' ? await postgresTables(db) : await sqliteTables(db);
  return tables.map((t) => ({ name: t.name, columns: [...t.columns].sort(byName) })).sort(byName);
}

const pascal = (name: string): string =>
  name
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

const HEADER = `/**
 * The tables as queries see them. Generated by \`npm run db:types\` from a store the migrations made
 * (db/schema-types.ts, decision 072): do not edit; db/schema-types.test.ts fails when it differs from what the
 * migrations make on SQLite or PostgreSQL. The full-text index is left out (modules/search reaches it in SQL of
 * its own).
 */

import type { ColumnType } from 'kysely';

export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U>
    ? ColumnType<S, I | undefined, U>
    : ColumnType<T, T | undefined, T>;
`;

/** db/schema.ts's text for the tables (formatted as prettier leaves it). */
export function schemaTypesSource(tables: readonly StoreTable[]): string {
  const interfaces = tables.map((t) => {
    const fields = t.columns.map((c) => {
      const type = c.nullable ? `${c.type} | null` : c.type;
      return `  ${c.name}: ${c.generated ? `Generated<${type}>` : type};`;
    });
    return `export interface ${pascal(t.name)} {\n${fields.join('\n')}\n}\n`;
  });
  const db = `export interface DB {\n${tables.map((t) => `  ${t.name}: ${pascal(t.name)};`).join('\n')}\n}\n`;
  return [HEADER, ...interfaces, db].join('\n');
}

/** The text db/schema.ts should hold for the store. */
export const schemaTypesOf = async (db: Db): Promise<string> => schemaTypesSource(await storeTables(db));

/** db/schema.sql's text: every object SQLite keeps, as the migrations wrote it, in type and name order. */
export async function schemaSqlOf(db: Db): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; sql: string }>`
    SELECT type, name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY type, name`.execute(db);
  return rows.map((o) => `-- ${o.type} ${o.name}\n${o.sql};\n`).join('\n');
}
