import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import type { PageCacheHandle } from "../app/services/page-notes.server.ts";

/** What the server needs to know of the route an address reaches, before React Router runs it. */
export interface RouteFacts {
  /**
   * The methods it answers: every page and resource route has a loader (GET, HEAD), and POST only
   * where the deepest matching route has an action. Anything else (OPTIONS, PUT, TRACE, PROPFIND…)
   * is a 405 naming these in its Allow header, answered before React Router, which cannot even
   * build a Request for TRACE.
   */
  methods: string;
  /** Its `handle.pageCache`: anonymous visitors may share its rendered page (server/page-cache-policy.ts). */
  pageCache: boolean;
  /** Its `handle.visitorForms`: it shows spam-checked forms, so its answers start the visitor's form time. */
  visitorForms: boolean;
  /** Its `handle.photoUploads`: it takes a project's photos, so its posts may be far larger than a form's (server/app.ts). */
  photoUploads: boolean;
  /** The route's address pattern ("/provider/:slug"), a bounded label for metrics where the address is not. */
  pattern: string;
}

/** Addresses whose route is kept: a small object each, shared by every address of one route. */
const KNOWN_ADDRESSES = 10_000;

// A single-fetch data request names the page it is for: "/provider/x.data" is /provider/x's, "/_root.data" the home page's.
const DATA_SUFFIX = /(?:\/_root)?\.data$/;

/** Looks up a pathname's route facts in the build, read once in production; in development the build changes with each edit. */
export function routeLookup(build: ServerBuild | (() => Promise<ServerBuild>)): (pathname: string) => Promise<RouteFacts> {
  if (typeof build !== "function") {
    const table = routeTable(build);
    return (pathname) => Promise.resolve(table(pathname));
  }
  return async (pathname) => routeTable(await build())(pathname);
}

/** The facts of the deepest route matching a pathname (a page's or its data request's), read from the build's route modules. */
export function routeTable(build: ServerBuild): (pathname: string) => RouteFacts {
  type Node = RouteObject & { facts: RouteFacts; children: Node[] };
  const nodes = new Map<string, Node>();
  const byId = new Map(Object.values(build.routes).flatMap((route) => (route ? [[route.id, route] as const] : [])));
  const patternOf = (id: string): string => {
    const route = byId.get(id);
    if (!route) return "";
    const parent = route.parentId ? patternOf(route.parentId) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
  };
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const handle = route.module.handle as PageCacheHandle | undefined;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index as false | undefined,
      caseSensitive: route.caseSensitive,
      facts: {
        methods: typeof route.module.action === "function" ? "GET, HEAD, POST" : "GET, HEAD",
        pageCache: handle?.pageCache === true,
        visitorForms: handle?.visitorForms === true,
        photoUploads: handle?.photoUploads === true,
        pattern: patternOf(route.id) || "/",
      },
      children: [],
    });
  }
  const roots: Node[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const none: RouteFacts = { methods: "GET, HEAD", pageCache: false, visitorForms: false, photoUploads: false, pattern: "unmatched" };
  // matchRoutes flattens and ranks every route on each call (about a millisecond for our 65 on this
  // machine), and the server asks on every request: an address's route never changes within a build,
  // so the answer is kept per address, for the most recent ones.
  const known = new LRUCache<string, RouteFacts>({ max: KNOWN_ADDRESSES });
  return (pathname) => {
    const page = pathname.replace(DATA_SUFFIX, "") || "/";
    let facts = known.get(page);
    if (!facts) {
      const leaf = matchRoutes(roots, page, build.basename)?.at(-1)?.route as Node | undefined;
      facts = leaf?.facts ?? none;
      known.set(page, facts);
    }
    return facts;
  };
}
