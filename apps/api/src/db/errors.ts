/**
 * Constraint errors of either store, told apart in one place: better-sqlite3 names them by an extended
 * code ('SQLITE_CONSTRAINT_UNIQUE') and a message ('UNIQUE constraint failed: orders.idempotency_key'),
 * pg by the SQLSTATE on `err.code` ('23505') with the key in `err.detail` ('Key (idempotency_key)=...').
 */

type DbError = { code?: unknown; message?: unknown; detail?: unknown; constraint?: unknown };

const fieldsOf = (err: unknown): DbError => (typeof err === 'object' && err !== null ? (err as DbError) : {});

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The columns of the violated key: SQLite's message lists them ('... failed: orders.a, orders.b'), PostgreSQL's
 * detail too ('Key (a, b)=(...) already exists.').
 */
function keyColumns(err: DbError): string[] {
  const listed =
    /constraint failed: (.*)$/.exec(text(err.message))?.[1] ??
    /^Key \(([^)]*)\)=/.exec(text(err.detail))?.[1];
  return (listed ?? '').split(',').map((c) => c.trim().split('.').at(-1) ?? '');
}

function isViolation(err: unknown, sqlite: readonly string[], sqlstate: string): boolean {
  const e = fieldsOf(err);
  const code = text(e.code);
  const matches =
    code === sqlstate ||
    sqlite.some(
      (kind) =>
        code === `SQLITE_CONSTRAINT_${kind}` || text(e.message).startsWith(`${kind} constraint failed`),
    );
  return matches;
}

/** A unique (or primary key) violation; given a column, only one on a key holding that column. */
export const isUniqueViolation = (err: unknown, column?: string): boolean =>
  isViolation(err, ['UNIQUE', 'PRIMARYKEY'], '23505') &&
  (column === undefined || keyColumns(fieldsOf(err)).includes(column));

/**
 * Text PostgreSQL cannot store (a NUL character: SQLSTATE 22021, or one the encoding lacks: 22P05). SQLite
 * stores any text, so this is PostgreSQL's only: the request was bad, not the server (lib/error-handler.ts).
 */
export const isUnstorableText = (err: unknown): boolean =>
  ['22021', '22P05'].includes(text(fieldsOf(err).code));
