/**
 * The database connection: embedded PGlite in `${DATA_DIR}/pglite` by default, PostgreSQL (a
 * node-postgres pool) when `DATABASE_URL` is set. One schema and one migration folder serve both.
 *
 * The server runs from the project root (`npm start`, `npm run dev`), so the
 * migrations are found at `${process.cwd()}/drizzle`. This module is also bundled into
 * `build/server/index.js`, where a path relative to `import.meta.url` would point elsewhere.
 *
 * Drizzle's query errors quote the query's parameters (e-mails, password hashes): log
 * `databaseErrorCode(error)` or a message of your own, not the error itself.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { getEnv } from "#app/services/env.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import * as schema from "#app/services/db/schema.server.ts";

type Schema = typeof schema;
export type DatabaseKind = "pglite" | "postgres";

/** Raw results (`db.execute`) of both drivers carry their rows in `rows`. */
export interface RawResult<TRow> {
  rows: TRow[];
}
export interface QueryResultHKT extends PgQueryResultHKT {
  readonly type: RawResult<this["row"]>;
}

/**
 * The query builder both drivers share. Typing `db` as the common `PgDatabase` base (rather than a
 * union of `PgliteDatabase | NodePgDatabase`, whose methods TypeScript cannot call through a union)
 * lets every caller write one query for both; only `db.$client` is out of reach, on purpose.
 */
export type Database = PgDatabase<QueryResultHKT, Schema>;

export interface Connection {
  db: Database;
  kind: DatabaseKind;
}

export interface MigrateOptions {
  /** Defaults to `${process.cwd()}/drizzle`. */
  migrationsFolder?: string;
  /** Schema of drizzle's bookkeeping table; drizzle's default is "drizzle". */
  migrationsSchema?: string;
}

export interface OpenDatabase extends Connection {
  /** Applies the pending migrations. */
  migrate(options?: MigrateOptions): Promise<void>;
  /** Whether migrate() has succeeded on this connection. */
  readonly migrated: boolean;
  /** Whether the server's first-install steps (the blog's seed) have run on it. */
  installStepsDone?: boolean;
  /** Closes the connection; calling it again does nothing. */
  close(): Promise<void>;
}

export interface CreateDatabaseOptions {
  /** A postgres:// URL: node-postgres. Without it, PGlite. */
  url?: string;
  /** PGlite's folder (created with its parents when missing), or "memory://" for a throwaway one. */
  dataDir?: string;
  /** PGlite only: start from a dump of a data folder (`dumpDataDir`), e.g. a test snapshot. */
  loadDataDir?: Blob;
  /** The longest wait for a statement as the client sees it, in ms (PostgreSQL's query_timeout). */
  waitLimitMs?: number;
}

const defaultMigrationsFolder = () => path.resolve(process.cwd(), "drizzle");

// Any fixed 64-bit number: every instance takes the same lock before migrating.
const MIGRATION_LOCK_ID = 7_284_051_236_001;

/** Opens a database that the caller owns (tests, scripts). Not the process-wide one. */
export function createDatabase(
  options: CreateDatabaseOptions = {},
): OpenDatabase {
  return options.url
    ? openPostgres(options.url, options.waitLimitMs)
    : openPglite(
        options.dataDir ?? "memory://",
        options.loadDataDir,
        options.waitLimitMs,
      );
}

/**
 * Every wait on PostgreSQL is bounded, so that a stalled or unreachable server costs a visitor a
 * few seconds and a 503, never a hung request: connecting, each statement (cancelled by the
 * server), each query as the client sees it (when the server cannot even cancel), and a
 * transaction left idle (its locks are freed).
 */
const POSTGRES_LIMITS = {
  connectionTimeoutMillis: 5_000,
  statement_timeout: 5_000,
  query_timeout: 7_000,
  idle_in_transaction_session_timeout: 10_000,
} as const;

/** How long a client whose connection died may stay checked out before the pool takes it back. */
const BROKEN_CLIENT_GRACE_MS = 1_000;

/** The name the site's sessions carry in `pg_stat_activity`. */
export const POSTGRES_APPLICATION_NAME = "dmv-ai-marketing-site";

/** PGlite's answer took longer than the wait limit; the statement still runs when its turn comes. */
export class DatabaseWaitExceeded extends Error {
  constructor(limitMs: number) {
    super(`PGlite did not answer within ${limitMs} ms`);
    this.name = "DatabaseWaitExceeded";
  }
}

/**
 * PGlite runs one statement at a time: a caller waits behind every statement before its own. A
 * wait longer than `limitMs` fails, so that a request answers 503 instead of hanging; the
 * statement itself still runs when its turn comes (PGlite cannot cancel), as PostgreSQL's
 * `query_timeout` leaves it to the server.
 */
function withBoundedWaits(client: PGlite, limitMs: number): PGlite {
  const bounded = <T>(work: Promise<T>): Promise<T> => {
    let timer: NodeJS.Timeout | undefined;
    return Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new DatabaseWaitExceeded(limitMs)),
          limitMs,
        );
      }),
    ]).finally(() => clearTimeout(timer));
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      const value: unknown = Reflect.get(target, property, receiver);
      if (
        (property === "query" ||
          property === "exec" ||
          property === "transaction") &&
        typeof value === "function"
      )
        return (...args: unknown[]) =>
          bounded(Promise.resolve(value.apply(target, args)));
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function openPglite(
  dataDir: string,
  loadDataDir?: Blob,
  waitLimitMs: number = POSTGRES_LIMITS.query_timeout,
): OpenDatabase {
  const inMemory = dataDir.startsWith("memory://");
  // PGlite creates its own folder but not missing parents.
  if (!inMemory) fs.mkdirSync(dataDir, { recursive: true });
  const client = new PGlite(inMemory ? dataDir : path.resolve(dataDir), {
    loadDataDir,
  });
  const db = drizzlePglite({
    client: withBoundedWaits(client, waitLimitMs),
    schema,
  });
  let closing: Promise<void> | undefined;
  let migrated = false;
  return {
    db,
    kind: "pglite",
    get migrated() {
      return migrated;
    },
    async migrate(options = {}) {
      // Unbounded: the first statements wait for PGlite to open its files.
      await migratePglite(
        drizzlePglite({ client, schema }),
        migrationConfig(options),
      );
      migrated = true;
    },
    close() {
      closing ??= client.closed ? Promise.resolve() : client.close();
      return closing;
    },
  };
}

function openPostgres(
  url: string,
  waitLimitMs: number = POSTGRES_LIMITS.query_timeout,
): OpenDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    application_name: POSTGRES_APPLICATION_NAME,
    keepAlive: true,
    ...POSTGRES_LIMITS,
    query_timeout: waitLimitMs,
    // The site's statements are short, or the team's report over bounded days: compiling them
    // (JIT) costs 50 to 130 ms each and never pays back, and the report's distinct counts over a
    // day of events sort in memory with 16 MB instead of spilling to disk.
    options: "-c jit=off -c work_mem=16MB",
  });
  // A connection that the server drops (restart, failover, pg_terminate_backend) emits "error";
  // unhandled, that would end the process. Idle clients report it on the pool, checked-out ones
  // on themselves: the query in progress fails and its request answers 503.
  pool.on("error", (error) =>
    getLogger().warn(
      { code: databaseErrorCode(error) ?? errorCode(error) },
      "PostgreSQL connection lost while idle",
    ),
  );
  const checkedOut = new Set<pg.PoolClient>();
  pool.on("acquire", (client) => checkedOut.add(client));
  pool.on("release", (_error, client) => checkedOut.delete(client));
  pool.on("connect", (client) =>
    client.on("error", (error) => {
      getLogger().warn(
        { code: databaseErrorCode(error) ?? errorCode(error) },
        "PostgreSQL connection lost during a query",
      );
      // The ORM returns a client when its transaction ends, but not when the connection dies
      // before the transaction begins: a client still out a moment later goes back marked
      // broken, so that the pool replaces it instead of shrinking.
      setTimeout(() => {
        if (checkedOut.has(client)) client.release(error);
      }, BROKEN_CLIENT_GRACE_MS).unref();
    }),
  );
  const db = drizzleNodePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  let migrated = false;
  return {
    db,
    kind: "postgres",
    get migrated() {
      return migrated;
    },
    async migrate(options = {}) {
      // Several instances may start together: one migrates while the others wait on the lock,
      // then find nothing left to do. The lock belongs to a session, so the migration has a
      // connection of its own, without the statement limits (waiting for the lock is normal).
      const client = new pg.Client({
        connectionString: url,
        application_name: POSTGRES_APPLICATION_NAME,
        connectionTimeoutMillis: POSTGRES_LIMITS.connectionTimeoutMillis,
      });
      client.on("error", () => {
        // The query in progress fails with the same error, and migrate() throws it.
      });
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        try {
          await migrateNodePg(
            drizzleNodePg({ client, schema }),
            migrationConfig(options),
          );
          migrated = true;
        } finally {
          await client.query("select pg_advisory_unlock($1)", [
            MIGRATION_LOCK_ID,
          ]);
        }
      } finally {
        await client.end().catch(() => {});
      }
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

/** A network error's code (ECONNRESET, ETIMEDOUT), which is safe to log. */
function errorCode(error: unknown): string | undefined {
  return typeof error === "object" && error !== null && "code" in error
    ? String(error.code)
    : undefined;
}

function migrationConfig(options: MigrateOptions) {
  return {
    migrationsFolder: options.migrationsFolder ?? defaultMigrationsFolder(),
    ...(options.migrationsSchema
      ? { migrationsSchema: options.migrationsSchema }
      : {}),
  };
}

// In development, hot reload evaluates this module again; a global keeps the process on one
// database (PGlite allows one process, and one instance, per data folder).
const GLOBAL_KEY = Symbol.for("dmv-ai-marketing-site.database");
const globalStore = globalThis as typeof globalThis & {
  [GLOBAL_KEY]?: OpenDatabase;
};

/**
 * A new connection to the database the environment names: PostgreSQL at DATABASE_URL, else the
 * embedded one in DATA_DIR. The server opens it once per process; a command-line job opens its own.
 */
export function openConfiguredDatabase(): OpenDatabase {
  const env = getEnv();
  return createDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.PGLITE_DIR },
  );
}

function processDatabase(): OpenDatabase {
  let database = globalStore[GLOBAL_KEY];
  if (!database) {
    database = openConfiguredDatabase();
    globalStore[GLOBAL_KEY] = database;
  }
  return database;
}

/** The process-wide database, opened on first use from the environment. */
export function getDatabase(): Connection {
  const { db, kind } = processDatabase();
  return { db, kind };
}

/** Applies pending migrations to the process-wide database (at server start). */
export async function migrateDatabase(
  options: MigrateOptions = {},
): Promise<void> {
  await processDatabase().migrate(options);
}

/** Whether the process-wide database's migrations have been applied (at server start). */
export function isDatabaseMigrated(): boolean {
  return processDatabase().migrated;
}

/** Records that the server's first-install steps (the blog's seed) have run (at server start). */
export function markInstallStepsDone(): void {
  processDatabase().installStepsDone = true;
}

/**
 * Whether the process-wide database can serve the site: migrated and through its first-install
 * steps, so that no page answers from a half-prepared database.
 */
export function isDatabaseReady(): boolean {
  const database = processDatabase();
  return database.migrated && database.installStepsDone === true;
}

/** Runs `select 1`; throws when the database does not answer within `timeoutMs`. */
export async function pingDatabase({
  timeoutMs = 3_000,
}: { timeoutMs?: number } = {}) {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Database ping timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    await Promise.race([getDatabase().db.execute(sql`select 1`), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Closes the process-wide database (on SIGTERM/SIGINT); safe to call when none is open. */
export async function closeDatabase(): Promise<void> {
  const database = globalStore[GLOBAL_KEY];
  // Cleared first: a later getDatabase() opens a fresh one instead of reusing a closing one.
  delete globalStore[GLOBAL_KEY];
  await database?.close();
}

/** SQLSTATE codes the application reacts to. */
export const SqlState = {
  uniqueViolation: "23505",
  foreignKeyViolation: "23503",
  checkViolation: "23514",
} as const;

/**
 * The SQLSTATE of a failed query ("23505" for a duplicate key), looking through drizzle's
 * `DrizzleQueryError` wrapper; undefined for anything that is not a database error.
 */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (
    let depth = 0;
    depth < 5 && typeof current === "object" && current !== null;
    depth++
  ) {
    // Both drivers' DatabaseError carry `severity` and `code`; network errors have no severity.
    if (
      "severity" in current &&
      "code" in current &&
      typeof current.code === "string"
    ) {
      return current.code;
    }
    current = "cause" in current ? current.cause : undefined;
  }
  return undefined;
}

/** SQLSTATEs of a session ended by the server, which may come after a commit it did not confirm. */
const SESSION_ENDED = new Set(["57P01", "57P02"]);
/** node-postgres' messages for a query sent and never answered. */
const UNANSWERED = new Set([
  "Query read timeout",
  "Connection terminated unexpectedly",
]);
/** Network errors of a connection that broke while a query was on it. */
const BROKEN_CONNECTION = new Set(["ECONNRESET", "EPIPE", "ETIMEDOUT"]);

/**
 * Whether a failed statement may still have committed (decision 0020): the client stopped
 * waiting for it (PGlite's wait limit, node-postgres' query_timeout), or its connection broke
 * after it was sent. An error the server answered (a SQLSTATE, the statement_timeout's cancel
 * included) rolled the statement back, and a connection never made sent nothing.
 */
export function mayHaveCommitted(error: unknown): boolean {
  const code = databaseErrorCode(error);
  if (code) return SESSION_ENDED.has(code);
  let current: unknown = error;
  for (
    let depth = 0;
    depth < 5 && typeof current === "object" && current !== null;
    depth++
  ) {
    if (current instanceof DatabaseWaitExceeded) return true;
    if (current instanceof Error && UNANSWERED.has(current.message))
      return true;
    const network = errorCode(current);
    if (network && BROKEN_CONNECTION.has(network)) return true;
    current = "cause" in current ? current.cause : undefined;
  }
  return false;
}
