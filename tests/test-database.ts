import crypto from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { openDatabase, type DatabaseHandle, type Database, type Engine } from "../database/client";
import * as schema from "../database/schema";
import { createDatabase, dropDatabase, postgresTemplateName } from "./setup/postgres-names";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set (as CI does). */
export const TEST_ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

let templateDump: Buffer | undefined;

/** A fresh, migrated, empty database of the given engine, private to the caller. */
export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  return engine === "pglite" ? createPglite() : createPostgres();
}

async function createPglite(): Promise<DatabaseHandle> {
  templateDump ??= fs.readFileSync(inject("pgliteTemplatePath"));
  const client = await PGlite.create({ loadDataDir: new Blob([new Uint8Array(templateDump)]) });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    engine: "pglite",
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
    // In-process, as the app's own PGlite: no connection to lose.
    onFailure: () => {},
  };
}

async function createPostgres(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL!;
  const name = `${postgresTemplateName(adminUrl).replace(/_tmpl$/, "")}_${crypto.randomBytes(5).toString("hex")}`.slice(-63);
  const url = await createDatabase(adminUrl, name, postgresTemplateName(adminUrl));
  const handle = await openDatabase({ databaseUrl: url, dataDir: "", maxConnections: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await dropDatabase(adminUrl, name);
    },
  };
}
