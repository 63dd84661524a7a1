import path from "node:path";
import type { Rolldown } from "vite";

/**
 * How the browser build is cut into files, where a first-load budget needs it
 * (tests/production/first-load.test.ts: /, /results and /provider/{slug}, gzipped). Left to
 * itself the bundler gives every module shared by two routes a file of its own, and each file
 * costs bytes that one file holding the same code does not (its own compression, its imports
 * and exports). Each group below says what it saves, measured by building without it
 * (2026-11-26; with all three: 119.3, 123.4 and 123.4 KB):
 *
 * - framework: React, React DOM and React Router, which every page needs. Without it
 *   the three pages load about 1 KB more each (120.3, 124.3, 124.4 KB).
 * - shell: the root route and the public layout (header, footer, toasts) and what they
 *   import, and whatever else all three budgeted pages need. Without it 4.8, 1.8 and 1.9 KB
 *   more (124.1, 125.2, 125.3 KB): the home page would be over its 120 KB.
 * - directory-kit: what /results and /provider need and the home page does not (the contact
 *   reveal, the profile-form plumbing, avatars, star ratings). Without it /results and
 *   /provider load 1.0 KB more each (124.4, 124.4 KB).
 *
 * Everything else is left to the bundler: what only one page needs stays in that page's file,
 * and the pages without a budget (dashboard, admin, forms) get whatever files it makes.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const BUDGETED_PAGES = { home: "routes/home.tsx", results: "routes/results.tsx", provider: "routes/provider.tsx" };
const LAYOUT = ["root.tsx", "routes/site-layout.tsx"];

type ModuleGraph = Pick<Rolldown.ChunkingContext, "getModuleInfo">;
type Group = "shell" | "directory-kit";

export function clientChunkGroups(appDir: string): Rolldown.CodeSplittingGroup[] {
  let groups: Map<string, Group> | undefined;
  const groupOf = (id: string, graph: ModuleGraph) => {
    groups ??= assignGroups(new ImportGraph(graph), appDir);
    return groups.get(id) ?? null;
  };
  // Where two groups want a module the higher priority wins; a group also takes in what its
  // modules import, unless a group took that already.
  return [
    { name: "framework", test: FRAMEWORK, priority: 3 },
    { debugName: "shell", name: (id, graph) => (groupOf(id, graph) === "shell" ? "shell" : null), priority: 2 },
    { debugName: "directory-kit", name: (id, graph) => (groupOf(id, graph) === "directory-kit" ? "directory-kit" : null), priority: 1 },
  ];
}

function assignGroups(graph: ImportGraph, appDir: string): Map<string, Group> {
  const closureOf = (files: string[]) => new Set(files.flatMap((file) => [...graph.closure(path.join(appDir, file))]));
  const layout = closureOf(LAYOUT);
  const home = closureOf([BUDGETED_PAGES.home]);
  const results = closureOf([BUDGETED_PAGES.results]);
  const provider = closureOf([BUDGETED_PAGES.provider]);

  const groups = new Map<string, Group>();
  for (const id of layout) groups.set(id, "shell");
  for (const id of results) {
    if (groups.has(id) || !provider.has(id)) continue;
    // Third-party code keeps its own files (it changes on other days than ours).
    if (home.has(id)) groups.set(id, "shell");
    else if (!/[\\/]node_modules[\\/]/.test(id)) groups.set(id, "directory-kit");
  }
  return groups;
}

/** Static imports between modules. */
class ImportGraph {
  private closures = new Map<string, Set<string>>();

  constructor(private graph: ModuleGraph) {}

  /** Every module reachable from `root` (the framework left out: it has its own file). */
  closure(root: string): Set<string> {
    const cached = this.closures.get(root);
    if (cached) return cached;
    const seen = new Set<string>();
    const queue = [root];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id) || FRAMEWORK.test(id)) continue;
      seen.add(id);
      queue.push(...(this.graph.getModuleInfo(id)?.importedIds ?? []));
    }
    this.closures.set(root, seen);
    return seen;
  }
}
