/**
 * The shop's queries go through Kysely (docs/decisions/040): one typed definition of each query that compiles for
 * SQLite (better-sqlite3) and for PostgreSQL (pg). `Db` is what repositories take; inside a transaction they take
 * the transaction, which is a `Db` too.
 */
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type LogConfig,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import { openDatabase, type SqliteDb } from './connection.js';
import { preparedNameOf } from './prepared-names.js';
import { SqliteIntegerLimitsPlugin } from './sqlite-integer-limits.js';
import type { DB } from './schema.js';

export type Db = Kysely<DB>;
export type Dialect = 'sqlite' | 'postgres';

/** How many compiled statements a SQLite connection keeps prepared (Kysely prepares on every call otherwise). */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely over one better-sqlite3 connection. Kysely's SQLite driver prepares every statement it runs; the wrapper
 * keeps the most recent ones prepared (a Map in insertion order serves as the LRU), which is what the repositories
 * did by hand with `db.prepare` before.
 */
export function kyselyOf(sqlite: SqliteDb, log?: LogConfig): Db {
  const prepared = new Map<string, ReturnType<SqliteDb['prepare']>>();
  const database = {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = prepared.get(sql);
      if (statement) {
        prepared.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (prepared.size >= STATEMENT_CACHE_SIZE) prepared.delete(prepared.keys().next().value as string);
      }
      prepared.set(sql, statement);
      return statement;
    },
  };
  return new Kysely<DB>({
    dialect: new ImmediateSqliteDialect({ database }),
    log,
    plugins: [new SqliteIntegerLimitsPlugin()],
  });
}

/**
 * Kysely's SQLite driver, with two changes. Transactions take the write lock when they begin (BEGIN IMMEDIATE),
 * as the repositories' transactions did before: a read-then-write transaction then never fails half-way with
 * SQLITE_BUSY because another process (`npm run push`, a second server on the file) wrote in between; it waits
 * (busy_timeout). And the one connection passes from query to query in a queue: Kysely's own lock wakes every
 * waiting query each time it is released (each checks and waits again), which with 20 requests in flight was
 * dozens of wake-ups per query. Here a release hands the connection to the query that has waited longest, and a
 * query that finds it free takes it at once. A transaction still holds it from begin to commit or rollback, so
 * no other request's query runs inside it.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  #connection: DatabaseConnection | null = null;
  #busy = false;
  readonly #waiting: ((connection: DatabaseConnection) => void)[] = [];

  override async init(): Promise<void> {
    await super.init();
    // The base driver's lock is taken once, here, and never given back: this driver lends the connection.
    this.#connection = await super.acquireConnection();
  }

  override acquireConnection(): Promise<DatabaseConnection> {
    const connection = this.#connection;
    if (connection === null) return Promise.reject(new Error('The SQLite driver is not initialised'));
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(connection);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  override releaseConnection(): Promise<void> {
    const next = this.#waiting.shift();
    if (next && this.#connection) next(this.#connection);
    else this.#busy = false;
    return Promise.resolve();
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];
  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }
  override createDriver(): SqliteDriver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/** The store a node runs on: its query connection and, on SQLite, the raw connection beneath it. */
export type Store = {
  db: Db;
  /**
   * The catalogue reads' connections. On PostgreSQL a second pool of the same size, so that a read never
   * queues behind checkouts and cart writes holding every connection of the first (it connects on first use);
   * on SQLite the one connection.
   */
  readDb: Db;
  dialect: Dialect;
  /** The better-sqlite3 connection (SQLite only): the demo seed's bulk loads and tests' fixtures. */
  sqlite: SqliteDb | null;
  /** Ends the connections (the pool's, or the file's). */
  close: () => Promise<void>;
};

// PostgreSQL's bigint and numeric come as strings by default: the shop's integers (ids, cents, counts)
// fit a JavaScript number, and every query's row types say number.
const INT8_OID = 20;
const NUMERIC_OID = 1700;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID || oid === NUMERIC_OID
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

declare module 'pg' {
  interface PoolConfig {
    /** Run-time settings sent when a connection starts (`-c name=value`); pg sends it, @types/pg leaves it out. */
    options?: string;
  }
}

/**
 * Kysely over a pool of connections to the PostgreSQL database at `url`. `log` (both stores): Kysely's logger,
 * which sees every statement run (a test records a route's statements to check their query plans).
 */
export function kyselyOfPostgres(url: string, poolSize = 10, log?: LogConfig): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    types: pgTypes,
    // An unreachable server or a drained pool fails a request after 10 s instead of holding it; a transaction
    // left idle (a stuck node) gives up its row locks after a minute.
    connectionTimeoutMillis: 10_000,
    idle_in_transaction_session_timeout: 60_000,
    keepAlive: true,
    // No JIT compilation: the shop's queries are short, and a row estimate that crosses jit_above_cost (a table
    // not yet analyzed) would spend hundreds of milliseconds compiling a query that runs in one.
    options: '-c jit=off',
  });
  // An idle connection the server ends (a restart, a failover) is an 'error' on the pool: without a listener
  // it would end the process. The pool drops that connection and the next query opens a new one.
  pool.on('error', () => undefined);
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool: preparing(pool) }), log });
}

/**
 * The pool as Kysely sees it, with the precompiled queries (precompiled.ts) run as named prepared statements:
 * each connection has the server parse and plan one once, then only binds its arguments. Other SQL (an IN
 * list of any length) stays unnamed, so that no connection prepares statements without end.
 */
function preparing(pool: pg.Pool): PostgresPool {
  // One wrapper per pooled connection: Kysely keys its connection state by the object connect() returns.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // Kysely's other form of query (a cursor) is used only for streaming, which the dialect is not given.
    const query = ((sql: string, values: unknown[]) => {
      const name = preparedNameOf(sql);
      return name ? client.query({ name, text: sql, values }) : client.query(sql, values);
    }) as unknown as PostgresPoolClient['query'];
    return {
      query,
      release: (destroy?: boolean) => client.release(destroy),
      // The backend's pid, for Kysely's cancelling of an aborted query (an undocumented member of pg's Client).
      get processID() {
        return (client as unknown as { processID?: number }).processID;
      },
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
    // Kysely 0.29 opens a control connection with `Client` and these options to cancel an aborted query; with
    // no Client given it cancels over a pooled connection instead (the shop aborts no query today).
    options: {},
  };
}

/** The store the configuration names: PostgreSQL at databaseUrl when set, else SQLite at databasePath. */
export function openStore(config: {
  databasePath: string;
  databaseUrl: string | null;
  databasePoolSize: number;
  log?: LogConfig;
}): Store {
  if (config.databaseUrl) {
    const db = kyselyOfPostgres(config.databaseUrl, config.databasePoolSize, config.log);
    const readDb = kyselyOfPostgres(config.databaseUrl, config.databasePoolSize, config.log);
    return {
      db,
      readDb,
      dialect: 'postgres',
      sqlite: null,
      close: async () => {
        await Promise.all([db.destroy(), readDb.destroy()]);
      },
    };
  }
  const sqlite = openDatabase(config.databasePath);
  const db = kyselyOf(sqlite, config.log);
  return { db, readDb: db, dialect: 'sqlite', sqlite, close: () => db.destroy() };
}
