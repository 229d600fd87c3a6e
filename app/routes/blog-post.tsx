import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { blogFeedLink, blogPostPage } from "#app/content/blog.ts";
import { shareImagePath } from "#app/features/blog/image-urls.ts";
import { PostCard, postDate } from "#app/features/blog/post-card.tsx";
import { PostContent } from "#app/features/blog/post-content.tsx";
import { getPost, relatedPosts } from "#app/features/blog/posts.server.ts";
import { ShareButton } from "#app/features/blog/share-button.tsx";
import type { Post } from "#app/lib/blog-types.ts";
import { absoluteUrl, breadcrumbJsonLd, pageMeta } from "#app/lib/seo.ts";
import { getDatabase } from "#app/services/db/client.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

/** The post and two others to read next; an unknown slug is 'Post Not Found' with a 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const { db } = getDatabase();
  const found = await readForPage(async () => {
    const post = await getPost(db, params.slug);
    return post && { post, related: await relatedPosts(db, post) };
  }, "read a blog post");
  if (!found) return data({ post: undefined, related: [] }, { status: 404 });
  return found;
}

/** The post's first image: its share image and its JSON-LD image. */
const firstImage = (post: Post) =>
  post.content.find((block) => block.type === "image" && block.image)?.image;

export const links: Route.LinksFunction = () => [blogFeedLink];

export const meta = ({ loaderData, params }: Route.MetaArgs) => {
  const post = loaderData?.post;
  if (!post)
    return pageMeta({
      title: blogPostPage.notFoundTitle,
      description: blogPostPage.notFoundText,
      path: `/blog/${params.slug}`,
      noindex: true,
    });
  const path = `/blog/${post.slug}`;
  const image = firstImage(post);
  const description = post.metaDescription || post.excerpt;
  const tags = pageMeta({
    title: post.seoTitle || post.title,
    description,
    path,
    keywords: post.tags,
    type: "article",
    image: image && shareImagePath(image),
    imageAlt: image?.alt || post.title,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description,
        url: absoluteUrl(path),
        mainEntityOfPage: absoluteUrl(path),
        ...(post.publishDate ? { datePublished: post.publishDate } : {}),
        dateModified: post.updatedAt,
        author: { "@type": "Organization", name: post.author },
        publisher: { "@id": `${absoluteUrl("/")}#organization` },
        articleSection: post.category,
        keywords: post.tags.join(", "),
        ...(image ? { image: absoluteUrl(shareImagePath(image)) } : {}),
      },
      breadcrumbJsonLd([
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
  return [
    ...tags,
    ...(post.publishDate
      ? [{ property: "article:published_time", content: post.publishDate }]
      : []),
    { property: "article:modified_time", content: post.updatedAt },
    { property: "article:section", content: post.category },
    ...post.tags.map((tag) => ({ property: "article:tag", content: tag })),
  ];
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post, related } = loaderData;
  if (!post) return <PostNotFound />;
  return (
    <>
      <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <BackToBlog />
        <header className="mt-8">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted-foreground">
            <Badge variant="secondary">{post.category}</Badge>
            {post.publishDate ? (
              <time dateTime={post.publishDate}>
                {postDate(post.publishDate)}
              </time>
            ) : (
              <span>{postDate(null)}</span>
            )}
            <span>
              {blogPostPage.by} {post.author}
            </span>
          </div>
          <h1 className="mt-4 text-3xl leading-tight font-bold text-foreground sm:text-4xl">
            {post.title}
          </h1>
          <p className="mt-4 text-xl leading-8 text-muted-foreground">
            {post.excerpt}
          </p>
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-y py-4">
            {post.tags.length > 0 ? (
              <ul className="flex flex-wrap gap-2" aria-label="Tags">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline">{tag}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <span />
            )}
            <ShareButton title={post.title} text={post.excerpt} />
          </div>
        </header>
        <div className="mt-10">
          <PostContent blocks={post.content} />
        </div>
      </article>
      {related.length > 0 && (
        <section
          aria-labelledby="related-posts"
          className="mx-auto w-full max-w-5xl px-4 pb-16 sm:px-6"
        >
          <h2 id="related-posts" className="text-2xl font-bold text-foreground">
            {blogPostPage.relatedTitle}
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2">
            {related.map((item) => (
              <li key={item.id}>
                <PostCard post={item} headingLevel={3} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <CtaSection {...blogPostPage.cta} />
      <ToastOutlet />
    </>
  );
}

function BackToBlog() {
  return (
    <Link
      to="/blog"
      className="inline-flex min-h-10 items-center gap-2 rounded-md text-sm font-medium text-primary hover:underline"
    >
      <Icon name="arrow-left" className="size-4" />
      {blogPostPage.backToBlog}
    </Link>
  );
}

function PostNotFound() {
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-16 text-center sm:px-6 sm:py-24">
      <h1 className="text-3xl font-bold text-foreground">
        {blogPostPage.notFoundTitle}
      </h1>
      <p className="mt-4 text-lg text-muted-foreground">
        {blogPostPage.notFoundText}
      </p>
      <div className="mt-8">
        <BackToBlog />
      </div>
    </section>
  );
}
