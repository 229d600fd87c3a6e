/**
 * Reading the blog's published posts (spec §3, product.md D1): newest first (a post without a
 * publish date counts from when it was stored), by category, a page of 12 at a time for the list
 * page, by cursor for the API, and the version that a sync changes (the API's ETag).
 */
import { and, desc, eq, lt, ne, or, sql, type SQL } from "drizzle-orm";
import type { Post, PostSummary } from "#app/lib/blog-types.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { blogPosts } from "#app/services/db/schema.server.ts";
import { isPostSlug } from "./notion-blocks.server.ts";

export const POSTS_PER_PAGE = 12;

// Posts without a date sort as of when they were stored; to the millisecond, as a cursor holds it.
const sortDate = sql<Date>`date_trunc('milliseconds', coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt}))`;
const newestFirst = [desc(sortDate), desc(blogPosts.id)];

const summaryColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  category: blogPosts.category,
  publishDate: blogPosts.publishDate,
  excerpt: blogPosts.excerpt,
  author: blogPosts.author,
  tags: blogPosts.tags,
};

type SummaryRow = Omit<PostSummary, "publishDate"> & {
  publishDate: Date | null;
};

const toSummary = (row: SummaryRow): PostSummary => ({
  ...row,
  publishDate: row.publishDate?.toISOString() ?? null,
});

const postColumns = {
  ...summaryColumns,
  content: blogPosts.content,
  seoTitle: blogPosts.seoTitle,
  metaDescription: blogPosts.metaDescription,
  notionId: blogPosts.notionId,
  updatedAt: sql<Date>`coalesce(${blogPosts.notionLastEditedAt}, ${blogPosts.updatedAt})`,
};

type PostRow = SummaryRow &
  Pick<Post, "content" | "seoTitle" | "metaDescription" | "notionId"> & {
    updatedAt: Date | string;
  };

const toPost = ({ updatedAt, ...row }: PostRow): Post => ({
  ...toSummary(row),
  content: row.content,
  seoTitle: row.seoTitle,
  metaDescription: row.metaDescription,
  notionId: row.notionId,
  updatedAt: new Date(updatedAt).toISOString(),
});

const published = (category?: string) =>
  and(
    eq(blogPosts.published, true),
    category ? eq(blogPosts.category, category) : undefined,
  );

/** A place in the list: the sort date and id of the last post seen, opaque to clients. */
export function encodeCursor(post: { sortDate: Date; id: string }): string {
  return Buffer.from(`${post.sortDate.toISOString()}|${post.id}`).toString(
    "base64url",
  );
}

export function decodeCursor(
  cursor: string,
): { sortDate: Date; id: string } | undefined {
  const [date, id] = Buffer.from(cursor, "base64url")
    .toString("utf8")
    .split("|");
  // As encodeCursor writes it: years 0 to 9999, which PostgreSQL's timestamps hold.
  if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/.test(date ?? ""))
    return undefined;
  const sortDate = new Date(date!);
  if (!id || Number.isNaN(sortDate.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    return undefined;
  return { sortDate, id };
}

/** The API's list: `limit` whole posts after `cursor`, and the cursor of the next ones if any. */
export async function listPosts(
  db: Database,
  {
    category,
    cursor,
    limit = POSTS_PER_PAGE,
  }: {
    category?: string;
    cursor?: { sortDate: Date; id: string };
    limit?: number;
  },
): Promise<{ posts: Post[]; nextCursor: string | null }> {
  const after: SQL | undefined = cursor
    ? or(
        lt(sortDate, cursor.sortDate),
        and(eq(sortDate, cursor.sortDate), lt(blogPosts.id, cursor.id)),
      )
    : undefined;
  const rows = await db
    .select({ ...postColumns, sortDate })
    .from(blogPosts)
    .where(and(published(category), after))
    .orderBy(...newestFirst)
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    posts: page.map(({ sortDate: _, ...row }) => toPost(row)),
    nextCursor:
      rows.length > limit && last
        ? encodeCursor({ sortDate: new Date(last.sortDate), id: last.id })
        : null,
  };
}

/** The list page's page `page` (from 1) and how many pages there are. */
export async function pageOfPosts(
  db: Database,
  { category, page }: { category?: string; page: number },
): Promise<{ posts: PostSummary[]; pageCount: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(blogPosts)
      .where(published(category))
      .orderBy(...newestFirst)
      .limit(POSTS_PER_PAGE)
      .offset((page - 1) * POSTS_PER_PAGE),
    db.$count(blogPosts, published(category)),
  ]);
  return {
    posts: rows.map(toSummary),
    pageCount: Math.max(1, Math.ceil(total / POSTS_PER_PAGE)),
  };
}

/** The categories that have published posts, with how many each. */
export async function postCategories(
  db: Database,
): Promise<{ name: string; count: number }[]> {
  const rows = await db
    .select({ name: blogPosts.category, count: sql<number>`count(*)::int` })
    .from(blogPosts)
    .where(published())
    .groupBy(blogPosts.category)
    .orderBy(blogPosts.category);
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

/**
 * One published post, or undefined. A slug no post can have (NUL, other characters, over-long)
 * is not looked up: PostgreSQL would refuse a NUL as an error, not as "no such post".
 */
export async function getPost(
  db: Database,
  slug: string,
): Promise<Post | undefined> {
  if (!isPostSlug(slug)) return undefined;
  const [row] = await db
    .select(postColumns)
    .from(blogPosts)
    .where(and(published(), eq(blogPosts.slug, slug)));
  return row && toPost(row);
}

/** Two other posts to read next: of the same category first, then the newest. */
export async function relatedPosts(
  db: Database,
  post: Pick<Post, "id" | "category">,
  count = 2,
): Promise<PostSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(blogPosts)
    .where(and(published(), ne(blogPosts.id, post.id)))
    .orderBy(
      desc(sql`${blogPosts.category} = ${post.category}`),
      ...newestFirst,
    )
    .limit(count);
  return rows.map(toSummary);
}

/** Every published post's address and last change, for the sitemap and the feed. */
export async function allPostDates(
  db: Database,
): Promise<{ slug: string; updatedAt: string }[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      updatedAt: sql<Date>`coalesce(${blogPosts.notionLastEditedAt}, ${blogPosts.updatedAt})`,
    })
    .from(blogPosts)
    .where(published())
    .orderBy(...newestFirst);
  return rows.map((row) => ({
    slug: row.slug,
    updatedAt: new Date(row.updatedAt).toISOString(),
  }));
}

/**
 * A fingerprint of everything published: it changes whenever a sync (or the seeding) adds,
 * changes or removes a post, so answers that carry it as their ETag are revalidated then.
 */
export async function blogVersion(db: Database): Promise<string> {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      latest: sql<Date | null>`max(${blogPosts.updatedAt})`,
    })
    .from(blogPosts)
    .where(published());
  const latest = row?.latest ? new Date(row.latest).getTime() : 0;
  return `${row?.count ?? 0}-${latest}`;
}
