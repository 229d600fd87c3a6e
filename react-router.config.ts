import type { Config } from "@react-router/dev/config";
import path from "node:path";
import { prerenderedPaths } from "./app/content/pages.ts";
import { precompressPages } from "./server/prerendered-pages.ts";

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (tests, benchmarks); `build` otherwise.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Static pages are rendered to HTML at build time; the server answers the rest.
  prerender: [...prerenderedPaths],
  // Every action passes the site's own origin rule before the framework (server/app.ts), whose
  // check would refuse a site behind an HTTPS proxy that TRUST_PROXY does not name.
  allowedActionOrigins: ["**"],
  // The server serves them compressed; doing it here keeps that work out of its start.
  async buildEnd({ reactRouterConfig }) {
    await precompressPages(
      path.join(reactRouterConfig.buildDirectory, "client"),
    );
  },
} satisfies Config;
