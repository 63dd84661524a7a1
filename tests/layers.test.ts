import { describe, expect, it } from "vitest";
import { importsOf, sourceFiles, type Import, type Layer, type SourceFile } from "./source-graph";

/**
 * The layer rules of docs/architecture.md ("Layers"), checked on the source: a file that
 * breaks one fails here with its name and the import or call that breaks it. Tests are not
 * held to them (they may reach into any layer to set up or check).
 */

const app = sourceFiles("app");
const database = sourceFiles("database");
const inLayer = (...layers: Layer[]) => app.filter((f) => layers.includes(f.layer));
/** Each import of `files` that `breaks` the rule, as "app/x.ts imports "~/y"". */
const importsBreaking = (files: SourceFile[], breaks: (i: Import) => boolean) =>
  files.flatMap((f) => f.imports.filter(breaks).map((i) => `${f.file} imports ${i.typeOnly ? "type from " : ""}"${i.specifier}"`));
/** Breaks a rule that allows only these layers (and packages). */
const outside = (...allowed: Layer[]) => (i: Import) => i.layer !== "package" && !allowed.includes(i.layer);

// A query or statement run on a database handle: db.select(…), tx.insert(…), context.db.execute(…),
// db.query.profiles…; opening a transaction for models to share is not one.
const QUERY_CALL = /\b(?:db|tx|database|handle)\s*\.\s*(?:select|selectDistinct|insert|update|delete|execute|query)\b/g;
// A write to the profiles table, by Drizzle's builders or in SQL.
const PROFILE_WRITE = /\.\s*(?:insert|update|delete)\s*\(\s*profiles\s*\)|\b(?:update|insert\s+into|delete\s+from)\s+"?profiles"?\s/gi;
const PROFILE_WRITER = "app/models/profile-writer.server.ts";
// The browser half of a form: a fetcher, or the page's action data (decision 0026).
const FORM_WIRING = /\b(?:useFetcher|useActionData)\s*(?:<|\()/g;
const FORM_PATTERN = ["app/lib/use-form-answer.ts", "app/lib/use-page-form.ts"];

// Drizzle's query builders (eq, sql, and…) are only useful to code that queries.
const QUERY_BUILDERS = "drizzle-orm";

describe("layers (docs/architecture.md)", () => {
  it("finds the source it checks", () => {
    for (const layer of ["routes", "services", "models", "lib", "components", "content"] as const) {
      expect(inLayer(layer).length, layer).toBeGreaterThan(0);
    }
    expect(database.length).toBeGreaterThan(0);
  });

  it("routes and services do not query tables: nothing from database/ but types, no query builders, no queries", () => {
    const files = inLayer("routes", "services");
    const broken = importsBreaking(files, (i) => !i.typeOnly && (i.layer === "database" || i.target.startsWith(QUERY_BUILDERS)));
    for (const f of files) {
      for (const match of f.text.matchAll(QUERY_CALL)) broken.push(`${f.file} runs ${match[0].replace(/\s+/g, "")}(…)`);
    }
    expect(broken).toEqual([]);
  });

  it("services import no routes or components", () => {
    expect(importsBreaking(inLayer("services"), (i) => i.layer === "routes" || i.layer === "components")).toEqual([]);
  });

  it("models import only database/, other models, lib and packages: no services, routes or components", () => {
    expect(importsBreaking(inLayer("models"), outside("database", "models", "lib"))).toEqual([]);
  });

  it("app/lib imports only lib, content and packages (not even types from routes, services, models or components)", () => {
    expect(importsBreaking(inLayer("lib"), outside("lib", "content"))).toEqual([]);
  });

  it("components take from models, routes and services only their types", () => {
    expect(importsBreaking(inLayer("components"), (i) => !i.typeOnly && ["models", "routes", "services", "database"].includes(i.layer))).toEqual([]);
  });

  it("components name no route module, not even for a type: route modules import components, so that is an import circle (#26 item 4)", () => {
    // A route's `.server` half may lend a view model's inferred type; what forms answer is in app/lib/form-results.ts.
    expect(importsBreaking(inLayer("components"), (i) => i.layer === "routes" && !i.target.endsWith(".server"))).toEqual([]);
  });

  it("app/content imports only content and lib", () => {
    expect(importsBreaking(inLayer("content"), outside("content", "lib"))).toEqual([]);
  });

  it("database/ imports nothing of app/ but the project root", () => {
    expect(importsBreaking(database, (i) => i.target.startsWith("app/") && i.target !== "app/services/project-root.server")).toEqual([]);
  });

  it("only models/profile-writer.server.ts writes a profile row (issue #26 item 3)", () => {
    const writes = app
      .filter((f) => f.file !== PROFILE_WRITER)
      .flatMap((f) => [...f.text.matchAll(PROFILE_WRITE)].map((match) => `${f.file} writes profiles: ${match[0].replace(/\s+/g, " ")}`));
    expect(writes).toEqual([]);
    // The check finds what it is for.
    expect("tx.update(profiles).set(x); db\n  .delete(profiles); sql`update profiles set`".match(PROFILE_WRITE)?.length).toBe(3);
  });

  it("every form is wired one way in the browser: only lib/use-form-answer.ts and use-page-form.ts call useFetcher or useActionData (issue #26 item 4)", () => {
    const wired = app
      .filter((f) => !FORM_PATTERN.includes(f.file))
      .flatMap((f) => [...f.text.matchAll(FORM_WIRING)].map((match) => `${f.file} calls ${match[0].replace(/\W+$/, "")}`));
    expect(wired).toEqual([]);
    for (const file of FORM_PATTERN) expect(app.find((f) => f.file === file)?.text.match(FORM_WIRING)?.length, file).toBeGreaterThan(0);
    // The check finds what it is for, and not a type's name.
    expect("useFetcher<R>({ key }); useActionData(); type F = FetcherWithComponents<R>; useFetchers()".match(FORM_WIRING)).toEqual(["useFetcher<", "useActionData("]);
  });

  it("catches what it should (the checks themselves)", () => {
    const imports = importsOf(
      "app/services/example.server.ts",
      [
        'import type { Database } from "../../database/client";',
        'import { profiles } from "../../database/schema";',
        'import { type OutboxMessage } from "../../database/schema";',
        'import { logger } from "~/services/logger.server";',
        'export { x } from "./x.server";',
        'const later = () => import("~/components/thing");',
      ].join("\n"),
    );
    expect(imports.map(({ target, layer, typeOnly }) => ({ target, layer, typeOnly }))).toEqual([
      { target: "database/client", layer: "database", typeOnly: true },
      { target: "database/schema", layer: "database", typeOnly: false },
      { target: "database/schema", layer: "database", typeOnly: true },
      { target: "app/services/logger.server", layer: "services", typeOnly: false },
      { target: "app/services/x.server", layer: "services", typeOnly: false },
      { target: "app/components/thing", layer: "components", typeOnly: false },
    ]);
    const queries = "await db\n  .insert(outbox); await context.db.transaction(f); tx.update(x); handle.db.execute(sql``)";
    expect([...queries.matchAll(QUERY_CALL)].map((m) => m[0].replace(/\s+/g, ""))).toEqual(["db.insert", "tx.update", "db.execute"]);
  });
});
