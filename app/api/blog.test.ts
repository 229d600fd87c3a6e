/**
 * The blog's data on PGlite (and PostgreSQL with TEST_DATABASE_URL): the seed posts, the JSON
 * API with its cursor, ETag and statuses, and the images stored once and served by variant.
 */
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blogPostPage, blogUnavailable } from "#app/content/blog.ts";
import { seedPosts } from "#app/content/blog-seed.ts";
import {
  answerPost,
  answerPostList,
} from "#app/features/blog/blog-api.server.ts";
import {
  readImageVariant,
  storeImage,
} from "#app/features/blog/images.server.ts";
import { seedBlog } from "#app/features/blog/seed.server.ts";
import type { Post } from "#app/lib/blog-types.ts";
import { fromFetchRequest } from "#app/services/api.server.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import {
  blogImages,
  blogImageVariants,
  blogPosts,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";

const get = (path: string, headers: Record<string, string> = {}) =>
  fromFetchRequest(new Request(`http://localhost${path}`, { headers }));

/** A post of the Notion shape, `daysAgo` days old. */
const post = (index: number, daysAgo: number, category = "Local SEO") => ({
  notionId: `notion-${index}`,
  title: `Post ${index}`,
  slug: `post-${index}`,
  category,
  publishDate: new Date(Date.UTC(2026, 9, 30) - daysAgo * 86_400_000),
  excerpt: `Excerpt ${index}`,
  author: "DMV AI Agents Team",
  tags: ["SEO"],
  content: [{ type: "paragraph", content: `Body ${index}` }],
  seoTitle: `Post ${index}`,
  metaDescription: null,
});

describe.each(testDatabases())("the blog on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it("seeds a fresh installation once, with its images, and never again", async () => {
    expect(await seedBlog(database.db)).toBe(true);
    const seeded = await database.db.select().from(blogPosts);
    expect(seeded.map((row) => row.slug).sort()).toEqual(
      seedPosts.map((seed) => seed.slug).sort(),
    );
    for (const row of seeded) {
      const images = row.content.filter((block) => block.type === "image");
      expect(images.length).toBeGreaterThan(0);
      for (const block of images) {
        expect(block.image?.alt).toBeTruthy();
        expect(
          await readImageVariant(database.db, block.image!.id, 480, "avif"),
        ).toBeInstanceOf(Buffer);
      }
    }
    // Removed by a sync, they do not come back at the next start.
    await database.db.delete(blogPosts);
    expect(await seedBlog(database.db)).toBe(false);
    expect(await database.db.$count(blogPosts)).toBe(0);
  }, 60_000);

  it("lists published posts newest first, 12 at a time by cursor, with every field", async () => {
    await database.db.delete(blogPosts);
    await database.db
      .insert(blogPosts)
      .values([
        ...Array.from({ length: 15 }, (_, index) =>
          post(index, index, index % 2 ? "Social Media" : "Local SEO"),
        ),
        { ...post(99, 0), published: false },
      ]);
    const first = await answerPostList(get("/api/blog/posts"), database.db);
    expect(first.status).toBe(200);
    const page1 = first.body as { posts: Post[]; nextCursor: string };
    expect(page1.posts.map((item) => item.slug)).toEqual(
      Array.from({ length: 12 }, (_, index) => `post-${index}`),
    );
    expect(Object.keys(page1.posts[0]!).sort()).toEqual(
      [
        "author",
        "category",
        "content",
        "excerpt",
        "id",
        "metaDescription",
        "notionId",
        "publishDate",
        "seoTitle",
        "slug",
        "tags",
        "title",
        "updatedAt",
      ].sort(),
    );
    const second = await answerPostList(
      get(`/api/blog/posts?cursor=${page1.nextCursor}`),
      database.db,
    );
    expect(
      (second.body as { posts: Post[] }).posts.map((item) => item.slug),
    ).toEqual(["post-12", "post-13", "post-14"]);
    expect((second.body as { nextCursor: unknown }).nextCursor).toBeNull();

    const social = await answerPostList(
      get("/api/blog/posts?category=Social%20Media&limit=2"),
      database.db,
    );
    expect(
      (social.body as { posts: Post[] }).posts.map((item) => item.slug),
    ).toEqual(["post-1", "post-3"]);
  });

  it("refuses a forged cursor, a bad limit and methods other than GET", async () => {
    for (const query of [
      "cursor=bm90LWEtY3Vyc29y",
      "limit=0",
      "limit=51",
      "limit=two",
    ]) {
      const answer = await answerPostList(
        get(`/api/blog/posts?${query}`),
        database.db,
      );
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
    }
    const post = fromFetchRequest(
      new Request("http://localhost/api/blog/posts", { method: "POST" }),
    );
    expect(await answerPostList(post, database.db)).toMatchObject({
      status: 405,
      headers: { Allow: "GET, HEAD" },
    });
  });

  it("answers one post by slug, and 404 with the spec's text for an unknown one", async () => {
    const found = await answerPost(get("/api/blog/posts/post-3"), database.db);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      post: {
        slug: "post-3",
        content: [{ type: "paragraph", content: "Body 3" }],
      },
    });
    for (const slug of ["no-such-post", "post-99"]) {
      const missing = await answerPost(
        get(`/api/blog/posts/${slug}`),
        database.db,
      );
      expect(missing.status, slug).toBe(404);
      expect(missing.body).toEqual({
        message: `${blogPostPage.notFoundTitle}: ${blogPostPage.notFoundText}`,
      });
    }
  });

  it("lets caches keep answers until the posts change (ETag, 304)", async () => {
    const first = await answerPostList(get("/api/blog/posts"), database.db);
    const etag = first.headers!.ETag as string;
    expect(first.headers).toMatchObject({
      "Cache-Control": "public, no-cache",
    });
    const again = await answerPostList(
      get("/api/blog/posts", { "If-None-Match": etag }),
      database.db,
    );
    expect(again.status).toBe(304);
    expect(again.headers!.ETag).toBe(etag);
    // Another address has its own tag.
    const other = await answerPostList(
      get("/api/blog/posts?limit=3", { "If-None-Match": etag }),
      database.db,
    );
    expect(other.status).toBe(200);

    // A sync edits a post: the tag changes and the old one no longer matches.
    await database.db
      .update(blogPosts)
      .set({ title: "Post 0, revised", updatedAt: new Date(Date.now() + 1000) })
      .where(eq(blogPosts.slug, "post-0"));
    const changed = await answerPostList(
      get("/api/blog/posts", { "If-None-Match": etag }),
      database.db,
    );
    expect(changed.status).toBe(200);
    expect(changed.headers!.ETag).not.toBe(etag);
  });

  it("stores an image once, at its widths in AVIF and WebP and one JPEG to share", async () => {
    const bytes = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: "#1d4ed8" },
    })
      .png()
      .toBuffer();
    const first = await storeImage(database.db, bytes, "Blue");
    const second = await storeImage(database.db, bytes, "Same file");
    expect(second).toEqual({ ...first, alt: "Same file" });
    expect(first).toMatchObject({ width: 1000, height: 500 });
    expect(
      await database.db.$count(blogImages, eq(blogImages.id, first.id)),
    ).toBe(1);
    const variants = await database.db
      .select({
        width: blogImageVariants.width,
        format: blogImageVariants.format,
      })
      .from(blogImageVariants)
      .where(eq(blogImageVariants.imageId, first.id));
    expect(
      variants.map((variant) => `${variant.width}.${variant.format}`).sort(),
    ).toEqual(
      [
        "480.avif",
        "480.webp",
        "960.avif",
        "960.webp",
        "1000.avif",
        "1000.webp",
        "1000.jpeg",
      ].sort(),
    );
    const webp = await readImageVariant(database.db, first.id, 480, "webp");
    expect((await sharp(webp!).metadata()).format).toBe("webp");
    expect((await sharp(webp!).metadata()).width).toBe(480);
    expect(
      await readImageVariant(database.db, first.id, 1600, "webp"),
    ).toBeUndefined();
  });

  it("refuses a file that is not an image", async () => {
    await expect(
      storeImage(database.db, Buffer.from("<html>not an image</html>"), "x"),
    ).rejects.toThrow();
  });
});

describe("the blog API with the database unreachable", () => {
  it("answers 503 with a clear message", async () => {
    const broken = createDatabase({ dataDir: "memory://" });
    await broken.close();
    for (const answer of [
      await answerPostList(get("/api/blog/posts"), broken.db),
      await answerPost(get("/api/blog/posts/anything"), broken.db),
    ]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: blogUnavailable });
    }
  });
});
