import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Writes the project files each build read to build/.inputs-<name>.json, so `npm start` can
 * tell a stale build from every file that went into it (scripts/build-if-needed.mjs).
 */
export function recordBuildInputs(name: string): Plugin {
  const root = import.meta.dirname;
  let files: string[] = [];
  let configFiles: string[] = [];
  return {
    name: "record-build-inputs",
    apply: "build",
    configResolved(config) {
      // vite.config.ts and what it imports (client-chunks.ts): inputs that are not modules of the build.
      configFiles = config.configFileDependencies;
    },
    buildEnd() {
      files = [...configFiles, ...this.getModuleIds()]
        .map((id) => id.split("?")[0]!)
        .filter((id) => path.isAbsolute(id) && id.startsWith(root + path.sep) && !id.includes(`${path.sep}node_modules${path.sep}`))
        .map((id) => path.relative(root, id))
        .filter((file, index, all) => fs.existsSync(path.join(root, file)) && all.indexOf(file) === index)
        .sort();
    },
    writeBundle() {
      fs.mkdirSync(path.join(root, "build"), { recursive: true });
      fs.writeFileSync(path.join(root, "build", `.inputs-${name}.json`), JSON.stringify(files, null, 1));
    },
  };
}
