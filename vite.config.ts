import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [tailwindcss(), reactRouter()],
  // The database is opened by the server entry and handed to routes through the load context;
  // keep the engines out of the bundle so there is only ever one copy of each.
  ssr: { external: ["@electric-sql/pglite", "pg"] },
});
