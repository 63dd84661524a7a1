import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import pg from "pg";
import { createTestDatabase, TEST_ENGINES } from "../tests/test-database";
import type { DatabaseHandle } from "./client";
import { openDatabase, queryRows } from "./client";
import { migrateDatabase } from "./migrate";
import { withDatabase } from "../tests/setup/postgres-names";

const TABLES = [
  "users",
  "sessions",
  "accounts",
  "verifications",
  "two_factors",
  "profiles",
  "profile_logos",
  "contact_requests",
  "reviews",
  "user_roles",
  "analytics_events",
  "rate_limits",
  "analytics_daily_counts",
];

describe.each(TEST_ENGINES)("schema on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  it("has every table", async () => {
    const rows = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = rows.map((row) => row.table_name);
    for (const table of TABLES) expect(names).toContain(table);
  });

  it("has the indexes search needs", async () => {
    const rows = await queryRows<{ indexname: string; indexdef: string }>(
      handle.db,
      sql`select indexname, indexdef from pg_indexes where tablename = 'profiles'`,
    );
    const defs = Object.fromEntries(rows.map((row) => [row.indexname, row.indexdef]));
    expect(defs.profiles_specialties_gin).toMatch(/USING gin \(specialties\)/);
    expect(defs.profiles_vehicle_makes_gin).toMatch(/USING gin \(vehicle_makes\)/);
    expect(defs.profiles_status_created_idx).toMatch(/profile_status, created_at/);
    expect(defs.profiles_slug_unique).toMatch(/UNIQUE/);
  });

  it("has dropped what better-auth no longer uses (#28 item 3): its limiter table and the session's client address", async () => {
    const tables = await queryRows<{ n: number }>(
      handle.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'auth_rate_limits'`,
    );
    expect(tables[0]!.n).toBe(0);
    const columns = await queryRows<{ column_name: string }>(
      handle.db,
      sql`select column_name from information_schema.columns where table_schema = 'public' and table_name = 'sessions'`,
    );
    const names = columns.map((row) => row.column_name);
    expect(names).toContain("user_agent");
    expect(names).not.toContain("ip_address");
  });

  it("re-applying migrations is a no-op", async () => {
    const applied = async () => queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const before = await applied();
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    expect(await applied()).toEqual(before);
  });

  it("enforces the status and rating rules in the database itself", async () => {
    await expect(
      handle.db.execute(
        sql`insert into profiles (slug, business_name, contact_person, email, phone, address, city, postcode, profile_status)
            values ('x', 'X', 'Y', 'x@example.com', '0123456789', '1 St', 'Leeds', 'LS1 1AA', 'published')`,
      ),
    ).rejects.toThrow();
  });
});

// Only where PostgreSQL is configured (CI always sets it); PGlite is single-process by design.
if (process.env.TEST_DATABASE_URL) describe("migrations on PostgreSQL", () => {
  it("are applied once when several processes start together", async () => {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `rr_migrate_race_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = withDatabase(adminUrl, name);
    const handles = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ databaseUrl: url, dataDir: "", maxConnections: 2 })),
    );
    try {
      await Promise.all(handles.map((h) => migrateDatabase(h)));
      const applied = await queryRows<{ n: number }>(
        handles[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const files = await import("node:fs").then((fs) =>
        fs.readdirSync(new URL("./migrations", import.meta.url)).filter((f) => f.endsWith(".sql")),
      );
      expect(applied[0]!.n).toBe(files.length);
    } finally {
      await Promise.all(handles.map((h) => h.close()));
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    }
  });
});
