import fs from "node:fs";
import path from "node:path";

/**
 * The folder holding package.json, found from this module's own place: the same answer
 * whether the code runs from source (app/services) or bundled into build/server, and
 * whatever the working directory. Shipped files (migrations, geodata, the client build)
 * are found from here.
 */
function findProjectRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, "package.json"))) return dir;
    if (path.dirname(dir) === dir) return process.cwd();
  }
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
