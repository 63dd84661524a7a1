import pg from "pg";
import { createDatabase, dropDatabase } from "../tests/setup/postgres-names.ts";

/**
 * A throw-away PostgreSQL database for one bench run, created on the server that
 * BENCH_DATABASE_URL points at (default: local PostgreSQL, user postgres, trust auth)
 * and dropped afterwards, so the bench never touches anyone's real directory.
 */
export interface ThrowawayDatabase {
  url: string;
  serverVersion: string;
  drop(): Promise<void>;
}

export const DEFAULT_ADMIN_URL = "postgres://postgres@127.0.0.1:5432/postgres";

export async function createThrowawayDatabase(adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_ADMIN_URL): Promise<ThrowawayDatabase> {
  const name = `rr_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 5_000 });
  await admin.connect();
  let serverVersion: string;
  try {
    serverVersion = (await admin.query<{ server_version: string }>("show server_version")).rows[0]!.server_version;
  } finally {
    await admin.end();
  }
  return { url: await createDatabase(adminUrl, name), serverVersion, drop: () => dropDatabase(adminUrl, name) };
}
