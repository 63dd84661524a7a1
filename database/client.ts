import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { PoolClient } from "pg";
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
  /**
   * Calls `listener` with the error of every statement or connection attempt that fails, before
   * the caller sees it: the one place the app learns that the database has gone (a loader that
   * catches the error and carries on cannot hide an outage). PGlite runs inside this process and
   * has no connection to lose, so there it never calls.
   */
  onFailure(listener: (error: unknown) => void): void;
  /** PostgreSQL's connection pool: connections open, idle, and requests waiting for one. PGlite has none. */
  poolStats?(): { total: number; idle: number; waiting: number };
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
  const listeners: ((error: unknown) => void)[] = [];
  const tell = (error: unknown) => {
    for (const listener of listeners) listener(error);
  };
  // Drizzle sends every statement through the pool's query(), or through a client the pool
  // connects for a transaction: watched there, every failure is seen. The listener is attached
  // before the promise is returned, so it runs before the caller's own handlers.
  const watch = <T>(result: T): T => {
    if (result instanceof Promise) result.catch(tell);
    return result;
  };
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
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => watch(query(...args))) as typeof pool.query;
  const connect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  const watchedClients = new WeakSet<PoolClient>();
  pool.connect = ((...args: unknown[]) => {
    // The pool's own query() connects with a callback, and is watched already.
    if (args.length > 0) return connect(...args);
    return watch(connect() as Promise<PoolClient>).then((client) => {
      if (!watchedClients.has(client)) {
        watchedClients.add(client);
        const clientQuery = client.query.bind(client) as (...args: unknown[]) => unknown;
        client.query = ((...args: unknown[]) => watch(clientQuery(...args))) as typeof client.query;
      }
      return client;
    });
  }) as typeof pool.connect;
  const db = drizzle(pool, { schema }) as unknown as Database;
  return {
    db,
    engine: "postgres",
    close: () => pool.end(),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    onFailure: (listener) => void listeners.push(listener),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/**
 * PGlite starts with a server's defaults: 128 MB of shared buffers inside its WebAssembly heap,
 * which grows to whatever it has held and never gives memory back. It reads its files through
 * Node's fs, so the kernel's page cache (which is not this process's memory) keeps them close
 * anyway: a small buffer pool saves a process over 100 MB for a little CPU per fresh page
 * (measured with the bench's 10,000 listings: README "Memory", #28 item 6).
 */
const PGLITE_MEMORY_SETTINGS = ["-c", "shared_buffers=16MB", "-c", "maintenance_work_mem=16MB"];

/**
 * Creates a new directory's cluster (PGlite's initdb) in a child process. Done in this process it
 * peaks at about 750 MB and leaves a few hundred MB held long after (measured: 795 MB resident after
 * creating an empty database, 240 MB for opening the same one later), which a server that created
 * its own database on first start would carry for its whole life (#28 item 6).
 */
async function createClusterInChild(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, "PG_VERSION"))) return;
  const pglite = import.meta.resolve("@electric-sql/pglite");
  const script = `const { PGlite } = await import(${JSON.stringify(pglite)}); const db = await PGlite.create(process.argv[1]); await db.close();`;
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script, dir], { stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`Could not create the embedded database in ${dir} (its process exited with ${code}).`);
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  fs.mkdirSync(dir, { recursive: true });
  // PGlite does not lock its directory, and two processes opening it corrupt it for good.
  const lock = await acquireDataDirLock(dir);
  try {
    await createClusterInChild(dir);
    const { PGlite } = await import("@electric-sql/pglite");
    const { drizzle } = await import("drizzle-orm/pglite");
    const client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, ...PGLITE_MEMORY_SETTINGS] });
    // `npm run backup` while this process holds the directory: only the holder can read it.
    lock.onCommand("backup", async (args) => (await import("./backup.ts")).answerBackupCommand(client, args));
    const db = drizzle(client, { schema }) as unknown as Database;
    return {
      db,
      engine: "pglite",
      close: async () => {
        await client.close();
        lock.release();
      },
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      onFailure: () => {},
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}

/** Rows of a raw SQL query; both drivers answer `{ rows }`, which the shared type cannot express. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
