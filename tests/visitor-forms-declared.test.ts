import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { ROOT, sourceFiles } from "./source-graph";

/**
 * A page with spam-checked forms must start each visitor's form time (the form-start cookie,
 * services/spam.server.ts), cached or not: the server knows to from the route's
 * `handle.visitorForms` (server/route-table.ts, server/page-cache-policy.ts). A route that renders
 * the spam fields without declaring it would refuse its visitors' first post as "Form session
 * expired"; this finds every route whose module reaches components/profile/spam-fields.tsx through its
 * imports (lazy ones too) and holds it to the declaration.
 */

const SPAM_FIELDS = "app/components/profile/spam-fields";

async function routeFiles(): Promise<string[]> {
  const { default: routes } = await import("../app/routes");
  const files: string[] = [];
  const walk = (entries: RouteConfigEntry[]) => {
    for (const entry of entries) {
      files.push(`app/${entry.file}`.replace(/\.(ts|tsx)$/, ""));
      walk(entry.children ?? []);
    }
  };
  walk(await routes);
  return files;
}

/** Files reachable from `start` through run-time imports (type-only ones bring no component). */
function reachable(start: string, graph: Map<string, string[]>): Set<string> {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length > 0) {
    for (const next of graph.get(queue.pop()!) ?? []) {
      if (!seen.has(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** Whether a route module's `export const handle = { …, visitorForms: true }`. */
function declaresVisitorForms(file: string): boolean {
  const name = fs.existsSync(path.join(ROOT, `${file}.tsx`)) ? `${file}.tsx` : `${file}.ts`;
  const source = ts.createSourceFile(name, fs.readFileSync(path.join(ROOT, name), "utf8"), ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== "handle") continue;
      const value = declaration.initializer;
      if (!value || !ts.isObjectLiteralExpression(value)) continue;
      return value.properties.some(
        (p) => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === "visitorForms" && p.initializer.kind === ts.SyntaxKind.TrueKeyword,
      );
    }
  }
  return false;
}

describe("routes with visitor forms declare them", () => {
  it("every route that renders the spam fields has handle.visitorForms, and only those", async () => {
    const graph = new Map(sourceFiles("app").map((f) => [f.file.replace(/\.(ts|tsx)$/, ""), f.imports.filter((i) => !i.typeOnly).map((i) => i.target)]));
    expect(graph.has(SPAM_FIELDS)).toBe(true);
    const routes = await routeFiles();
    const rendering = routes.filter((file) => reachable(file, graph).has(SPAM_FIELDS));
    // The five pages with a visitor's form: a profile (enquiry, review), contact, sign-up, and the two review pages.
    expect(rendering.length).toBeGreaterThanOrEqual(5);
    expect(rendering.filter((file) => !declaresVisitorForms(file))).toEqual([]);
    // A declaration without a form would hand out form-start cookies for nothing.
    expect(routes.filter((file) => declaresVisitorForms(file) && !rendering.includes(file))).toEqual([]);
  });
});
