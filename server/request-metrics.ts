import type express from "express";
import type { DatabaseHandle } from "../database/client.ts";
import { outboxFigures } from "../app/models/outbox.server.ts";
import { logger } from "../app/services/logger.server.ts";
import { freshRenders, gaugeOnScrape, httpDuration, httpRequests, methodLabel, pageCacheLookups, registry } from "../app/services/metrics.server.ts";
import { safeEqual } from "../app/services/secret.server.ts";
import type { PageCache } from "./page-cache.ts";
import type { RouteFacts } from "./route-table.ts";

// Addresses answered before React Router, labelled by what they are.
const FIXED_ROUTES: [RegExp, string][] = [
  [/^\/assets\//, "/assets/*"],
  [/^\/(healthz|readyz|metrics)$/, ""],
];

async function routeLabel(path: string, routeFor: (pathname: string) => Promise<RouteFacts>): Promise<string> {
  for (const [test, label] of FIXED_ROUTES) if (test.test(path)) return label || path;
  try {
    return (await routeFor(path)).pattern;
  } catch {
    return "unmatched";
  }
}

/** Counts and times every request by route pattern, method and status, and the page cache's answers. */
export function measureRequests(routeFor: (pathname: string) => Promise<RouteFacts>): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      void routeLabel(req.path, routeFor).then((route) => {
        const labels = { route, method: methodLabel(req.method), status: String(res.statusCode) };
        httpRequests.inc(labels);
        httpDuration.observe(labels, seconds);
        const cache = String(res.getHeader("X-Cache") ?? "").toLowerCase();
        if (cache === "hit" || cache === "stale" || cache === "miss") pageCacheLookups.inc({ result: cache });
        const page = req.method === "GET" && String(res.getHeader("Content-Type") ?? "").startsWith("text/html");
        if (page && res.statusCode === 200 && cache !== "hit" && cache !== "stale") freshRenders.observe({ route }, seconds);
      });
    });
    next();
  };
}

/** The figures read at each scrape: the page cache, the outbox and the database pool. */
export function measureOnScrape(database: DatabaseHandle, pageCache: PageCache | undefined): void {
  gaugeOnScrape({
    name: "rr_page_cache_entries",
    help: "Pages kept in this process's page cache.",
    collect: (gauge) => gauge.set(pageCache?.size ?? 0),
  });
  gaugeOnScrape({
    name: "rr_page_cache_bytes",
    help: "Bytes kept in this process's page cache (every encoding of every page).",
    collect: (gauge) => gauge.set(pageCache?.bytes ?? 0),
  });
  gaugeOnScrape({
    name: "rr_outbox_emails",
    help: "Emails in the outbox by state: waiting to be sent (pending) or given up after their last attempt (failed).",
    labelNames: ["state"],
    collect: async (gauge) => {
      const figures = await outboxFigures(database.db).catch((error: unknown) => {
        logger.warn({ err: error }, "metrics: outbox figures not read");
        return undefined;
      });
      if (!figures) return;
      gauge.set({ state: "pending" }, figures.waiting);
      gauge.set({ state: "failed" }, figures.failed);
      oldestWaiting = figures.oldestWaitingSeconds;
    },
  });
  let oldestWaiting = 0;
  gaugeOnScrape({
    name: "rr_outbox_oldest_pending_seconds",
    help: "Age of the oldest email waiting to be sent (0 when none waits).",
    collect: (gauge) => gauge.set(oldestWaiting),
  });
  gaugeOnScrape({
    name: "rr_db_pool_connections",
    help: "PostgreSQL pool connections in use and requests waiting for one (absent on the embedded database).",
    labelNames: ["state"],
    collect: (gauge) => {
      const stats = database.poolStats?.();
      if (!stats) return;
      gauge.set({ state: "in_use" }, stats.total - stats.idle);
      gauge.set({ state: "idle" }, stats.idle);
      gauge.set({ state: "waiting" }, stats.waiting);
    },
  });
}

/**
 * GET /metrics in Prometheus's text format, for a scraper presenting `Authorization: Bearer
 * <METRICS_TOKEN>`; without a token configured the address is not there at all (the site's 404).
 */
export function metricsEndpoint(token: string | undefined): express.RequestHandler {
  return (req, res, next) => {
    if (!token) return next();
    const given = /^Bearer (.+)$/.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!safeEqual(given, token)) {
      res.status(401).set({ "WWW-Authenticate": 'Bearer realm="metrics"', "Cache-Control": "no-store" }).type("text/plain").send("Unauthorized");
      return;
    }
    void sendMetrics(res);
  };
}

export async function sendMetrics(res: express.Response): Promise<void> {
  try {
    const text = await registry.metrics();
    res.set({ "Content-Type": registry.contentType, "Cache-Control": "no-store" }).send(text);
  } catch (error) {
    logger.warn({ err: error }, "metrics not read");
    res.status(500).type("text/plain").send("Metrics unavailable");
  }
}
