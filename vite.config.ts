import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { siteEnvKeys } from "./app/content/site.ts";
import { checkSiteEnv } from "./app/content/site-env.ts";

/** Business facts overridden by the environment at build time (see app/content/site.ts). */
checkSiteEnv(process.env);
const siteEnv = Object.fromEntries(
  siteEnvKeys.map((key) => [key, process.env[key] ?? ""]),
);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_ENV__: JSON.stringify(siteEnv) },
  environments: {
    // The server build starts from the Express app, which re-exports React Router's build
    // (docs/decisions/0010): one module graph in the server process.
    ssr: {
      build: { rolldownOptions: { input: "./server/app.ts" } },
      // Through Vite like the app, so that in development both use the same copy of React
      // Router (Vite resolves it with the development condition, Node without).
      resolve: { noExternal: ["@react-router/express"] },
    },
  },
  build: {
    // Small files are cheaper inline than as one more request on a slow mobile link.
    assetsInlineLimit: 4096,
    rolldownOptions: {
      output: {
        // React, React DOM and React Router in one file: every page needs all of them, and one
        // file compresses better than the four pieces the default splitting makes.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|@react-router)[\\/]/,
            },
            // The site's code that most pages need (the layout, the loader of widgets, the hero):
            // one file instead of many small ones. A module that fewer routes share stays out, so
            // that the pages that do not use it do not download it.
            {
              name: "common",
              test: /[\\/]app[\\/]/,
              minShareCount: 17,
            },
            // The sections of the service pages, in one file as the pages' shared use made them
            // before: the never-hydrating copy of /e-commerce and /mobile-apps (docs/decisions/
            // 0021) uses some of them too, and would otherwise split them into several files.
            // After the common group, which keeps what they share with every page; the badge and
            // the check list, which other pages use alone, keep files of their own.
            {
              name: "badge",
              test: /[\\/]app[\\/]components[\\/]ui[\\/]badge\.tsx$/,
            },
            {
              name: "check-list",
              test: /[\\/]app[\\/]components[\\/]sections[\\/]check-list\.tsx$/,
            },
            {
              name: "service-sections",
              test: /[\\/]app[\\/]components[\\/]sections[\\/](case-studies|group-card|process-steps|service-cards|tag-list|titled-list)\.tsx$/,
            },
          ],
        },
      },
    },
  },
});
