import { publicPages } from "#app/content/pages.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buildSitemap } from "#app/lib/sitemap.ts";

export function loader() {
  const entries = publicPages.map((page) => ({
    loc: absoluteUrl(page.path),
    priority: page.priority,
  }));
  return new Response(buildSitemap(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
