import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * Playwright has no `expect.requireAssertions` (Vitest's configs have it, issue #26 item 6): this holds
 * the browser tests to the same rule from their source. Every `test(…)` (and `test.each`'s) body must
 * call `expect` or a helper named `expect…` (`expectNoAxeViolations`, `expectAccessibleAtBothSizes`),
 * or a browser test could pass by asserting nothing.
 */

const E2E = path.resolve(import.meta.dirname, "../e2e");
const ASSERTS = /\bexpect\w*\s*[(.]/;

/** Each browser test's title and whether its body asserts, from one spec's source. */
export function testsOf(file: string, text: string): { title: string; asserts: boolean }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: { title: string; asserts: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(source);
      const [title, body] = node.arguments;
      const isTest = callee === "test" || callee === "test.only" || callee === "test.fixme" || callee === "test.fail";
      if (isTest && title && body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body))) {
        found.push({ title: title.getText(source), asserts: ASSERTS.test(body.body.getText(source)) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe("browser tests (e2e/*.spec.ts)", () => {
  const specs = fs.readdirSync(E2E).filter((file) => file.endsWith(".spec.ts"));

  it("every test asserts something", () => {
    const tests = specs.flatMap((file) => testsOf(file, fs.readFileSync(path.join(E2E, file), "utf8")).map((t) => ({ file, ...t })));
    expect(tests.length).toBeGreaterThan(100);
    expect(tests.filter((t) => !t.asserts).map((t) => `${t.file}: ${t.title}`)).toEqual([]);
  });

  it("catches a test that asserts nothing (the check itself)", () => {
    const spec = `
      test("asserts", async ({ page }) => { await page.goto("/"); await expect(page).toHaveTitle(/x/); });
      test.describe("group", () => {
        test("only looks", async ({ page }) => { await page.goto("/"); });
        test("uses a helper", async ({ page }) => { await expectNoAxeViolations(page); });
      });`;
    expect(testsOf("x.spec.ts", spec)).toEqual([
      { title: '"asserts"', asserts: true },
      { title: '"only looks"', asserts: false },
      { title: '"uses a helper"', asserts: true },
    ]);
  });
});
