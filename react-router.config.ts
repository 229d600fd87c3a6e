import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages.ts";

export default {
  ssr: true,
  // Static pages are rendered to HTML at build time; the server answers the rest.
  prerender: [...prerenderedPaths],
} satisfies Config;
