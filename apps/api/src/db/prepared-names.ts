/**
 * The names PostgreSQL prepares the precompiled queries' SQL under: precompiled.ts registers each SQL once,
 * database.ts prepares it by that name on each connection. A file of its own, so that neither of the two
 * imports the other (decision 067).
 */
const names = new Map<string, string>();

/** Gives a precompiled query's SQL its name, once: later calls with the same SQL keep it. */
export function registerPrepared(sql: string): void {
  if (!names.has(sql)) names.set(sql, `shop_${names.size + 1}`);
}

/** The name a precompiled query's SQL is prepared under on a PostgreSQL connection, or undefined. */
export const preparedNameOf = (sql: string): string | undefined => names.get(sql);
