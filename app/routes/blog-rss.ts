import { Feed } from "feed";
import { blogFeedLink, blogPage } from "#app/content/blog.ts";
import { site } from "#app/content/site.ts";
import { listPosts } from "#app/features/blog/posts.server.ts";
import { absoluteUrl } from "#app/lib/seo.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/** Posts in the feed: the newest, as feed readers show them. */
const FEED_POSTS = 50;

/** `/blog/rss.xml`: the newest posts as RSS 2.0 (product.md D1). */
export async function loader() {
  const { posts } = await readForPage(
    () => listPosts(getDatabase().db, { limit: FEED_POSTS }),
    "read the blog's feed",
  );
  const feed = new Feed({
    title: blogFeedLink.title,
    description: blogPage.seo.description,
    id: absoluteUrl("/blog"),
    link: absoluteUrl("/blog"),
    language: "en-US",
    image: absoluteUrl("/og-image.png"),
    favicon: absoluteUrl("/favicon.ico"),
    copyright: `© ${new Date().getFullYear()} ${site.legalName}`,
    updated: posts[0] ? new Date(posts[0].updatedAt) : undefined,
    feedLinks: { rss: absoluteUrl("/blog/rss.xml") },
    generator: false,
  });
  for (const post of posts)
    feed.addItem({
      title: post.title,
      id: absoluteUrl(`/blog/${post.slug}`),
      link: absoluteUrl(`/blog/${post.slug}`),
      description: post.excerpt,
      date: new Date(post.publishDate ?? post.updatedAt),
      category: [{ name: post.category }],
    });
  return new Response(feed.rss2(), {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": "public, max-age=300",
    },
  });
}
