import { defineConfig } from "drizzle-kit";

// Only `drizzle-kit generate` is used: it diffs the schema against committed migrations
// and never opens a database (the live PGlite directory must not be opened twice).
export default defineConfig({
  dialect: "postgresql",
  schema: "./database/schema.ts",
  out: "./database/migrations",
  casing: undefined,
});
