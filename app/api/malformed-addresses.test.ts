/**
 * The blog's GET endpoints fed malformed addresses: percent-encoding that does not decode, NUL and
 * other control characters, over-long values, in the post's path and in every parameter. Each
 * answers 400 or 404 with a message, never 5xx, and none is taken for a database outage (no
 * error logged): they are refused before any query. On PGlite, and PostgreSQL with
 * TEST_DATABASE_URL. The pages' loaders have the same table in app/routes/page-parameters.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  answerPost,
  answerPostList,
} from "#app/features/blog/blog-api.server.ts";
import { fromFetchRequest } from "#app/services/api.server.ts";
import { blogPosts } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  malformedAddressParts,
  readablePost,
} from "./malformed-address-parts.ts";

const get = (path: string) =>
  fromFetchRequest(new Request(`http://localhost${path}`));

/** A cursor for a place PostgreSQL's timestamps cannot hold. */
const forgedCursor = Buffer.from(
  "-100000-01-01T00:00:00.000Z|0b0e4d5e-0000-4000-8000-000000000001",
).toString("base64url");

describe.each(testDatabases())("malformed blog API addresses on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.insert(blogPosts).values(readablePost);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  const cases = [
    ...malformedAddressParts.flatMap(([label, part]) => [
      { name: `a post's path with ${label}`, path: `/api/blog/posts/${part}` },
      {
        name: `?category= with ${label}`,
        path: `/api/blog/posts?category=${part}`,
      },
      {
        name: `?cursor= with ${label}`,
        path: `/api/blog/posts?cursor=${part}`,
      },
      { name: `?limit= with ${label}`, path: `/api/blog/posts?limit=${part}` },
    ]),
    {
      name: "a limit past any number",
      path: "/api/blog/posts?limit=99999999999999999999",
    },
    { name: "a limit in hexadecimal", path: "/api/blog/posts?limit=0x10" },
    {
      name: "a forged cursor out of the database's range",
      path: `/api/blog/posts?cursor=${forgedCursor}`,
    },
    {
      name: "a malformed unread parameter",
      path: "/api/blog/posts?utm_source=%E0%A4%A",
    },
  ];

  it.each(cases)(
    "answers $name with 400 or 404, and logs no outage",
    async ({ path }) => {
      const log = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
      try {
        const request = get(path);
        const answer = path.startsWith("/api/blog/posts/")
          ? await answerPost(request, database.db)
          : await answerPostList(request, database.db);
        expect([400, 404]).toContain(answer.status);
        expect((answer.body as { message?: unknown }).message).toEqual(
          expect.any(String),
        );
        expect(log).not.toHaveBeenCalled();
      } finally {
        log.mockRestore();
      }
    },
  );

  it("still answers the addresses it can read", async () => {
    for (const path of [
      "/api/blog/posts/local-seo-for-bakeries",
      "/api/blog/posts?category=Local%20SEO&limit=5",
      "/api/blog/posts?category=Local+SEO",
    ])
      expect(
        (path.startsWith("/api/blog/posts/")
          ? await answerPost(get(path), database.db)
          : await answerPostList(get(path), database.db)
        ).status,
        path,
      ).toBe(200);
    const list = await answerPostList(
      get("/api/blog/posts?category=Local%20SEO"),
      database.db,
    );
    expect((list.body as { posts: unknown[] }).posts).toHaveLength(1);
  });

  it("says what is wrong", async () => {
    expect(
      (await answerPost(get("/api/blog/posts/%"), database.db)).body,
    ).toEqual({
      message: "The post's address is not valid percent-encoded text.",
    });
    expect(
      (
        await answerPostList(
          get("/api/blog/posts?category=%E0%A4%A"),
          database.db,
        )
      ).body,
    ).toEqual({
      message: "The address's query is not valid percent-encoded text.",
    });
    expect(
      (await answerPostList(get("/api/blog/posts?category=a%00b"), database.db))
        .body,
    ).toEqual({
      message: "The category must be plain text of at most 200 characters.",
    });
  });
});
