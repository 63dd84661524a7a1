import type { DatabaseHandle } from "../database/client.ts";
import { hasAnyProfile } from "../app/models/directory-figures.server.ts";
import { logger } from "../app/services/logger.server.ts";

/**
 * docs/design.md §4 SEED_DEMO: true seeds, false never does, unset seeds an embedded database
 * that has no profiles at all (never a PostgreSQL one, which is someone's real directory).
 * Profiles, not accounts, decide it: an operator who creates the first admin before the
 * first start must still get the demo directory.
 */
export async function seedDemoIfWanted(handle: DatabaseHandle, setting: "true" | "false" | undefined) {
  if (setting === "false") return;
  if (setting === undefined && (handle.engine !== "pglite" || (await hasAnyProfile(handle.db)))) return;
  // Imported only when wanted: the fictional directory's copy is no part of a real site's server.
  const { seedDemo } = await import("../scripts/seed.ts");
  const result = await seedDemo(handle.db);
  logger.info(result, "demo directory seeded");
}
