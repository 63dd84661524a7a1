import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { MIGRATIONS_DIR, migrateDatabase } from "../../database/migrate";
import { openDatabase } from "../../database/client";
import { postgresTemplateName, withDatabase } from "./postgres-names";

/**
 * Builds each engine's migrated template once per run. PGlite's first start costs
 * seconds, so workers load a dump of the template instead; PostgreSQL test databases
 * are cloned from a template database with CREATE DATABASE … TEMPLATE.
 */
export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-test-"));
  const client = await PGlite.create();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const dumpPath = path.join(dir, "pglite-template.tar");
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", dumpPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (adminUrl) {
    const template = postgresTemplateName(adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists "${template}"`);
    await admin.query(`create database "${template}"`);
    const handle = await openDatabase({ databaseUrl: withDatabase(adminUrl, template), dataDir: dir, maxConnections: 2 });
    await migrateDatabase(handle);
    await handle.close();
    dropTemplate = async () => {
      await admin.query(`drop database if exists "${template}" with (force)`);
      await admin.end();
    };
  }

  return async () => {
    await dropTemplate();
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
  }
}
