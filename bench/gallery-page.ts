import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, desc, eq } from "drizzle-orm";
import { openDatabase } from "../database/client.ts";
import { migrateDatabase } from "../database/migrate.ts";
import { profiles } from "../database/schema.ts";
import { seedDemoIfWanted } from "../server/demo-directory.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startServer } from "../tests/production/server-process.ts";
import { insertProject } from "../tests/project-fixtures.ts";
import { GALLERY_PROJECTS } from "../e2e/gallery-projects.ts";
import { measureFirstLoad } from "./first-load.ts";
import { runLighthouse } from "./lighthouse.ts";

/**
 * `npx tsx bench/gallery-page.ts`: issue #15's check of the profile page with a gallery of
 * twelve photos (e2e/gallery-projects.ts) added to the demo directory's top-rated listing: its
 * first-load JavaScript and LIGHTHOUSE_RUNS (1) rounds of Lighthouse (performance ≥ 95 wanted).
 * Reports go to bench/results/lighthouse-gallery-<round>.json. BENCH_PORT (3451).
 */
const root = path.resolve(import.meta.dirname, "..");
const resultsDir = path.join(root, "bench/results");
const rounds = Number(process.env.LIGHTHOUSE_RUNS ?? 1);

buildIfNeeded();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "rr-gallery-"));
const handle = await openDatabase({ dataDir });
await migrateDatabase(handle);
await seedDemoIfWanted(handle, "true", { reopen: () => Promise.resolve(handle), inProcess: true });
const [profile] = await handle.db
  .select({ id: profiles.id, slug: profiles.slug })
  .from(profiles)
  .where(and(eq(profiles.profileStatus, "approved")))
  .orderBy(desc(profiles.ratingAverage))
  .limit(1);
for (const project of GALLERY_PROJECTS) await insertProject(handle.db, profile!.id, project);
await handle.close();

const server = await startServer({ port: Number(process.env.BENCH_PORT ?? 3451), dataDir });
try {
  const pagePath = `/provider/${profile!.slug}`;
  const firstLoad = await measureFirstLoad(server.url, path.join(root, "build/client"), pagePath);
  console.log(`${pagePath}: ${(firstLoad.jsGzipBytes / 1000).toFixed(1)} KB of first-load JavaScript in ${firstLoad.jsFiles} files`);
  for (let round = 0; round < rounds; round++) {
    const [scores] = await runLighthouse(server.url, [{ page: "gallery", path: pagePath }], resultsDir);
    const report = path.join(resultsDir, "lighthouse-gallery.json");
    const { audits } = JSON.parse(fs.readFileSync(report, "utf8")) as { audits: Record<string, { numericValue?: number }> };
    fs.renameSync(report, path.join(resultsDir, `lighthouse-gallery-${round}.json`));
    const ms = (id: string) => Math.round(audits[id]?.numericValue ?? NaN);
    console.log(
      `performance ${scores!.performance}, accessibility ${scores!.accessibility}, best practices ${scores!.bestPractices}, SEO ${scores!.seo}` +
        ` | FCP ${ms("first-contentful-paint")} LCP ${ms("largest-contentful-paint")} TBT ${ms("total-blocking-time")}` +
        ` CLS ${(audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)} ${scores!.failedAudits.join("; ")}`,
    );
  }
} finally {
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
