import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FLOOR_HTML, FLOOR_PAGES, startFloorPages } from "./lighthouse-floor";

// A stand-in for the site: its home page answers with policy headers and with headers of that one answer.
let site: http.Server;
let siteUrl: string;
beforeAll(async () => {
  site = http.createServer((_request, response) => {
    response
      .writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "default-src 'self';script-src 'self' 'sha256-abc='",
        "cross-origin-opener-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "strict-origin-when-cross-origin",
        "set-cookie": "rr_sid=visitor; Path=/; HttpOnly",
        "cache-control": "no-cache",
        "x-cache": "HIT",
      })
      .end("<!doctype html><title>Home</title><main>The site</main>");
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

describe("Lighthouse floor pages (bench/lighthouse-floor.ts)", () => {
  it("sends the empty page with the site's policy headers, and again without its opener policy", async () => {
    const floor = await startFloorPages(siteUrl);
    try {
      const [withPolicy, withoutPolicy] = await Promise.all(FLOOR_PAGES.map(({ path }) => fetch(`${floor.url}${path}`)));
      for (const response of [withPolicy!, withoutPolicy!]) {
        expect(response.status).toBe(200);
        expect(await response.text()).toBe(FLOOR_HTML);
        expect(response.headers.get("content-security-policy")).toBe("default-src 'self';script-src 'self' 'sha256-abc='");
        expect(response.headers.get("origin-agent-cluster")).toBe("?1");
        expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
        expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
        // Not policy: the visitor's cookie and this answer's cache state stay with the site's answer.
        expect(response.headers.get("set-cookie")).toBeNull();
        expect(response.headers.get("x-cache")).toBeNull();
        expect(response.headers.get("cache-control")).toBe("no-store");
      }
      expect(withPolicy!.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(withoutPolicy!.headers.get("cross-origin-opener-policy")).toBeNull();
      expect((await fetch(`${floor.url}/other`)).status).toBe(404);
    } finally {
      await floor.close();
    }
  });

  it("is an empty page: no style, no script, nothing but a heading and a paragraph", () => {
    expect(FLOOR_HTML).not.toMatch(/<(script|style|img)\b/i);
    // Its one link is an empty icon, so the browser asks for no /favicon.ico (a 404 is a console error).
    expect(FLOOR_HTML.match(/<link\b[^>]*>/g)).toEqual(['<link rel="icon" href="data:,">']);
    expect(FLOOR_HTML.match(/<(h1|p)>/g)).toEqual(["<h1>", "<p>"]);
  });
});
