import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { createTestDatabase, TEST_ENGINES } from "../tests/test-database";
import type { DatabaseHandle } from "../database/client";
import { profiles } from "../database/schema";
import { seedDemo } from "./seed";
import { seedDemoIfWanted } from "../server/demo-directory";
import { ensureAdmin } from "../app/services/first-admin.server";
import { SEED_PROFILES } from "./seed-data";
import { findPublicProfile } from "../app/models/public-profile.server";
import { searchProfiles } from "../app/models/profile-search.server";
import { slugify } from "../app/lib/slug";
import { SEED_PROJECTS } from "./seed-projects";
import { publicProjectsOf } from "../app/models/projects.server";

describe.each(TEST_ENGINES)("demo seed on %s", (engine) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(() => handle.close());

  // The server seeds in a process of its own (server/demo-directory.ts); the rules are the same here.
  const inThisProcess = { reopen: () => Promise.resolve(handle), inProcess: true };

  it("loads about 40 approved specialists plus pending and rejected ones, and is idempotent", async () => {
    await seedDemoIfWanted(handle, undefined, inThisProcess);
    if (engine === "postgres") {
      // Unset SEED_DEMO never touches a PostgreSQL database; only an explicit true seeds it.
      expect(await handle.db.select().from(profiles)).toHaveLength(0);
      await seedDemoIfWanted(handle, "true", inThisProcess);
    }
    const counts = await handle.db
      .select({ status: profiles.profileStatus, n: sql<number>`count(*)::int` })
      .from(profiles)
      .groupBy(profiles.profileStatus);
    const byStatus = Object.fromEntries(counts.map((c) => [c.status, c.n]));
    expect(byStatus.approved).toBeGreaterThanOrEqual(38);
    expect(byStatus.pending).toBeGreaterThan(0);
    expect(byStatus.rejected).toBeGreaterThan(0);

    // The gallery's demo projects (#15): approved, with their photos processed like uploads.
    const gallery = await publicProjectsOf(handle.db, (await findPublicProfile(handle.db, slugify(SEED_PROJECTS[0]!.businessName)))!.id);
    expect(gallery.map((p) => p.title)).toEqual([SEED_PROJECTS[0]!.title]);
    expect(gallery[0]!.photos.map((p) => [p.alt, p.width])).toEqual(SEED_PROJECTS[0]!.photos.map((p) => [p.alt, 960]));

    const again = await seedDemo(handle.db);
    expect(again).toEqual({ created: 0, skipped: SEED_PROFILES.length, projects: 0 });
  });

  it("never seeds a database that already has data unless asked", async () => {
    await handle.db.delete(profiles).where(eq(profiles.slug, slugify(SEED_PROFILES[0]!.businessName)));
    await seedDemoIfWanted(handle, undefined, inThisProcess);
    expect(await findPublicProfile(handle.db, slugify(SEED_PROFILES[0]!.businessName))).toBeNull();
    await seedDemoIfWanted(handle, "false", inThisProcess);
    expect(await findPublicProfile(handle.db, slugify(SEED_PROFILES[0]!.businessName))).toBeNull();
  });

  it("keeps pending and rejected demo profiles out of search and profile pages", async () => {
    const all = await searchProfiles(handle.db, { specialty: null, vehicleMake: null, origin: null, sort: "rating", page: 1, pageSize: 500 });
    const hidden = SEED_PROFILES.filter((p) => p.status !== "approved").map((p) => p.businessName);
    expect(hidden.length).toBeGreaterThan(0);
    for (const name of hidden) {
      expect(all.profiles.map((p) => p.businessName)).not.toContain(name);
      expect(await findPublicProfile(handle.db, slugify(name))).toBeNull();
    }
    // Every profile can be found by distance.
    expect(all.profiles.length).toBeGreaterThan(0);
    const located = await handle.db.select({ n: sql<number>`count(*)::int` }).from(profiles).where(sql`latitude is null`);
    expect(located[0]!.n).toBe(0);
  });
});

describe("demo seed on a new embedded database", () => {
  it("still loads the demo directory when the first admin was created before the first start", async () => {
    const handle = await createTestDatabase("pglite");
    try {
      await ensureAdmin(
        { db: handle.db, secret: "seed-test-secret-0123456789abcdefgh", appUrl: "http://localhost:3000" },
        { email: "first-admin@example.com", password: "A-strong#Passw0rd" },
      );
      await seedDemoIfWanted(handle, undefined, { reopen: () => Promise.resolve(handle), inProcess: true });
      const [row] = await handle.db.select({ n: sql<number>`count(*)::int` }).from(profiles);
      expect(row!.n).toBe(SEED_PROFILES.length);
    } finally {
      await handle.close();
    }
  });
});
