import { data, Link } from "react-router";
import type { Route } from "./+types/blog";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { blogFeedLink, blogPage, blogPostPage } from "#app/content/blog.ts";
import { PostCard } from "#app/features/blog/post-card.tsx";
import {
  pageOfPosts,
  postCategories,
} from "#app/features/blog/posts.server.ts";
import { isPlainParameter, queryParameters } from "#app/lib/address-parts.ts";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "#app/lib/seo.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/** The list's address for a category and a page: what the filter links and the canonical use. */
function listPath(category: string | undefined, page = 1): string {
  const query = new URLSearchParams();
  if (category) query.set("category", category);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `/blog?${search}` : "/blog";
}

/**
 * The published posts from the database, per request (a new post needs no rebuild): a page of
 * 12, of one category when `?category=` names one.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = queryParameters(request.url);
  const category = params?.get("category") || undefined;
  const pageText = params?.get("page") ?? "1";
  // An address that names no category or page the blog can have (malformed, NUL, over-long) is
  // not found, and never reaches the database.
  if (
    !params ||
    (category !== undefined && !isPlainParameter(category)) ||
    !/^[1-9]\d{0,5}$/.test(pageText)
  )
    throw data(null, { status: 404 });
  const page = Number(pageText);
  const { db } = getDatabase();
  const [list, categories] = await readForPage(
    () =>
      Promise.all([pageOfPosts(db, { category, page }), postCategories(db)]),
    "read the blog's posts",
  );
  // Past the last page there is nothing to show: not found, as for any other address.
  if (page > list.pageCount) throw data(null, { status: 404 });
  // An empty blog is a passing state (a fresh installation, before its first posts): not cached.
  return data(
    { ...list, categories, category, page },
    list.posts.length === 0
      ? { headers: { "Cache-Control": "no-cache" } }
      : undefined,
  );
}

export const links: Route.LinksFunction = () => [blogFeedLink];

export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = ({ loaderData }: Route.MetaArgs) => {
  const path = listPath(loaderData?.category, loaderData?.page);
  return pageMeta({
    ...blogPage.seo,
    path,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Blog",
        name: blogPage.seo.title,
        url: absoluteUrl("/blog"),
        blogPost: (loaderData?.posts ?? []).map((post) => ({
          "@type": "BlogPosting",
          headline: post.title,
          url: absoluteUrl(`/blog/${post.slug}`),
          ...(post.publishDate ? { datePublished: post.publishDate } : {}),
          author: { "@type": "Organization", name: post.author },
        })),
      },
      breadcrumbJsonLd([{ name: "Blog", path: "/blog" }]),
    ],
  });
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { posts, categories, category, page, pageCount } = loaderData;
  return (
    <>
      <section className={`${containerClass} py-12 sm:py-16`}>
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">
          {blogPage.eyebrow}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-foreground sm:text-4xl">
          {blogPage.title}
        </h1>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          {blogPage.intro}
        </p>
        {categories.length > 1 && (
          <nav aria-label={blogPage.categoriesLabel} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {[undefined, ...categories.map((item) => item.name)].map(
                (name) => {
                  const current = name === category;
                  return (
                    <li key={name ?? "all"}>
                      <Link
                        to={listPath(name)}
                        aria-current={current ? "page" : undefined}
                        className={`inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium ${
                          current
                            ? "border-primary bg-primary text-primary-foreground"
                            : "bg-background text-foreground hover:bg-accent"
                        }`}
                      >
                        {name ?? blogPage.allCategories}
                      </Link>
                    </li>
                  );
                },
              )}
            </ul>
          </nav>
        )}
        {posts.length === 0 ? (
          <div className="mt-12 rounded-2xl border bg-muted/40 p-10 text-center">
            <h2 className="text-xl font-semibold text-foreground">
              {category ? blogPage.emptyCategory : blogPage.empty}
            </h2>
            {!category && (
              <p className="mt-2 text-muted-foreground">{blogPage.emptyHint}</p>
            )}
          </div>
        ) : (
          <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post.id}>
                <PostCard post={post} />
              </li>
            ))}
          </ul>
        )}
        {pageCount > 1 && (
          <nav
            aria-label={blogPage.pageOf(page, pageCount)}
            className="mt-10 flex items-center justify-between gap-4"
          >
            {page > 1 ? (
              <Link
                to={listPath(category, page - 1)}
                className="inline-flex min-h-10 items-center gap-2 font-medium text-primary hover:underline"
              >
                <Icon name="arrow-left" className="size-4" />
                {blogPage.newer}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-muted-foreground">
              {blogPage.pageOf(page, pageCount)}
            </span>
            {page < pageCount ? (
              <Link
                to={listPath(category, page + 1)}
                className="inline-flex min-h-10 items-center gap-2 font-medium text-primary hover:underline"
              >
                {blogPage.older}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            ) : (
              <span />
            )}
          </nav>
        )}
        <p className="mt-10 text-sm">
          <a
            href="/blog/rss.xml"
            className="inline-flex min-h-10 items-center gap-2 font-medium text-primary hover:underline"
          >
            {blogPage.rss}
          </a>
        </p>
      </section>
      <CtaSection {...blogPostPage.cta} />
    </>
  );
}
