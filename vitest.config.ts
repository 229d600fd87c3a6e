import { defineConfig } from "vitest/config";
export default defineConfig({
  define: { __SITE_ENV__: "undefined" },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "server/**/*.test.ts",
    ],
    environment: "node",
  },
});
