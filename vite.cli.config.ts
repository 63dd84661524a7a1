import { defineConfig } from "vite";
import { recordBuildInputs } from "./vite-build-inputs.ts";

/**
 * The operator's command-line tools, bundled with the site (`npm run build` builds both): the admin
 * CLI (`npm run admin`) and the demo seed (`npm run seed`) run as plain JavaScript from build/cli/,
 * so a production install needs no TypeScript runner (issue #26 item 6). Packages stay outside the
 * bundle, as in the server's.
 */
export default defineConfig({
  resolve: { tsconfigPaths: true },
  publicDir: false,
  plugins: [recordBuildInputs("cli")],
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  build: {
    ssr: true,
    outDir: "build/cli",
    emptyOutDir: true,
    target: "node20",
    rollupOptions: {
      input: { admin: "scripts/admin.ts", seed: "scripts/seed.ts", backup: "scripts/backup.ts", restore: "scripts/restore.ts" },
      output: { entryFileNames: "[name].js", chunkFileNames: "chunks/[name]-[hash].js" },
    },
  },
});
