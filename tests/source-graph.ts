import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * The project's source as a graph of files and imports (static, re-exports, dynamic `import()`
 * and type imports), for the tests that hold the code to a rule of its structure
 * (tests/layers.test.ts, tests/visitor-forms-declared.test.ts).
 */

export const ROOT = path.resolve(import.meta.dirname, "..");

export type Layer = "routes" | "services" | "models" | "lib" | "components" | "content" | "database" | "app" | "package";

export interface Import {
  /** What the file wrote: "~/models/public-profile.server", "../../database/schema", "drizzle-orm". */
  specifier: string;
  /** The project file it names, relative to the root ("app/models/public-profile.server"), or the package. */
  target: string;
  layer: Layer;
  /** `import type …`, or every name imported is a type: nothing of it exists at run time. */
  typeOnly: boolean;
}

export interface SourceFile {
  file: string;
  layer: Layer;
  text: string;
  imports: Import[];
}

export function layerOf(target: string): Layer {
  const match = /^app\/(routes|services|models|lib|components|content)\//.exec(target);
  if (match) return match[1] as Layer;
  if (target.startsWith("database/")) return "database";
  if (target.startsWith("app/")) return "app";
  return "package";
}

export function resolveTarget(file: string, specifier: string): string {
  const local = specifier.startsWith("~/")
    ? path.join("app", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.join(path.dirname(file), specifier)
      : null;
  if (local === null) return specifier;
  return path.normalize(local).split(path.sep).join("/").replace(/\.(ts|tsx|js|mjs)$/, "");
}

export function importsOf(file: string, text: string): Import[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: Import[] = [];
  const add = (specifier: string, typeOnly: boolean) => {
    const target = resolveTarget(file, specifier);
    found.push({ specifier, target, layer: layerOf(target), typeOnly });
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const bindings = clause?.namedBindings;
      const everyNameIsAType =
        !!clause && !clause.name && !!bindings && ts.isNamedImports(bindings) && bindings.elements.length > 0 && bindings.elements.every((e) => e.isTypeOnly);
      add(node.moduleSpecifier.text, !!clause && (clause.isTypeOnly || everyNameIsAType));
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      add(node.moduleSpecifier.text, node.isTypeOnly);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) add(argument.text, false);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      add(node.argument.literal.text, true);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

export function sourceFiles(dir: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(ROOT, relative), { withFileTypes: true })) {
      const child = `${relative}/${entry.name}`;
      if (entry.isDirectory()) walk(child);
      else if (/\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        const text = fs.readFileSync(path.join(ROOT, child), "utf8");
        files.push({ file: child, layer: layerOf(child), text, imports: importsOf(child, text) });
      }
    }
  };
  walk(dir);
  return files;
}
