import fs from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema.ts";
import { acquireDataDirLock } from "./data-dir-lock.ts";

export type Schema = typeof schema;
/** Either engine: both drivers share Drizzle's pg-core query builder. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type Engine = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Resolves once the engine has flushed and released everything it holds. */
  close(): Promise<void>;
  /** A round trip, for readiness checks. */
  ping(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… selects PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** PostgreSQL: the longest any one statement may run (DEFAULT_STATEMENT_TIMEOUT_MS). */
  statementTimeoutMs?: number;
}

/**
 * Under the 15 s a visitor's browser or a proxy typically waits: a statement stuck behind a
 * lock or a frozen server fails (and the page answers 503) while the visitor is still there,
 * rather than completing after they gave up and resubmitted.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
// A server that stops answering altogether cannot time its own statements out: the client does.
const CLIENT_GRACE_MS = 2_000;
const CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.maxConnections ?? 10, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS);
  }
  // PGlite runs inside this process: it cannot hang apart from the app, and has no second
  // connection to hold a lock against a request, so it needs (and supports) no timeouts.
  return openPglite(path.join(options.dataDir, "pglite"));
}

async function openPostgres(url: string, max: number, statementTimeoutMs: number): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    statement_timeout: statementTimeoutMs,
    query_timeout: statementTimeoutMs + CLIENT_GRACE_MS,
    // A transaction left open by a stuck request must not hold its locks (and a connection) for ever.
    idle_in_transaction_session_timeout: statementTimeoutMs * 3,
  });
  // An idle client losing its server (a restart, a failover) must not crash the process.
  pool.on("error", () => {});
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: "postgres",
    close: () => pool.end(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
  };
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dir, { recursive: true });
  // PGlite does not lock its directory, and two processes opening it corrupt it for good.
  const releaseLock = acquireDataDirLock(dir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(dir);
    const db = drizzle(client, { schema }) as unknown as Database;
    return {
      db,
      engine: "pglite",
      close: async () => {
        await client.close();
        releaseLock();
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
