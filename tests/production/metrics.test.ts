import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storageFor } from "./postgres-cluster";
import { freePort, startServer, type ServerProcess } from "./server-process";
import { profileSlugs } from "./site-client";

const TOKEN = "metrics-token-0123456789abcdef";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** The value of one series in Prometheus's text format (0 when it is not there yet). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  let total = 0;
  for (const line of text.split("\n")) {
    if (line.startsWith("#")) continue;
    const match = /^([a-zA-Z_:][\w:]*)(?:\{([^}]*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? "").split(",");
    if (wanted.every((label) => present.includes(label))) total += Number(match[3]);
  }
  return total;
}

/** Every label value of every series: what a scan of random addresses must not be able to grow. */
function labelValues(text: string): string[] {
  return [...text.matchAll(/\w+="([^"]*)"/g)].map((match) => match[1]!);
}

describe.each(["pglite", "postgres"] as const)("metrics on %s", (engine) => {
  let server: ServerProcess;
  let metricsPort: number;
  let remove: () => Promise<void>;
  beforeAll(async () => {
    const storage = await storageFor(engine);
    remove = storage.remove;
    metricsPort = await freePort();
    // On PGlite the site's port serves them for the token; on PostgreSQL only a port of their own does.
    const metricsEnv: Record<string, string> = engine === "pglite" ? { METRICS_TOKEN: TOKEN } : { METRICS_PORT: String(metricsPort) };
    server = await startServer({ dataDir: storage.dataDir, databaseUrl: storage.databaseUrl, env: { SEED_DEMO: "true", TRUST_PROXY: "1", ...metricsEnv } });
  });
  afterAll(async () => {
    await server?.stop();
    await remove?.();
  });

  const scrape = async () => {
    const response =
      engine === "pglite"
        ? await fetch(`${server.url}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } })
        : await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.text();
  };

  it("is never public: no token, a wrong one, or no metrics configured on the site's port", async () => {
    if (engine === "pglite") {
      expect((await fetch(`${server.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${server.url}/metrics`, { headers: { Authorization: "Bearer not-the-token-at-all" } })).status).toBe(401);
    } else {
      // No METRICS_TOKEN: the address is not there at all.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404);
    }
  });

  it("moves with the traffic: requests by route pattern, the page cache, fresh renders, refusals, outbox, pool, memory", async () => {
    const before = await scrape();
    const [slug] = await profileSlugs(server.url, 1);
    const page = (path: string) => fetch(`${server.url}${path}`, { headers: { "User-Agent": BROWSER, "Accept-Encoding": "br" } }).then(async (r) => ({ status: r.status, cache: r.headers.get("x-cache"), body: await r.text() }));
    const first = await page("/about");
    const second = await page("/about");
    expect([first.cache, second.cache]).toEqual(["MISS", "HIT"]);
    expect((await page(`/provider/${slug}`)).status).toBe(200);
    expect((await page("/no-such-page-7c1f")).status).toBe(404);
    const refused = await fetch(`${server.url}/contact`, {
      method: "POST",
      headers: { Origin: "https://elsewhere.example", "Content-Type": "application/x-www-form-urlencoded", "User-Agent": BROWSER },
      body: "name=x",
    });
    expect(refused.status).toBe(403);
    // A request's figures are counted when its answer has finished.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await scrape();
    const moved = (name: string, labels: Record<string, string> = {}) => valueOf(after, name, labels) - valueOf(before, name, labels);

    expect(moved("rr_http_requests_total", { route: "/about", method: "GET", status: "200" })).toBe(2);
    expect(moved("rr_http_requests_total", { route: "/provider/:slugOrId", method: "GET", status: "200" })).toBeGreaterThanOrEqual(1);
    expect(moved("rr_http_request_duration_seconds_count", { route: "/about" })).toBe(2);
    expect(moved("rr_http_requests_total", { route: "/*", method: "GET", status: "404" })).toBe(1);
    expect(moved("rr_page_cache_lookups_total", { result: "miss" })).toBeGreaterThanOrEqual(1);
    expect(moved("rr_page_cache_lookups_total", { result: "hit" })).toBeGreaterThanOrEqual(1);
    expect(moved("rr_page_render_seconds_count", { route: "/about" })).toBe(1);
    expect(moved("rr_refusals_total", { kind: "cross_site_refused" })).toBe(1);
    expect(valueOf(after, "rr_page_cache_entries")).toBeGreaterThan(0);
    expect(valueOf(after, "rr_page_cache_bytes")).toBeGreaterThan(1000);
    expect(after).toMatch(/^rr_outbox_emails\{state="pending"\} \d+$/m);
    expect(after).toMatch(/^rr_outbox_emails\{state="failed"\} 0$/m);
    expect(after).toMatch(/^rr_outbox_oldest_pending_seconds \d/m);
    expect(after).toMatch(/^rr_db_statement_timeouts_total 0$/m);
    expect(valueOf(after, "process_resident_memory_bytes")).toBeGreaterThan(10_000_000);
    expect(after).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    if (engine === "postgres") {
      expect(valueOf(after, "rr_db_pool_connections", { state: "idle" }) + valueOf(after, "rr_db_pool_connections", { state: "in_use" })).toBeGreaterThan(0);
      expect(after).toMatch(/^rr_db_pool_connections\{state="waiting"\} 0$/m);
    } else {
      expect(after).not.toMatch(/^rr_db_pool_connections\{/m);
    }
    // Labels are patterns, never the addresses asked for.
    const labels = labelValues(after);
    expect(labels).not.toContain(`/provider/${slug}`);
    expect(labels.some((label) => label.includes("no-such-page"))).toBe(false);
  });
});
