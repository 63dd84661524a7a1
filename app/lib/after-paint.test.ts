import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT, AFTER_PAINT_BOOT } from "./after-paint";

/**
 * The boot script run against a stand-in document: what it touches of the DOM is small (links and
 * scripts found by selector, one script created and appended), and the stand-in MessageChannel lets
 * the test deliver each task by hand, to see what each one does.
 */
function bootInHiddenTab(linkCount: number) {
  const links = Array.from({ length: linkCount }, (_, index) => ({ rel: AFTER_PAINT, href: `/assets/chunk-${index}.js` }));
  const inert = { nonce: "abc", textContent: 'import("/assets/entry.client.js");' };
  const appended: { type?: string; nonce?: string; textContent?: string }[] = [];
  const pending: (() => void)[] = [];
  let closed = false;
  class StandInChannel {
    port1 = { onmessage: null as null | (() => void), close: () => (closed = true) };
    port2 = { postMessage: () => pending.push(() => this.port1.onmessage?.()) };
  }
  const document = {
    visibilityState: "hidden",
    querySelectorAll: (selector: string) => (selector === `link[rel="${AFTER_PAINT}"]` ? links : []),
    querySelector: (selector: string) => (selector === `script[type="${AFTER_PAINT}"]` ? inert : null),
    createElement: () => ({}),
    head: { append: (element: (typeof appended)[number]) => appended.push(element) },
  };
  vm.runInNewContext(AFTER_PAINT_BOOT, { document, MessageChannel: StandInChannel, setTimeout: () => 0 });
  const live = () => links.filter((link) => link.rel === "modulepreload").length;
  const runNextTask = () => pending.shift()!();
  return { live, appended, pending, runNextTask, closed: () => closed };
}

describe("the script that starts a page's scripts after its first paint", () => {
  it("makes one preload real per task, then runs React Router's script, with its nonce, once all are", () => {
    const boot = bootInHiddenTab(4);
    // A hidden tab starts at once: the first link in that same task, and no more.
    expect(boot.live()).toBe(1);
    for (const expected of [2, 3, 4]) {
      expect(boot.pending).toHaveLength(1);
      expect(boot.appended).toEqual([]);
      boot.runNextTask();
      expect(boot.live()).toBe(expected);
    }
    boot.runNextTask();
    expect(boot.appended).toEqual([{ type: "module", nonce: "abc", textContent: 'import("/assets/entry.client.js");' }]);
    expect(boot.pending).toHaveLength(0);
    expect(boot.closed()).toBe(true);
  });

  it("runs the script at once when the page has no preloads", () => {
    const boot = bootInHiddenTab(0);
    expect(boot.appended).toHaveLength(1);
    expect(boot.pending).toHaveLength(0);
  });
});
