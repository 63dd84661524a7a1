import { describe, expect, it } from "vitest";
import { withScriptsAfterFirstPaint } from "./entry.server";
import { AFTER_PAINT, AFTER_PAINT_BOOT } from "./lib/after-paint";

const page = (nonce: string) =>
  Buffer.from(
    `<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/>` +
      `<link rel="modulepreload" href="/assets/framework.js"/></head><body><main>Hello</main>` +
      `<script${nonce}>window.__ctx = {}</script><script${nonce} type="module" async="">import * as route0 from "/assets/root.js";\nimport("/assets/entry.js");</script>` +
      `<script${nonce}>window.__ctx.stream.close()</script></body></html>`,
  );

describe("withScriptsAfterFirstPaint", () => {
  it("sends the preloads and React Router's module script inert, with the script that starts them after the first paint", () => {
    const nonce = ' nonce="abc123"';
    const out = withScriptsAfterFirstPaint(page(nonce), "abc123").toString();
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).not.toMatch(/<script[^>]* type="module"/);
    expect(out.match(new RegExp(`<link rel="${AFTER_PAINT}" fetchPriority="low" href="/assets/[a-z]+\\.js"/>`, "g"))).toHaveLength(2);
    // Everything else is as it was, the inert script's text included: on a cached page its hash allows the copy that runs.
    expect(
      out
        .replaceAll(`<link rel="${AFTER_PAINT}" fetchPriority="low"`, '<link rel="modulepreload"')
        .replace(` type="${AFTER_PAINT}"`, ' type="module"')
        .replace(`<script${nonce}>${AFTER_PAINT_BOOT}</script>`, ""),
    ).toBe(page(nonce).toString());
    // The starter comes right after the script it starts, with the response's nonce.
    expect(out).toContain(`import("/assets/entry.js");</script><script${nonce}>${AFTER_PAINT_BOOT}</script><script${nonce}>window.__ctx.stream.close()`);
  });

  it("gives the starter no nonce attribute when the response has none, and leaves a page without scripts alone", () => {
    const out = withScriptsAfterFirstPaint(page(""), "").toString();
    expect(out).toContain(`<script>${AFTER_PAINT_BOOT}</script>`);
    const plain = Buffer.from("<html><body><p>Outage</p></body></html>");
    expect(withScriptsAfterFirstPaint(plain, "n")).toBe(plain);
  });

  it("starts them from paint timing, at once in a hidden tab, and after 3 s at the latest", () => {
    expect(AFTER_PAINT_BOOT).toContain('getEntriesByName("first-contentful-paint")');
    expect(AFTER_PAINT_BOOT).toContain('document.visibilityState==="hidden"');
    expect(AFTER_PAINT_BOOT).toContain("setTimeout(go,3000)");
    expect(AFTER_PAINT_BOOT).toContain('document.head.append(m)');
    // It is valid JavaScript.
    expect(() => new Function(AFTER_PAINT_BOOT)).not.toThrow();
  });
});
