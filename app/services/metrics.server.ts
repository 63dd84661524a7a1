import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { SecurityEvent } from "~/models/events.server";

// What an operator scrapes at /metrics (README "Metrics"): one registry per process, its figures
// since the process started. Labels are route patterns and fixed sets (methods, statuses, kinds),
// never raw addresses, so a scan of random URLs cannot grow it.

export const registry = new Registry();
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export const httpRequests = new Counter({
  name: "rr_http_requests_total",
  help: "Requests answered, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  registers: [registry],
});

export const httpDuration = new Histogram({
  name: "rr_http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by route pattern, method and status.",
  labelNames: ["route", "method", "status"] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: "rr_page_cache_lookups_total",
  help: "Public page requests answered from the page cache (hit, stale) or rendered for it (miss).",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const freshRenders = new Histogram({
  name: "rr_page_render_seconds",
  help: "Time to answer a page rendered afresh (a page-cache miss, or a page that is never cached).",
  labelNames: ["route"] as const,
  buckets: SECONDS,
  registers: [registry],
});

export const statementTimeouts = new Counter({
  name: "rr_db_statement_timeouts_total",
  help: "Statements cancelled at their time limit (PostgreSQL); each answered its request with 503.",
  registers: [registry],
});

export const refusals = new Counter({
  name: "rr_refusals_total",
  help: "Requests refused by a rate limit, the spam checks or the same-origin check, by kind and the action or form concerned.",
  labelNames: ["kind", "action"] as const,
  registers: [registry],
});

export function countRefusal(event: SecurityEvent): void {
  const action = event.kind === "rate_limited" ? event.action : event.kind === "spam_refused" ? event.form : "";
  refusals.inc({ kind: event.kind, action });
}

const METHODS = new Set(["GET", "HEAD", "POST"]);
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "other");

/** Gauges read when scraped: each is asked for its figure then, never kept up to date between scrapes. */
export function gaugeOnScrape(options: { name: string; help: string; labelNames?: readonly string[]; collect: (gauge: Gauge) => void | Promise<void> }) {
  const existing = registry.getSingleMetric(options.name);
  if (existing) registry.removeSingleMetric(options.name);
  const { collect: read, ...config } = options;
  return new Gauge({
    ...config,
    labelNames: options.labelNames ?? [],
    registers: [registry],
    async collect() {
      await read(this);
    },
  });
}
