import type { MiddlewareFunction } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../app/routes";
import { routerContextOf, type RequestContext } from "../app/context";

interface RouteModule {
  middleware?: MiddlewareFunction<Response>[];
  loader?: (args: never) => unknown;
  action?: (args: never) => unknown;
}

const appModules = import.meta.glob<RouteModule>(["../app/root.tsx", "../app/routes/**/*.{ts,tsx}", "!../app/routes/**/*.server.ts", "!../app/routes/**/*.test.{ts,tsx}"]);

/** Every route module with the modules of its parents (root first), as app/routes.ts nests them. */
async function routeChains(): Promise<Map<RouteModule, RouteModule[]>> {
  const root = await appModules["../app/root.tsx"]!();
  const chains = new Map<RouteModule, RouteModule[]>([[root, [root]]]);
  const walk = async (entries: RouteConfigEntry[], parents: RouteModule[]) => {
    for (const entry of entries) {
      const module = await appModules[`../app/${entry.file}`]!();
      const chain = [...parents, module];
      chains.set(module, chain);
      await walk(entry.children ?? [], chain);
    }
  };
  await walk(await routes, [root]);
  return chains;
}

let chains: Promise<Map<RouteModule, RouteModule[]>> | undefined;

/**
 * Calls a route's loader or action as React Router does: the middleware of the root, of each
 * parent in app/routes.ts and of the route itself run first, in order, on one router context.
 * What the middleware or the handler throws (a redirect, a 404) is thrown on, as by the handler alone.
 */
export async function runRoute<M extends RouteModule, K extends "loader" | "action">(
  module: M,
  kind: K,
  args: { request: Request; context: RequestContext; params?: Record<string, string> },
): Promise<Awaited<ReturnType<NonNullable<M[K]>>>> {
  const chain = (await (chains ??= routeChains())).get(module);
  if (!chain) throw new Error("not a route module of app/routes.ts");
  const handler = module[kind] as ((args: never) => unknown) | undefined;
  if (!handler) throw new Error(`the route has no ${kind}`);
  const url = new URL(args.request.url);
  const routeArgs = { request: args.request, url, pattern: url.pathname, params: args.params ?? {}, context: routerContextOf(args.context) };
  const middleware = chain.flatMap((m) => m.middleware ?? []);
  const dispatch = async (index: number): Promise<unknown> => {
    if (index === middleware.length) return handler(routeArgs as never);
    let result: unknown;
    let called = false;
    const next = async () => {
      called = true;
      result = await dispatch(index + 1);
      return result as Response;
    };
    await middleware[index]!(routeArgs as never, next);
    // Like React Router: a middleware that does not call next() has it called once it is done.
    return called ? result : dispatch(index + 1);
  };
  return (await dispatch(0)) as never;
}
