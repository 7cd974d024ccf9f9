/**
 * Hot queries of a fixed shape (a cart by its token, its lines) compiled once per dialect instead of on every
 * call: Kysely builds and compiles a query each time it runs, which on the cart's paths cost more than SQLite
 * running it. The query is built with a stand-in for each argument; each call runs the same SQL with the
 * arguments put where the stand-ins were. On PostgreSQL the SQL is also a named prepared statement on each
 * connection (database.ts), so the server parses and plans it once per connection, not on every call.
 *
 * A list spread as the arguments (an `IN` list) compiles once per length, up to MAX_PRECOMPILED_ARGS; a longer
 * one is compiled on each call, as any query. An argument the builder transforms (`token.trim()`) would hide
 * its stand-in: the first compile refuses that with an error, so a test of the query finds the mistake.
 */
import type { Compilable, CompiledQuery, QueryResult } from 'kysely';
import { dialectOf } from './dialect.js';
import type { Db } from './database.js';
import { registerPrepared } from './prepared-names.js';

type Param = string | number;

/** Above this many arguments a query is compiled on each call: a bounded number of shapes per query. */
export const MAX_PRECOMPILED_ARGS = 32;

/**
 * `build(ex, ...args)` compiled once per dialect; the answer runs it on `ex` (the store, or a transaction)
 * with `args`. Arguments are strings or numbers, each used by the query as it is given.
 */
export function precompiled<A extends Param[], O>(
  build: (ex: Db, ...args: A) => Compilable<O>,
): (ex: Db, ...args: A) => Promise<QueryResult<O>> {
  const shapes = new Map<string, { query: CompiledQuery<O>; slots: number[] }>();

  const compile = (ex: Db, arity: number) => {
    // Stand-ins no caller passes: a NUL cannot be stored in PostgreSQL text.
    const standIns = Array.from({ length: arity }, (_, i) => `\u0000arg${i}\u0000`);
    const query = build(ex, ...(standIns as A)).compile();
    const slots = query.parameters.map((p) => standIns.indexOf(p as string));
    for (let i = 0; i < arity; i++)
      if (!slots.includes(i))
        throw new Error(`precompiled: argument ${i} must appear in the query as it is given:\n${query.sql}`);
    // database.ts prepares these (and only these) by name on PostgreSQL.
    registerPrepared(query.sql);
    return { query, slots };
  };

  return (ex, ...args) => {
    if (args.length > MAX_PRECOMPILED_ARGS) return ex.executeQuery<O>(build(ex, ...args).compile());
    const shape = `${dialectOf(ex)}/${args.length}`;
    let compiled = shapes.get(shape);
    if (!compiled) {
      compiled = compile(ex, args.length);
      shapes.set(shape, compiled);
    }
    const { query, slots } = compiled;
    const parameters = query.parameters.map((p, i) => (slots[i]! >= 0 ? args[slots[i]!] : p));
    return ex.executeQuery<O>({ ...query, parameters });
  };
}
