import { site } from "#app/content/site.ts";
import { buildRobots } from "#app/lib/sitemap.ts";

export function loader() {
  return new Response(buildRobots(site.url), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
