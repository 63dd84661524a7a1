import fs from "node:fs";
import path from "node:path";
import type { Rolldown } from "vite";

/**
 * How the browser build is cut into files, where a measured budget needs it: the first-load
 * JavaScript of /, /results and /provider/{slug} (tests/production/first-load.test.ts, gzipped) and
 * Lighthouse on /services/{slug} (npm run bench). Left to itself the bundler gives every module
 * shared by two routes a file of its own, and each file costs bytes that one file holding the same
 * code does not (its own compression, its imports and exports), and a request: Lighthouse's
 * simulated slow connection counts every request made before the largest paint. Each group below
 * says what it saves, measured by building without it (2026-11-26; with all three first ones:
 * 119.3, 123.4 and 123.4 KB):
 *
 * - framework: React, React DOM and React Router, which every page needs. Without it
 *   the three pages load about 1 KB more each (120.3, 124.3, 124.4 KB).
 * - shell: the root route and the public layout (header, footer, toasts) and what they
 *   import, and whatever else all three budgeted pages need. Without it 4.8, 1.8 and 1.9 KB
 *   more (124.1, 125.2, 125.3 KB): the home page would be over its 120 KB.
 * - directory-kit: what /results and /provider need and the home page does not (the contact
 *   reveal, the profile-form plumbing, avatars, star ratings). Without it /results and
 *   /provider load 1.0 KB more each (124.4, 124.4 KB).
 * - catalogue…: the make and service pages' code, one file for what only they need and one per
 *   set of budgeted pages they share the rest with ("catalogue-home-results": the search form's
 *   parts the home and results pages also load), so no page loads a byte it did not before.
 *   Without them /services/{slug} loads 16 files instead of 12, and Lighthouse gave it 94–97
 *   instead of 97–99; the home page 12 files instead of 10 (119.8 instead of 119.5 KB).
 *
 * Everything else is left to the bundler: what only one page needs stays in that page's file,
 * and the pages without a budget (dashboard, admin, forms) get whatever files it makes.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const BUDGETED_PAGES = { home: "routes/site/home.tsx", results: "routes/search/results.tsx", provider: "routes/profile/provider.tsx" };
/** The make and service pages (Lighthouse-budgeted: /services/{slug}), and the place pages (/areas/{area}), which share most of their code. */
const CATALOGUE_PAGES = ["routes/catalogue/service.tsx", "routes/catalogue/vehicle.tsx", "routes/catalogue/area.tsx", "routes/catalogue/area-service.tsx"];
const LAYOUT = ["root.tsx", "routes/site/site-layout.tsx"];
const FOOTER = "components/shell/site-footer.tsx";

type ModuleGraph = Pick<Rolldown.ChunkingContext, "getModuleInfo">;
/** A file's name, and for a catalogue file how many budgeted pages share it (see assignGroups). */
interface Group {
  name: string;
  sharedBy?: number;
}

/** Every file this module names, relative to app/. */
export const NAMED_FILES = [...Object.values(BUDGETED_PAGES), ...CATALOGUE_PAGES, ...LAYOUT, FOOTER];

export function clientChunkGroups(appDir: string): Rolldown.CodeSplittingGroup[] {
  // A renamed route or component would leave its group empty without a word, and a budgeted page
  // heavier: the build stops instead.
  const missing = NAMED_FILES.filter((file) => !fs.existsSync(path.join(appDir, file)));
  if (missing.length > 0) {
    throw new Error(`client-chunks.ts names ${missing.join(", ")}, which match no file in ${appDir}: renamed? Update the names there.`);
  }
  let groups: Map<string, Group> | undefined;
  const groupOf = (id: string, graph: ModuleGraph) => {
    groups ??= assignGroups(new ImportGraph(graph), appDir);
    return groups.get(id) ?? null;
  };
  const named = (name: string) => (id: string, graph: ModuleGraph) => (groupOf(id, graph)?.name === name ? name : null);
  // Where two groups want a module the higher priority wins; a group also takes in what its
  // modules import, unless a group took that already.
  return [
    { name: "framework", test: FRAMEWORK, priority: 7 },
    { debugName: "shell", name: named("shell"), priority: 6 },
    { debugName: "directory-kit", name: named("directory-kit"), priority: 5 },
    // The most shared first: a module's imports are shared by the same pages or more, so each is
    // taken by its own group before a less shared one could take it in with its importer.
    ...[3, 2, 1, 0].map((count) => ({
      debugName: `catalogue shared with ${count}`,
      name: (id: string, graph: ModuleGraph) => {
        const group = groupOf(id, graph);
        return group?.sharedBy === count ? group.name : null;
      },
      priority: 1 + count,
    })),
  ];
}

function assignGroups(graph: ImportGraph, appDir: string): Map<string, Group> {
  const closureOf = (files: string[]) => new Set(files.flatMap((file) => [...graph.closure(path.join(appDir, file))]));
  const layout = closureOf(LAYOUT);
  const home = closureOf([BUDGETED_PAGES.home]);
  const results = closureOf([BUDGETED_PAGES.results]);
  const provider = closureOf([BUDGETED_PAGES.provider]);

  const groups = new Map<string, Group>();
  for (const id of layout) groups.set(id, { name: "shell" });
  // The footer hydrates from a file of its own (site-shell.tsx); what it shares with the home page
  // (the site's facts) stays in the shell rather than becoming a file the home page would fetch apart.
  for (const id of closureOf([FOOTER])) if (home.has(id) && !groups.has(id)) groups.set(id, { name: "shell" });
  for (const id of results) {
    if (groups.has(id) || !provider.has(id)) continue;
    // Third-party code keeps its own files (it changes on other days than ours).
    if (home.has(id)) groups.set(id, { name: "shell" });
    else if (!/[\\/]node_modules[\\/]/.test(id)) groups.set(id, { name: "directory-kit" });
  }
  // The make and service pages' own code: left to the bundler it was eleven files of 0.1–3 KB, and
  // Lighthouse's simulated slow connection counts every request made before the largest paint
  // (/services/{slug} scored 96, 16 scripts). One file for what only they need, and one per set of
  // budgeted pages they share the rest with, so no budgeted page loads a byte more than before.
  // What a budgeted page loads later (its lazy parts: the profile's gallery) counts as sharing
  // too, or that page's lazy file would pull in the whole catalogue file.
  const later = (file: string) => graph.closure(path.join(appDir, file), { withDynamic: true });
  const sharing = Object.entries(BUDGETED_PAGES).map(([page, file]) => ({ page, first: closureOf([file]), later: later(file) }));
  for (const id of closureOf(CATALOGUE_PAGES)) {
    if (groups.has(id) || /[\\/]node_modules[\\/]/.test(id)) continue;
    const sharers = sharing.flatMap(({ page, first, later }) => (first.has(id) ? [page] : later.has(id) ? [`${page}Lazy`] : []));
    groups.set(id, { name: ["catalogue", ...sharers].join("-"), sharedBy: sharers.length });
  }
  return groups;
}

/** Static imports between modules. */
class ImportGraph {
  private closures = new Map<string, Set<string>>();

  constructor(private graph: ModuleGraph) {}

  /**
   * Every module reachable from `root` by static imports (what its page loads first), or by
   * dynamic ones too (what it may load later). The framework is left out: it has its own file.
   */
  closure(root: string, { withDynamic = false } = {}): Set<string> {
    const key = `${withDynamic ? "later" : "first"}:${root}`;
    const cached = this.closures.get(key);
    if (cached) return cached;
    const seen = new Set<string>();
    const queue = [root];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id) || FRAMEWORK.test(id)) continue;
      seen.add(id);
      const info = this.graph.getModuleInfo(id);
      queue.push(...(info?.importedIds ?? []), ...(withDynamic ? (info?.dynamicallyImportedIds ?? []) : []));
    }
    this.closures.set(key, seen);
    return seen;
  }
}
