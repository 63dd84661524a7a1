import { getTableColumns } from "drizzle-orm";
import { getAuthTables } from "better-auth/db";
import { describe, expect, it } from "vitest";
import { AUTH_TABLES } from "../models/accounts.server";
import { createAuth } from "./auth.server";
import { createTestDatabase } from "../../tests/test-database";

/**
 * better-auth's own schema check is off (it would demand sessions.ip_address, which we never
 * write): this is the check in its place. Every field of every model better-auth uses must be a
 * column of the Drizzle table it is given, but the session's address.
 */
const NEVER_WRITTEN = new Set(["session.ipAddress"]);

describe("the tables better-auth is given", () => {
  it("have a column for every field it reads or writes, but the session's client address", async () => {
    const handle = await createTestDatabase("pglite");
    try {
      const auth = createAuth({ db: handle.db, secret: "test-secret-test-secret-test-secret-000", appUrl: "http://localhost:3000" });
      const missing: string[] = [];
      for (const [model, table] of Object.entries(getAuthTables(auth.options))) {
        if (model === "rateLimit") continue; // counted in our rate_limits table (customStorage)
        const drizzleTable = AUTH_TABLES[model as keyof typeof AUTH_TABLES];
        expect(drizzleTable, `no table for better-auth's ${model}`).toBeDefined();
        const columns = getTableColumns(drizzleTable);
        for (const [key, field] of Object.entries(table.fields)) {
          if (!((field.fieldName ?? key) in columns) && !NEVER_WRITTEN.has(`${model}.${key}`)) missing.push(`${model}.${key}`);
        }
      }
      expect(missing).toEqual([]);
      // And the one it may not have is given nothing: no client address reaches the database.
      expect("ipAddress" in getTableColumns(AUTH_TABLES.session)).toBe(false);
    } finally {
      await handle.close();
    }
  });
});
