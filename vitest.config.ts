import { defineConfig } from "vitest/config";
export default defineConfig({
  define: { __SITE_ENV__: "undefined" },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
      "eslint.config.test.ts",
      "docs/**/*.test.ts",
    ],
    environment: "node",
    // Database tests open PGlite instances, which takes seconds on a busy two-core machine.
    testTimeout: 30_000,
    // Expected failures (a database made to fail, refused submissions) log; keep the output clean.
    env: { LOG_LEVEL: "silent" },
  },
});
