import { defineConfig } from "vitest/config";

// Tests that start the production server as real processes (scale-out, load, faults,
// hostile input). They run after the build, one file at a time: each owns the machine.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/production/**/*.test.ts"],
    environment: "node",
    // A test that asserts nothing passes whatever the code does: it fails instead.
    expect: { requireAssertions: true },
    pool: "forks",
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    env: { NODE_ENV: "test" },
  },
});
