import path from "node:path";
import { sql } from "drizzle-orm";
import type { Pool } from "pg";
import type { DatabaseHandle } from "./client.ts";
import { PROJECT_ROOT } from "../app/services/project-root.server.ts";

export const MIGRATIONS_DIR = path.join(PROJECT_ROOT, "database/migrations");

// Any fixed number: every app process agrees on it, so only one migrates at a time.
const MIGRATION_LOCK_ID = 727_100_001;

/**
 * Applies the committed SQL migrations. On PostgreSQL several processes may start
 * together, so the work is serialised with a session-level advisory lock held on one
 * dedicated connection; whoever waits finds the migrations already recorded and does nothing.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.engine === "pglite") {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    await migrate(handle.db as never, { migrationsFolder: MIGRATIONS_DIR });
    return;
  }
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  // A connection of its own without the pool's statement timeouts: a migration, or the wait for
  // another process's, may rightly take longer than any request should.
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: pool.options.connectionString, connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    const db = drizzle(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`);
    try {
      await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`);
    }
  } finally {
    await client.end();
  }
}
