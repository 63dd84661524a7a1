import path from "node:path";
import type { Rolldown } from "vite";

/**
 * How the browser build is cut into files. Left to itself the bundler gives every module
 * shared by two routes its own file: the home page needed 33 scripts, and on a phone
 * connection each costs a round trip before the page is interactive. Instead:
 *
 * - framework: React, React DOM and React Router, needed by every page;
 * - shell: the root route and the public layout (header, footer, toasts), and what the
 *   home page shares with other pages (search form, cards, badges, icons, page metadata),
 *   which nearly every page needs anyway;
 * - directory-kit: what two of the results, provider, service and vehicle pages and the
 *   home page's lower half share (provider cards' parts, contact reveal, the catalogue page
 *   layout);
 * - deferred-shell: the shell's parts loaded after the first load (~/components/deferred-shell).
 *
 * Whatever else a route needs stays in its own file, so the dashboard's forms, the enquiry
 * dialog and the like still load only where they are used.
 */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/;
const DIRECTORY_PAGES = [
  "routes/results.tsx",
  "routes/provider.tsx",
  "routes/service.tsx",
  "routes/vehicle.tsx",
  // The home page's lower half, which loads after the first load and shows provider cards too.
  "components/home-sections.tsx",
];
const ICON = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]/;
/** Third-party code other than icons keeps its own files: the directory-kit must stay small. */
const ownCodeOrIcon = (id: string) => !/[\\/]node_modules[\\/]/.test(id) || ICON.test(id);
const ICON_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

type ModuleGraph = Pick<Rolldown.ChunkingContext, "getModuleInfo">;

export function clientChunkGroups(appDir: string): Rolldown.CodeSplittingGroup[] {
  const shellRoots = [path.join(appDir, "root.tsx"), path.join(appDir, "routes/site-layout.tsx")];
  // Every module passes the first group's `test` before any `name` function runs: it keeps the list.
  const modules: string[] = [];
  let kits: Map<string, Kit> | undefined;

  const kitOf = (id: string, graph: ModuleGraph) => {
    kits ??= assignKits(new ImportGraph(graph), modules, appDir);
    return kits.get(id);
  };
  // Declared in the order the bundler runs them; where two groups want a module, the higher
  // priority wins. A group also takes in what its modules import, unless taken already.
  return [
    {
      name: "framework",
      test: (id) => {
        modules.push(id);
        return FRAMEWORK.test(id);
      },
      priority: 4,
    },
    {
      debugName: "shell",
      name: (id, graph) => (shellRoots.includes(id) || kitOf(id, graph) === "shell" ? "shell" : null),
      priority: 3,
    },
    {
      name: "deferred-shell",
      test: /[\\/]app[\\/]components[\\/](mobile-nav-links|provider-skeleton)\.tsx$/,
      priority: 3,
    },
    {
      debugName: "directory-kit",
      name: (id, graph) => (kitOf(id, graph) === "directory-kit" ? "directory-kit" : null),
      priority: 2,
    },
  ];
}

type Kit = "shell" | "directory-kit";

/** The shared modules that go to the shell or the directory-kit (the rest are left to the bundler). */
function assignKits(graph: ImportGraph, modules: string[], appDir: string): Map<string, Kit> {
  const kits = new Map<string, Kit>();
  for (const id of sharedWithHome(graph, modules, path.join(appDir, "routes/home.tsx"))) kits.set(id, "shell");
  const pagesUsing = new Map<string, number>();
  for (const page of DIRECTORY_PAGES) {
    for (const id of graph.closure(path.join(appDir, page))) pagesUsing.set(id, (pagesUsing.get(id) ?? 0) + 1);
  }
  // An icon one of those pages needs and some other route too would otherwise be a file of its own.
  const entriesUsing = new Map<string, number>();
  for (const entry of modules.filter((id) => graph.isEntry(id))) {
    for (const id of graph.closure(entry)) if (ICON.test(id)) entriesUsing.set(id, (entriesUsing.get(id) ?? 0) + 1);
  }
  for (const [id, count] of pagesUsing) {
    if (kits.has(id) || !ownCodeOrIcon(id)) continue;
    if (count >= 2 || (ICON.test(id) && (entriesUsing.get(id) ?? 0) >= 2)) kits.set(id, "directory-kit");
  }
  return kits;
}

/** Modules the home page imports (directly or not) that another route imports too. */
function sharedWithHome(graph: ImportGraph, modules: string[], home: string): Set<string> {
  const homeModules = graph.closure(home);
  const elsewhere = new Set<string>();
  for (const entry of modules) {
    if (!graph.isEntry(entry) || homeModules.has(entry) || graph.imports(entry).includes(home)) continue;
    for (const id of graph.closure(entry)) if (homeModules.has(id) && id !== home) elsewhere.add(id);
  }
  return elsewhere;
}

/**
 * Static imports between modules, except that an import of lucide-react's index counts
 * as imports of the icons named in it: the index re-exports every icon, and following it
 * would make each page that shows one icon look as if it used them all.
 */
class ImportGraph {
  private iconFiles: Map<string, string> | undefined;
  private closures = new Map<string, Set<string>>();

  constructor(private graph: ModuleGraph) {}

  isEntry(id: string): boolean {
    return this.graph.getModuleInfo(id)?.isEntry ?? false;
  }

  imports(id: string): string[] {
    const info = this.graph.getModuleInfo(id);
    if (!info) return [];
    const index = info.importedIds.find((imported) => ICON_INDEX.test(imported));
    if (!index) return [...info.importedIds];
    const icons = [...(info.code ?? "").matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)]
      .flatMap(([, names]) => names!.split(","))
      .map((name) => this.iconFile(index, name.trim().split(/\s+as\s+/)[0]!));
    return [...info.importedIds.filter((imported) => imported !== index), ...icons.filter((file) => file !== undefined)];
  }

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
      queue.push(...this.imports(id));
    }
    this.closures.set(root, seen);
    return seen;
  }

  private iconFile(index: string, name: string): string | undefined {
    if (!this.iconFiles) {
      this.iconFiles = new Map();
      const code = this.graph.getModuleInfo(index)?.code ?? "";
      for (const [, names, file] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
        for (const exported of names!.split(",")) {
          const alias = exported.trim().split(/\s+as\s+/).at(-1);
          if (alias) this.iconFiles.set(alias, path.join(path.dirname(index), file!));
        }
      }
    }
    return this.iconFiles.get(name);
  }
}
