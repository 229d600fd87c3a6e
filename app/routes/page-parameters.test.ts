/**
 * The pages that read their address (the blog's list, posts and images, and the account pages'
 * links) fed malformed path segments and parameters: percent-encoding that does not decode, NUL and
 * other control characters, over-long values. None answers 5xx or logs a database outage: the
 * blog's pages answer 404 before any query, the account pages show their own page (a link that
 * does not work, the default plan). On PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  malformedAddressParts,
  readablePost,
} from "#app/api/malformed-address-parts.ts";
import { decodeAddressPart } from "#app/lib/address-parts.ts";
import { blogPosts } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import * as blog from "./blog.tsx";
import * as blogImage from "./blog-image.ts";
import * as blogPost from "./blog-post.tsx";
import * as resetPassword from "./reset-password.tsx";
import * as signin from "./signin.tsx";
import * as signup from "./signup.tsx";
import * as verifyEmail from "./verify-email.tsx";

// The loaders read the process's database: here, each run's test database.
const current = vi.hoisted(() => ({ database: undefined as unknown }));
vi.mock(import("#app/services/db/client.server.ts"), async (original) => ({
  ...(await original()),
  getDatabase: () => current.database as TestDatabase,
}));

type Loader = (args: never) => unknown;

/** The status a loader's answer gives the page: its Response's, its `data()`'s, or 200. */
function statusOf(answer: unknown): number {
  if (answer instanceof Response) return answer.status;
  if (answer && typeof answer === "object" && "init" in answer)
    return (answer as { init?: ResponseInit }).init?.status ?? 200;
  return 200;
}

/** Runs `loader` for `path` (params as React Router gives them) and returns the page's status. */
async function pageStatus(
  loader: Loader,
  path: string,
  params: Record<string, string | undefined> = {},
): Promise<number> {
  const request = new Request(`http://localhost${path}`);
  try {
    return statusOf(await loader({ request, params, context: {} } as never));
  } catch (thrown) {
    // An exception would be the 500 page.
    if (thrown instanceof Error) throw thrown;
    return statusOf(thrown);
  }
}

/** A path segment as React Router hands it over: decoded, or as it came when it does not decode. */
const segment = (part: string) => decodeAddressPart(part) ?? part;

describe.each(testDatabases())("malformed page addresses on %s", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    current.database = database;
    await database.db.insert(blogPosts).values(readablePost);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  const notFound = [404];
  const ownPage = [200];
  const cases = [
    ...malformedAddressParts.flatMap(([label, part]) => [
      {
        name: `/blog?category= with ${label}`,
        loader: blog.loader,
        path: `/blog?category=${part}`,
        expected: notFound,
      },
      {
        name: `/blog?page= with ${label}`,
        loader: blog.loader,
        path: `/blog?page=${part}`,
        expected: notFound,
      },
      {
        name: `/blog/{slug} with ${label}`,
        loader: blogPost.loader,
        path: `/blog/${part}`,
        params: { slug: segment(part) },
        expected: notFound,
      },
      {
        name: `/blog/images/{file} with ${label}`,
        loader: blogImage.loader,
        path: `/blog/images/${part}`,
        params: { file: segment(part) },
        expected: notFound,
      },
      {
        name: `/reset-password?token= with ${label}`,
        loader: resetPassword.loader,
        path: `/reset-password?token=${part}`,
        expected: ownPage,
      },
      {
        name: `/verify-email?token= with ${label}`,
        loader: verifyEmail.loader,
        path: `/verify-email?token=${part}`,
        expected: ownPage,
      },
      {
        name: `/signin?next= with ${label}`,
        loader: signin.loader,
        path: `/signin?next=${part}`,
        expected: ownPage,
      },
      {
        name: `/signup?plan= with ${label}`,
        loader: signup.loader,
        path: `/signup?plan=${part}`,
        expected: ownPage,
      },
    ]),
    {
      name: "/blog?page= past any number",
      loader: blog.loader,
      path: "/blog?page=99999999999999999999",
      expected: notFound,
    },
    {
      name: "/blog?page= in hexadecimal",
      loader: blog.loader,
      path: "/blog?page=0x2",
      expected: notFound,
    },
  ];

  it.each(cases)(
    "answers $name without an error or an outage logged",
    async ({ loader, path, params, expected }) => {
      const log = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
      try {
        expect(expected).toContain(
          await pageStatus(loader as Loader, path, params),
        );
        expect(log).not.toHaveBeenCalled();
      } finally {
        log.mockRestore();
      }
    },
  );

  it("still shows the addresses it can read", async () => {
    expect(
      await pageStatus(blog.loader as Loader, "/blog?category=Local+SEO"),
    ).toBe(200);
    expect(
      await pageStatus(
        blog.loader as Loader,
        "/blog?category=Local%20SEO&page=1",
      ),
    ).toBe(200);
    expect(
      await pageStatus(
        blogPost.loader as Loader,
        "/blog/local-seo-for-bakeries",
        {
          slug: "local-seo-for-bakeries",
        },
      ),
    ).toBe(200);
  });
});
