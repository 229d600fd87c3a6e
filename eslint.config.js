// Lint rules, including the one-way import flow of docs/decisions and architecture:
// ui <- layout/sections <- features <- routes; content and lib import no components;
// services import only lib and content; only routes, services and the server import services;
// a feature never imports another feature; sections take their copy as props (types only from
// content); the server imports no route module, and its process entry no app module at all.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";

// A regular expression, not a gitignore-style group: in that syntax "#app/..." is a comment.
const forbid = (message, ...folders) => ({
  regex: `^#app/(${folders.join("|")})/`,
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

const contentValues = {
  ...forbid(
    "Sections receive their copy as props from the page; import only types from content.",
    "content",
  ),
  allowTypeImports: true,
};

// The typescript-eslint version of the rule, which can allow type-only imports.
const features = readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const restrict = (files, ...patterns) => ({
  files,
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      { patterns: [relativeParent, ...patterns] },
    ],
  },
});

/** React.lazy outside app/lib/client-part.tsx. */
const noLazy = {
  selector:
    "ImportDeclaration[source.value='react'] > ImportSpecifier[imported.name='lazy'], MemberExpression[object.name='React'][property.name='lazy']",
  message:
    "Load code in the browser with clientPart() from #app/lib/client-part.tsx, which the hydrated signal waits for.",
};

/** How parts are declared, and that nothing reads React's comment nodes. */
// Every form posts to its page's action (or is a GET search) and works without script
// (docs/decisions/0022): never a `method="dialog"` form that only script can send.
const formMethod = {
  selector:
    "JSXOpeningElement[name.name=/^(form|Form)$/]:not(:has(JSXAttribute[name.name='method'][value.value=/^(post|get)$/]))",
  message:
    'A form declares method="post" (to its page\'s action) or method="get", so that it works without script (docs/decisions/0022).',
};

const clientPartRules = [
  {
    selector: ":function CallExpression[callee.name='clientPart']",
    message:
      "Declare a client part once, at module scope: clientPart() in a function makes a new component on every call.",
  },
  {
    selector:
      "CallExpression[callee.name='clientPart']:not([arguments.1.type='Literal'][arguments.1.value=/^(now|visible|reached|idle|never)$/])",
    message:
      'clientPart() takes when its code loads as a literal: "now", "visible", "reached", "idle" or "never".',
  },
  {
    selector:
      "Identifier[name='Comment'], MemberExpression[property.name=/^(COMMENT_NODE|SHOW_COMMENT)$/], CallExpression[callee.property.name='startsWith'][callee.object.property.name='data']",
    message:
      "Nothing reads comment nodes (React's Suspense markers are its own): watch an element you render instead, as clientPart() does.",
  },
];

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
  restrict(["app/components/layout/**"], noFeatures, noRoutes, noServices),
  restrict(
    ["app/components/sections/**"],
    noFeatures,
    noRoutes,
    noServices,
    contentValues,
  ),
  restrict(
    ["app/content/**", "app/lib/**"],
    noComponents,
    noFeatures,
    noRoutes,
    noServices,
  ),
  restrict(["app/services/**"], noComponents, noFeatures, noRoutes),
  // Each part of a submission's statement is built by its own module and composed by the
  // submission store: the outbox knows nothing of rate limits or idempotency keys.
  restrict(
    ["app/services/outbox.server.ts"],
    noComponents,
    noFeatures,
    noRoutes,
    {
      regex: String.raw`^#app/services/(rate-limit|idempotency|submission)`,
      message:
        "The outbox builds its own part of a submission's statement only; submission-store.server.ts composes the parts.",
    },
  ),
  // A feature is a slice of its own: it shares code through lib, components or services only.
  // Its browser code never reaches server modules; its *.server.ts files may.
  ...features.flatMap((feature) => {
    const noOtherFeature = forbid(
      "A feature never imports another feature; move what they share to lib/ or components/.",
      ...features
        .filter((other) => other !== feature)
        .map((other) => `features/${other}`),
    );
    return [
      restrict(
        [`app/features/${feature}/**`],
        noRoutes,
        noServices,
        noOtherFeature,
      ),
      restrict(
        [`app/features/${feature}/**/*.server.ts`],
        noRoutes,
        noOtherFeature,
      ),
    ];
  }),
  restrict(["server/**"], noRoutes),
  // The process entry loads the server build; importing the app would load a second copy of it.
  restrict(["server/index.ts"], {
    regex: String.raw`^(#app/|\./app\.ts$)`,
    allowTypeImports: true,
    message:
      "server/index.ts loads the app from the server build only (docs/decisions/0010).",
  }),
  restrict(["app/routes/**", "app/root.tsx"]),
  // One way to load code in the browser: clientPart() (docs/decisions/0021). A plain React.lazy
  // would load code that the hydrated signal does not wait for; a part declared in a render would
  // be a new component (and a new load) on every render; nothing reads React's Suspense markers.
  {
    files: ["app/**"],
    ignores: ["app/lib/client-part.tsx"],
    rules: {
      "no-restricted-syntax": ["error", noLazy, formMethod, ...clientPartRules],
    },
  },
  {
    files: ["app/lib/client-part.tsx"],
    rules: { "no-restricted-syntax": ["error", ...clientPartRules] },
  },
  {
    files: ["**/*.test.{ts,tsx}", "tests/**"],
    rules: { "@typescript-eslint/no-restricted-imports": "off" },
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
