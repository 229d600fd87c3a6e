// Lint rules, including the one-way import flow of docs/decisions and architecture:
// ui <- layout/sections <- features <- routes; content and lib import no components;
// services import only lib and content; only routes, services and the server import services.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

const group = (folder) => [`#app/${folder}/*`, `#app/${folder}/**`];
const forbid = (message, ...folders) => ({
  group: folders.flatMap(group),
  message,
});

const relativeParent = {
  group: ["../*", "../**"],
  message:
    "Import project files through #app/... so that the import flow stays checkable.",
};
const noServices = forbid(
  "Only routes, services and the server may import services.",
  "services",
);
const noFeatures = forbid("Features are composed by routes only.", "features");
const noRoutes = forbid("Nothing imports a route module.", "routes");
const noComponents = forbid(
  "content/ and lib/ hold data and helpers, no components.",
  "components",
);
const noLayoutOrSections = forbid(
  "UI primitives import only lib/.",
  "components/layout",
  "components/sections",
  "content",
);

const restrict = (files, ...patterns) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: [relativeParent, ...patterns] },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "drizzle/",
      "test-results/",
      "playwright-report/",
      "bench-results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  restrict(
    ["app/components/ui/**"],
    noLayoutOrSections,
    noFeatures,
    noRoutes,
    noServices,
  ),
  restrict(
    ["app/components/layout/**", "app/components/sections/**"],
    noFeatures,
    noRoutes,
    noServices,
  ),
  restrict(
    ["app/content/**", "app/lib/**"],
    noComponents,
    noFeatures,
    noRoutes,
    noServices,
  ),
  restrict(["app/services/**"], noComponents, noFeatures, noRoutes),
  restrict(["app/features/**"], noRoutes),
  // A feature's browser code never reaches server modules; its *.server.ts files may.
  restrict(["app/features/**/*.{ts,tsx}"], noRoutes, noServices),
  restrict(["app/features/**/*.server.ts"], noRoutes),
  restrict(["app/routes/**", "app/root.tsx"]),
  {
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "no-restricted-imports": "off" },
  },
  // Browser tests take `test` from their fixtures, which fail a test on a console error.
  {
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message:
                "Import test from ./fixtures.ts: it fails the test on a browser console error.",
            },
          ],
        },
      ],
    },
  },
);
