import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { DatabaseHandle } from "../database/client.ts";
import { hasAnyProfile } from "../app/models/directory-figures.server.ts";
import { logger } from "../app/services/logger.server.ts";
import { PROJECT_ROOT } from "../app/services/project-root.server.ts";

export interface SeedOptions {
  /** Opens the database again, after the seed's own process has closed it (PGlite has one holder). */
  reopen: () => Promise<DatabaseHandle>;
  /** Development: seed in this process, from the sources (the built tool may be stale). */
  inProcess?: boolean;
}

/**
 * docs/design.md §4 SEED_DEMO: true seeds, false never does, unset seeds an embedded database
 * that has no profiles at all (never a PostgreSQL one, which is someone's real directory).
 * Profiles, not accounts, decide it: an operator who creates the first admin before the
 * first start must still get the demo directory. Resolves with the handle to go on with.
 */
export async function seedDemoIfWanted(handle: DatabaseHandle, setting: "true" | "false" | undefined, options: SeedOptions): Promise<DatabaseHandle> {
  if (setting === "false") return handle;
  if (setting === undefined && (handle.engine !== "pglite" || (await hasAnyProfile(handle.db)))) return handle;
  const seedTool = path.join(PROJECT_ROOT, "build/cli/seed.js");
  if (options.inProcess || !fs.existsSync(seedTool)) {
    // Imported only when wanted: the fictional directory's copy is no part of a real site's server.
    const { seedDemo } = await import("../scripts/seed.ts");
    logger.info(await seedDemo(handle.db), "demo directory seeded");
    return handle;
  }
  // In a process of its own (`npm run seed`'s): drawing and encoding the demo's photos and loading
  // them leaves a process holding a few hundred MB it never needs again (libvips' allocations, the
  // embedded database's heap, which only grows); a child's memory goes back when it exits (#28 item 6).
  if (handle.engine === "pglite") await handle.close();
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [seedTool], { env: process.env, stdio: ["ignore", "inherit", "inherit"] });
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`the demo directory's seed exited with ${code}`);
  logger.info("demo directory seeded");
  return handle.engine === "pglite" ? options.reopen() : handle;
}
