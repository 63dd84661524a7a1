import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunkGroups } from "./client-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  // The database is opened by the server entry and handed to routes through the load context;
  // keep the engines out of the bundle so there is only ever one copy of each.
  ssr: { external: ["@electric-sql/pglite", "pg"] },
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: { codeSplitting: { groups: clientChunkGroups(path.resolve(import.meta.dirname, "app")) } },
        },
      },
}));
