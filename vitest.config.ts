import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["{app,database,server,scripts,tests,bench}/**/*.test.{ts,tsx}"],
    // Those start the built server: they run after the build (vitest.production.config.ts).
    exclude: ["tests/production/**", "node_modules/**"],
    globalSetup: ["./tests/setup/global-setup.ts"],
    environment: "node",
    // A test that asserts nothing passes whatever the code does: it fails instead.
    expect: { requireAssertions: true },
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test" },
  },
});
