import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

/**
 * The methods an address answers: every page and resource route has a loader (GET, HEAD), and
 * POST only where the deepest matching route has an action. Anything else (OPTIONS, PUT,
 * TRACE, PROPFIND…) is a 405 naming these in its Allow header, answered before React Router,
 * which cannot even build a Request for TRACE.
 */
export function allowedMethods(build: ServerBuild): (pathname: string) => string {
  type Node = RouteObject & { hasAction: boolean; children: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(build.routes)) {
    if (!route) continue;
    nodes.set(route.id, {
      id: route.id,
      path: route.path,
      index: route.index as false | undefined,
      caseSensitive: route.caseSensitive,
      hasAction: typeof route.module.action === "function",
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
  return (pathname) => {
    const leaf = matchRoutes(roots, pathname, build.basename)?.at(-1)?.route as Node | undefined;
    return leaf?.hasAction ? "GET, HEAD, POST" : "GET, HEAD";
  };
}
