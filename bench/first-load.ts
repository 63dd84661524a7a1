import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { AFTER_PAINT } from "../app/lib/after-paint.ts";

/**
 * What the home page makes a first-time visitor download before it is interactive:
 * every script it preloads or imports (and, transitively, what those import
 * statically) and every stylesheet it links, each gzipped as the server would send it.
 * Lazily imported chunks (import("…")) are not first load and are left out.
 */
export interface FirstLoad {
  jsFiles: number;
  jsGzipBytes: number;
  cssFiles: number;
  cssGzipBytes: number;
  /** The HTML document itself, gzipped (informational: it carries the loader data). */
  htmlGzipBytes: number;
}

const gzipSize = (content: Buffer | string) => zlib.gzipSync(content).length;

function attributeValues(html: string, tag: RegExp, attribute: string): string[] {
  const values: string[] = [];
  for (const [element] of html.matchAll(tag)) {
    const match = new RegExp(`\\s${attribute}="([^"]+)"`).exec(element);
    if (match) values.push(match[1]!);
  }
  return values;
}

/**
 * Every script a page's HTML preloads or imports, and what those import statically, as
 * asset paths ("/assets/…"). Lazily imported chunks (import("…") inside them) are left out.
 */
export function pageScripts(html: string, clientDir: string): Set<string> {
  const scripts = new Set<string>([
    // Preloads, as sent (inert until the page has painted: app/entry.server.tsx) or made real.
    ...attributeValues(html, new RegExp(`<link[^>]*rel="(?:modulepreload|${AFTER_PAINT})"[^>]*>`, "g"), "href"),
    ...attributeValues(html, /<script[^>]*\ssrc="[^"]+"[^>]*>/g, "src"),
  ]);
  // The inline module script that boots React Router: `import … from "/assets/…"` and `import("/assets/entry…")`.
  for (const [, url] of html.matchAll(/(?:from\s*|import\s*\(?\s*)"(\/assets\/[^"]+\.js)"/g)) scripts.add(url!);
  // Static imports inside the chunks themselves (minified: `from"./x.js"`, `import"./x.js"`).
  const queue = [...scripts];
  while (queue.length > 0) {
    const url = queue.pop()!;
    const code = fs.readFileSync(assetFile(clientDir, url), "utf8");
    for (const [, relative] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) {
      const resolved = new URL(relative!, new URL(url, ORIGIN)).pathname;
      if (!scripts.has(resolved)) {
        scripts.add(resolved);
        queue.push(resolved);
      }
    }
  }
  return scripts;
}

// Only paths matter here: asset addresses are resolved against any origin to get them.
const ORIGIN = "http://localhost";
const assetFile = (clientDir: string, url: string) => path.join(clientDir, new URL(url, ORIGIN).pathname);

/** A built asset's size gzipped, as the server would send it. */
export const assetGzipBytes = (clientDir: string, url: string) => gzipSize(fs.readFileSync(assetFile(clientDir, url)));

export async function measureFirstLoad(baseUrl: string, clientDir: string, pagePath = "/"): Promise<FirstLoad> {
  const html = await (await fetch(`${baseUrl}${pagePath}`, { headers: { accept: "text/html" } })).text();
  const scripts = pageScripts(html, clientDir);
  const stylesheets = attributeValues(html, /<link[^>]*rel="stylesheet"[^>]*>/g, "href");

  const total = (urls: Iterable<string>) => [...urls].reduce((sum, url) => sum + assetGzipBytes(clientDir, url), 0);
  return {
    jsFiles: scripts.size,
    jsGzipBytes: total(scripts),
    cssFiles: stylesheets.length,
    cssGzipBytes: total(stylesheets),
    htmlGzipBytes: gzipSize(html),
  };
}
