import path from "node:path";
import { openDatabase, type Database } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { loadEnv } from "../app/services/env.server.ts";
import { resolveSecret } from "../app/services/secret.server.ts";
import { setOutboxSecret } from "../app/services/outbox-seal.server.ts";

/**
 * Runs a command-line tool's work on the configured database (DATABASE_URL, or PGlite in DATA_DIR),
 * migrated first and closed afterwards, with the secret and address the server would use. With
 * PGlite the server must not be running: the data directory has one holder at a time.
 */
export async function withCliDatabase<T>(
  work: (deps: { db: Database; secret: string; appUrl: string }) => Promise<T>,
): Promise<T> {
  const env = loadEnv();
  const dataDir = path.resolve(env.DATA_DIR);
  const handle = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir,
    maxConnections: 2,
  });
  try {
    await migrateDatabase(handle);
    const secret = resolveSecret(env.AUTH_SECRET, dataDir);
    // The tools queue mail too (an admin's reset link): sealed like the server's.
    setOutboxSecret(secret);
    return await work({
      db: handle.db,
      secret,
      appUrl: env.APP_URL,
    });
  } finally {
    await handle.close();
  }
}
