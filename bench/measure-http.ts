import { createRequire } from "node:module";
import autocannon from "autocannon";
import { summarise, type LatencySummary } from "./stats.ts";

/**
 * autocannon appends every response body to a string (`body += chunk`: a UTF-8 decode of each
 * compressed chunk) for options the bench does not use (expectBody, verifyBody, onResponse).
 * Profiled, that was 33–45% of the load generator's CPU; on two cores shared with the server,
 * it made the generator what limits a page's figure, in proportion to the page's size (a cached
 * 14 KB results page: 5,000 requests a second, while the server idled 56% of the time; the 1 KB
 * static file hardly paid it). Bodies are still read and counted (`bytes`), just not kept.
 */
const PipelinedRequestsQueue = createRequire(import.meta.url)("autocannon/lib/pipelinedRequestsQueue.js") as {
  prototype: { addBody?: (data: Buffer) => void };
};
if (typeof PipelinedRequestsQueue.prototype.addBody !== "function") {
  throw new Error("autocannon's PipelinedRequestsQueue.addBody is gone: check bench/measure-http.ts against the new version");
}
PipelinedRequestsQueue.prototype.addBody = () => {};

/**
 * One route under load with autocannon: closed-loop connections, each sending its next
 * request as soon as the previous answer arrives, cycling through `paths` so varied
 * requests (different searches, different profiles) are spread over all connections.
 * Latency percentiles come from every response (autocannon's own histogram has no p95).
 */
export interface RouteLoad {
  route: string;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latency: LatencySummary;
  /** Responses other than 2xx, and socket errors or timeouts: any of them spoils the figure. */
  failures: number;
}

// What a browser sends for a page: without these the server would skip compression and
// serve a cheaper response than real visitors get. Not a crawler, so page views are recorded.
const BROWSER_HEADERS = {
  accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "accept-language": "en-GB,en;q=0.9",
  "user-agent":
    "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36",
};

export interface LoadOptions {
  baseUrl: string;
  route: string;
  paths: readonly string[];
  /** Sent with every request, on top of a browser's. */
  headers?: Record<string, string>;
  connections: number;
  durationSeconds: number;
}

export function loadRoute({ baseUrl, route, paths, headers, connections, durationSeconds }: LoadOptions): Promise<RouteLoad> {
  if (paths.length === 0) throw new Error(`no paths to load for ${route}`);
  let next = 0;
  const times: number[] = [];
  let failures = 0;
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSeconds,
        headers: { ...BROWSER_HEADERS, ...headers },
        requests: [
          {
            setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length]! }),
          },
        ],
      },
      (error: unknown, result) => {
        if (error) return reject(error instanceof Error ? error : new Error(String(error)));
        resolve({
          route,
          connections,
          requests: times.length,
          requestsPerSecond: times.length / result.duration,
          latency: summarise(times),
          failures: failures + result.errors,
        });
      },
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      times.push(responseTime);
      if (statusCode < 200 || statusCode > 299) failures++;
    });
  });
}

/**
 * A short unrecorded run first: JIT, plan caches and the database's buffers warm up. Every path is
 * asked for once before it, a few at a time, so a cached route's figure measures cached pages: 200
 * profiles rendered at 12–20 ms each (more on PGlite, whose queries share the process) would otherwise
 * still be rendering into the measured run.
 */
export async function warmUp(options: Omit<LoadOptions, "connections" | "durationSeconds">, seconds: number) {
  const headers = { ...BROWSER_HEADERS, ...options.headers };
  const queue = [...new Set(options.paths)];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      await (await fetch(options.baseUrl + path, { headers })).arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  await loadRoute({ ...options, connections: 10, durationSeconds: seconds });
}
