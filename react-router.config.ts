import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // BUILD_DIR lets several builds live side by side (tests, benchmarks); `build` otherwise.
  buildDirectory: process.env.BUILD_DIR || "build",
  // Static pages are rendered to HTML at build time; the server answers the rest.
  prerender: [...prerenderedPaths],
  // Every action passes the site's own origin rule before the framework (server/app.ts), whose
  // check would refuse a site behind an HTTPS proxy that TRUST_PROXY does not name.
  allowedActionOrigins: ["**"],
} satisfies Config;
