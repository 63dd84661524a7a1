import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * The floor under the Lighthouse scores: what the same Lighthouse, on the same machine, gives a page
 * with nothing in it (one heading, one paragraph, no style, no script) sent with the site's own
 * response headers. Measured beside the real pages, it says how much of a score the machine and the
 * headers take before the page does anything.
 *
 * It matters because of one header. With `Cross-Origin-Opener-Policy: same-origin` (helmet's default,
 * and ours) Chromium opens the page in a new renderer process, cold: the task that commits the
 * navigation and creates the page's JavaScript context took a median 107–122 ms here instead of
 * 57–64 ms (decision 0032).
 * Lighthouse's simulation (Lantern) runs that task at 4× after its estimated first paint, so it counts
 * as blocking time. Measured 2026-12-07 on this machine, five runs each: the empty page scored 94–100
 * (Total Blocking Time 57–289 ms, median 162 ms) with the header and 100 (0–53 ms) without.
 *
 * A visitor arriving from another site mostly gets a new process anyway (site isolation, or the other
 * site's own opener policy), and the header guards signed-in specialists against cross-window attacks:
 * it stays. The floor without it is measured too, so the report shows what it weighs in the lab.
 */

/** The empty page with every header of the site's, and the same without the opener policy. */
export const FLOOR_PAGES = [
  { page: "floor", path: "/", withOpenerPolicy: true },
  { page: "floor-without-coop", path: "/without-opener-policy", withOpenerPolicy: false },
] as const;

export const FLOOR_HTML =
  '<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="icon" href="data:,"><title>Lighthouse floor</title><meta name="description" content="An empty page with the site\'s response headers."></head>' +
  "<body><h1>Lighthouse floor</h1><p>One heading and one paragraph: no style, no script.</p></body></html>";

/** Headers about the body or this one answer (its length, encoding, cookie, cache state): not the site's policy. */
const NOT_COPIED = new Set([
  "age",
  "cache-control",
  "connection",
  "content-encoding",
  "content-length",
  "content-type",
  "date",
  "etag",
  "keep-alive",
  "last-modified",
  "set-cookie",
  "transfer-encoding",
  "vary",
  "x-cache",
]);

/** The site's policy headers (security, isolation, referrer…), with or without the opener policy. */
export function floorHeaders(site: Headers, withOpenerPolicy: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  site.forEach((value, name) => {
    if (NOT_COPIED.has(name)) return;
    if (!withOpenerPolicy && name === "cross-origin-opener-policy") return;
    headers[name] = value;
  });
  return { ...headers, "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };
}

/**
 * Serves the floor pages on a port of their own, with the headers of the site's home page as it answers
 * now (so they follow any change to the site's headers).
 */
export async function startFloorPages(siteUrl: string): Promise<{ url: string; close: () => Promise<void> }> {
  const site = await fetch(`${siteUrl}/`);
  await site.arrayBuffer();
  if (!site.ok) throw new Error(`${siteUrl}/ answered ${site.status}: no headers to copy for the floor`);
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://floor").pathname;
    const page = FLOOR_PAGES.find((p) => p.path === pathname);
    if (!page) {
      response.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    response.writeHead(200, floorHeaders(site.headers, page.withOpenerPolicy)).end(FLOOR_HTML);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
