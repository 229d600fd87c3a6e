import { Link } from "react-router";
import { blogPage } from "#app/content/blog.ts";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import type { PostSummary } from "#app/lib/blog-types.ts";

/** At most this many tags on a card; the rest are counted (spec §8). */
const CARD_TAGS = 3;

/** "November 12, 2026", or 'Recent' for a post without a date (spec §2). */
export function postDate(publishDate: string | null): string {
  if (!publishDate) return blogPage.recent;
  return new Date(publishDate).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: "America/New_York",
  });
}

/** A post in the list: category, date, title, excerpt, author, Read More and its tags. */
export function PostCard({
  post,
  headingLevel = 2,
}: {
  post: PostSummary;
  /** 3 where the cards sit under a section's h2 (a post's "Keep reading"). */
  headingLevel?: 2 | 3;
}) {
  const hidden = post.tags.length - CARD_TAGS;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge variant="secondary">{post.category}</Badge>
        <span className="text-muted-foreground">
          {post.publishDate ? (
            <time dateTime={post.publishDate}>
              {postDate(post.publishDate)}
            </time>
          ) : (
            blogPage.recent
          )}
        </span>
      </div>
      <Heading className="mt-4 text-xl font-semibold text-foreground">
        <Link to={`/blog/${post.slug}`} className="hover:text-primary">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-3 flex-1 leading-7 text-muted-foreground">
        {post.excerpt}
      </p>
      <p className="mt-4 text-sm text-muted-foreground">{post.author}</p>
      {post.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.slice(0, CARD_TAGS).map((tag) => (
            <li key={tag}>
              <Badge variant="outline">{tag}</Badge>
            </li>
          ))}
          {hidden > 0 && (
            <li>
              <Badge variant="outline">{blogPage.moreTags(hidden)}</Badge>
            </li>
          )}
        </ul>
      )}
      {/* The post's title in the link's own text, after the visible words (so the link's name
          starts with what is shown): screen readers and crawlers learn where it leads. */}
      <Link
        to={`/blog/${post.slug}`}
        className="mt-6 inline-flex min-h-10 items-center gap-2 self-start rounded-md font-medium text-primary hover:underline"
      >
        {blogPage.readMore}{" "}
        <span className="sr-only">{blogPage.readMoreAbout(post.title)}</span>
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </article>
  );
}
