import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Alias } from "vite";
import { clientChunkGroups } from "./client-chunks.ts";
import { recordBuildInputs } from "./vite-build-inputs.ts";

/**
 * react-router's package exports resolve to its development build in every environment
 * (remix-run/react-router#14102), which ships its dev-only warnings to the browser. The
 * production build sits beside it and differs only in that switch.
 */
function reactRouterProductionBuild(): Alias[] {
  const dist = path.join(path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
  const files = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };
  if (!Object.values(files).every((file) => fs.existsSync(path.join(dist, file)))) return [];
  return Object.entries(files).map(([name, file]) => ({
    find: new RegExp(`^${name}$`),
    replacement: path.join(dist, file),
  }));
}

export default defineConfig(({ command, isSsrBuild }) => {
  // Only the browser build is reshaped; the server and the dev server keep the packages as they are.
  const browserBuild = command === "build" && !isSsrBuild;
  return {
    resolve: { tsconfigPaths: true, alias: browserBuild ? reactRouterProductionBuild() : [] },
    plugins: [
      tailwindcss(),
      reactRouter(),
      recordBuildInputs(isSsrBuild ? "server" : "client"),
    ],
    // The database is opened by the server entry and handed to routes through the load context;
    // keep the engines out of the bundle so there is only ever one copy of each.
    ssr: { external: ["@electric-sql/pglite", "pg"] },
    build: browserBuild
      ? {
          rolldownOptions: {
            output: { codeSplitting: { groups: clientChunkGroups(path.resolve(import.meta.dirname, "app")) } },
          },
        }
      : isSsrBuild
        ? // The server entry is the SSR build's input (as in React Router's node-postgres template):
          // React Router reads this key, and the routes come in through the entry's import.
          { rollupOptions: { input: "server/index.ts" } }
        : {},
  };
});
