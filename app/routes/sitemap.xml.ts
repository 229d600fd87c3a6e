import { databasePages, publicPages } from "#app/content/pages.ts";
import { allPostDates } from "#app/features/blog/posts.server.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { buildSitemap } from "#app/lib/sitemap.ts";
import {
  databaseErrorCode,
  getDatabase,
} from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";

/** Every public page and every published post, with its last change (product.md D1). */
export async function loader() {
  const posts = await allPostDates(getDatabase().db).catch((error: unknown) => {
    // The pages are worth listing even while the database cannot name the posts.
    getLogger().error(
      { code: databaseErrorCode(error) },
      "sitemap lists no posts: the database did not answer",
    );
    return [];
  });
  const entries = [
    ...[...publicPages, ...databasePages].map((page) => ({
      loc: absoluteUrl(page.path),
      priority: page.priority,
    })),
    ...posts.map((post) => ({
      loc: absoluteUrl(`/blog/${post.slug}`),
      lastmod: post.updatedAt,
      priority: 0.6,
    })),
  ];
  return new Response(buildSitemap(entries), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
