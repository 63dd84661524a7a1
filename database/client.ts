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
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.maxConnections ?? 10);
  return openPglite(path.join(options.dataDir, "pglite"));
}

async function openPostgres(url: string, max: number): Promise<DatabaseHandle> {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
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
