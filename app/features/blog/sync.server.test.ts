/**
 * The blog sync against a local Notion API over real HTTP (the SDK parses its answers): posts
 * created, left alone, updated and removed; images copied once and served after Notion's links
 * expired; rate limits, server errors, pagination and failures half-way; the lease that lets one
 * instance sync at a time; and the schedule inside the server.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { eq, sql } from "drizzle-orm";
import sharp from "sharp";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import type { BlogBlock } from "#app/lib/blog-types.ts";
import {
  blogImages,
  blogPosts,
  jobLeases,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { parseImageFile } from "./image-urls.ts";
import { copyImage, readImageVariant } from "./images.server.ts";
import { createNotionClient } from "./notion.server.ts";
import {
  blocks,
  startNotionTestServer,
  type FakeBlock,
  type FakePost,
  type NotionTestServer,
} from "./notion-test-server.server.ts";
import {
  formatSyncReport,
  runBlogSync,
  startBlogSync,
  withJobLease,
  type BlogSyncReport,
} from "./sync.server.ts";

const silentLogger = () => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() });

/** A small generated picture, as a writer would upload it. */
const picture = (red: number) =>
  sharp({
    create: {
      width: 320,
      height: 200,
      channels: 3,
      background: { r: red, g: 90, b: 40 },
    },
  })
    .png()
    .toBuffer();

let notion: NotionTestServer;
beforeAll(async () => {
  notion = await startNotionTestServer();
});
afterAll(async () => {
  await notion?.close();
});

/** A client that does not wait between requests nor long between retries: the tests stay fast. */
const fastClient = () =>
  createNotionClient({
    token: notion.token,
    baseUrl: notion.url,
    requestsPerSecond: 1000,
    retryBaseDelayMs: 1,
    maxRetries: 2,
  });

const apiCalls = (pattern: RegExp) =>
  notion.requests.filter((request) =>
    pattern.test(`${request.method} ${request.path}`),
  );

describe("the Notion client", () => {
  beforeEach(() => notion.reset());

  const query = (client = fastClient()) =>
    client.dataSources.query({ data_source_id: notion.dataSourceId });

  it("waits as long as a 429's Retry-After says, then goes on", async () => {
    notion.putPage({ id: crypto.randomUUID(), title: "Hello" }, []);
    notion.fail({
      method: "POST",
      path: /\/query$/,
      status: 429,
      headers: { "Retry-After": "1" },
    });
    const response = await query();
    expect(response.results).toHaveLength(1);
    const [refused, accepted] = apiCalls(/query/);
    expect(accepted!.at - refused!.at).toBeGreaterThanOrEqual(990);
  });

  it("retries 5xx answers, the query's POST included, a bounded number of times", async () => {
    notion.fail({ method: "POST", path: /\/query$/, status: 502 });
    notion.fail({ method: "POST", path: /\/query$/, status: 503 });
    await expect(query()).resolves.toMatchObject({ object: "list" });
    expect(apiCalls(/query/)).toHaveLength(3);

    notion.requests.length = 0;
    notion.fail({ method: "POST", path: /\/query$/, status: 500, times: 10 });
    await expect(query()).rejects.toMatchObject({ status: 500 });
    // The first try and two retries; the SDK retries none of them again.
    expect(apiCalls(/query/)).toHaveLength(3);
  });

  it("does not retry an answer that a retry cannot change", async () => {
    await expect(
      fastClient().databases.retrieve({ database_id: crypto.randomUUID() }),
    ).rejects.toMatchObject({ code: "object_not_found" });
    expect(notion.requests).toHaveLength(1);
  });

  it("gives up a request that does not answer in time", async () => {
    notion.fail({ method: "POST", path: /\/query$/, hang: true });
    const client = createNotionClient({
      token: notion.token,
      baseUrl: notion.url,
      requestTimeoutMs: 150,
      maxRetries: 0,
    });
    await expect(query(client)).rejects.toThrow(
      "Notion did not answer within 150 ms",
    );
  });

  it("spaces its requests as the rate limit asks", async () => {
    // When each request leaves, on a fake clock: the pacer's own schedule, which neither the
    // machine's load nor the network's delay can blur.
    vi.useFakeTimers({ toFake: ["Date", "setTimeout"] });
    const sent: number[] = [];
    const sending = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(async () => {
        sent.push(Date.now());
        return Response.json({
          object: "list",
          results: [],
          next_cursor: null,
          has_more: false,
        });
      });
    try {
      const client = createNotionClient({
        token: notion.token,
        baseUrl: notion.url,
        requestsPerSecond: 20,
      });
      const answered = Promise.all([
        query(client),
        query(client),
        query(client),
      ]);
      await vi.advanceTimersByTimeAsync(200);
      await answered;
      expect(sent.map((at) => at - sent[0]!)).toEqual([0, 50, 100]);
    } finally {
      sending.mockRestore();
      vi.useRealTimers();
    }
  });
});

describe("formatSyncReport", () => {
  it("lists what changed, what was left out and what failed", () => {
    const report: BlogSyncReport = {
      created: ["a"],
      updated: [],
      unchanged: 3,
      removed: ["seed-post"],
      skippedBlockTypes: { a: { divider: 2, quote: 1 } },
      failed: [{ notionId: "n1", slug: "b", error: "boom" }],
    };
    expect(formatSyncReport(report)).toBe(
      [
        "Created 1: a",
        "Updated 0",
        "Unchanged 3",
        "Removed 1: seed-post",
        "Blocks left out (types the blog does not show):",
        "  a: divider ×2, quote ×1",
        "Not synced 1 (a post already online stays as it was):",
        "  b [n1]: boom",
      ].join("\n"),
    );
  });
});

describe.each(testDatabases())("blog sync on %s", (kind) => {
  let database: TestDatabase;
  let copies: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });
  beforeEach(async () => {
    notion.reset();
    copies = [];
    await database.db.delete(blogPosts);
    await database.db.delete(blogImages);
    await database.db.delete(jobLeases);
  });

  const sync = (logger = silentLogger()) =>
    runBlogSync({
      db: database.db,
      notion: fastClient(),
      databaseId: notion.databaseId,
      copyImage: (db, url, alt) => {
        copies.push(url);
        return copyImage(db, url, alt);
      },
      logger,
    });

  const post = async (slug: string) =>
    (
      await database.db.select().from(blogPosts).where(eq(blogPosts.slug, slug))
    )[0];

  /** Each row's transaction id of its last write: it changes with any write. */
  const writeMarks = async () =>
    (
      await database.db.execute<{ notion_id: string; xmin: string }>(
        sql`select notion_id, xmin::text as xmin from blog_posts order by notion_id`,
      )
    ).rows;

  const page = (post: FakePost & { id: string }, body: FakeBlock[]) => {
    notion.putPage(post, body);
    return post;
  };

  const seedPost = (slug: string) =>
    database.db.insert(blogPosts).values({
      title: "Welcome",
      slug,
      category: "News",
      excerpt: "A sample post.",
      author: "DMV AI Agents",
      seoTitle: "Welcome",
      content: [{ type: "paragraph", content: "Hello." }],
      notionId: `seed:${slug}`,
    });

  const id = () => crypto.randomUUID();

  it("creates a post for every published page, with its fields and body", async () => {
    const guide = page(
      {
        id: id(),
        title: "Local SEO for Bakeries",
        category: "SEO",
        tags: ["SEO", "Maps"],
        publishDate: "2026-02-03",
      },
      [
        blocks.heading(2, "Start with your map listing"),
        blocks.paragraph("Claim it first."),
        blocks.bulleted("Photos", [blocks.bulleted("Weekly")]),
        blocks.divider(),
      ],
    );
    page({ id: id(), title: "Draft", published: false }, []);

    const report = await sync();

    expect(report).toEqual({
      created: ["local-seo-for-bakeries"],
      updated: [],
      unchanged: 0,
      removed: [],
      skippedBlockTypes: { "local-seo-for-bakeries": { divider: 1 } },
      failed: [],
    });
    const stored = await post("local-seo-for-bakeries");
    expect(stored).toMatchObject({
      title: "Local SEO for Bakeries",
      category: "SEO",
      tags: ["SEO", "Maps"],
      publishDate: new Date("2026-02-03T00:00:00.000Z"),
      seoTitle: "Local SEO for Bakeries",
      notionId: guide.id,
      notionLastEditedAt: new Date("2026-01-05T10:00:00.000Z"),
      published: true,
    });
    expect(stored!.content.map((block) => block.content)).toEqual([
      "Start with your map listing",
      "Claim it first.",
      "Photos",
      "Weekly",
    ]);
  });

  it("writes nothing and reads no blocks when no page changed", async () => {
    page({ id: id(), title: "First" }, [blocks.paragraph("One")]);
    page({ id: id(), title: "Second" }, [blocks.paragraph("Two")]);
    await sync();
    const before = await writeMarks();
    notion.requests.length = 0;

    const report = await sync();

    expect(report).toMatchObject({ created: [], updated: [], unchanged: 2 });
    expect(await writeMarks()).toEqual(before);
    expect(apiCalls(/blocks/)).toEqual([]);
  });

  it("updates an edited page", async () => {
    const original = page({ id: id(), title: "Pricing explained" }, [
      blocks.paragraph("Old text."),
    ]);
    await sync();
    const { createdAt } = (await post("pricing-explained"))!;

    page(
      {
        ...original,
        title: "Pricing explained, 2026",
        slug: "pricing-explained",
        lastEditedTime: "2026-01-06T08:30:00.000Z",
      },
      [blocks.paragraph("New text.")],
    );
    const report = await sync();

    expect(report).toMatchObject({
      created: [],
      updated: ["pricing-explained"],
      unchanged: 0,
    });
    const stored = await post("pricing-explained");
    expect(stored).toMatchObject({
      title: "Pricing explained, 2026",
      createdAt,
      notionLastEditedAt: new Date("2026-01-06T08:30:00.000Z"),
    });
    expect(stored!.content.map((block) => block.content)).toEqual([
      "New text.",
    ]);
  });

  it("copies an image once and serves it after Notion's link expired", async () => {
    const bytes = await picture(200);
    // The same file uploaded to two pages: two links, one image.
    const first = page({ id: id(), title: "Storefronts" }, [
      blocks.uploadedImage(notion.addFile("a.png", bytes), "A storefront"),
    ]);
    page({ id: id(), title: "Window displays" }, [
      blocks.uploadedImage(notion.addFile("b.png", bytes), "A window"),
    ]);

    expect(await sync()).toMatchObject({ failed: [] });
    expect(await database.db.$count(blogImages)).toBe(1);
    const [image] = (await post("storefronts"))!.content as BlogBlock[];
    expect(image).toMatchObject({
      type: "image",
      content: "A storefront",
      image: { width: 320, height: 200, alt: "A storefront" },
    });
    const served = parseImageFile(image!.url!.split("/").at(-1)!)!;
    expect(served).toMatchObject({ width: 320, format: "webp" });

    // An hour later: Notion's links answer 403, the site still serves its copy.
    notion.expireFiles();
    const downloads = notion.downloads.length;
    expect(await sync()).toMatchObject({ unchanged: 2, failed: [] });
    expect(notion.downloads).toHaveLength(downloads);
    const webp = await readImageVariant(
      database.db,
      served.id,
      served.width,
      "webp",
    );
    expect((await sharp(webp!).metadata()).format).toBe("webp");

    // An edit whose image cannot be copied keeps the post as it was.
    page(
      {
        ...first,
        title: "Storefronts, edited",
        lastEditedTime: "2026-01-07T09:00:00.000Z",
      },
      [blocks.uploadedImage(`${notion.url}/files/a.png?X-Amz-Signature=old`)],
    );
    const report = await sync();
    expect(report.failed).toEqual([
      {
        notionId: first.id,
        slug: "storefronts-edited",
        error: "an image could not be copied: image download answered 403",
      },
    ]);
    expect((await post("storefronts"))!.title).toBe("Storefronts");
  });

  it("downloads an address used twice in a run once", async () => {
    const url = notion.addFile("shared.png", await picture(30));
    page({ id: id(), title: "One" }, [blocks.externalImage(url, "Shared")]);
    page({ id: id(), title: "Two" }, [blocks.externalImage(url, "Shared too")]);

    expect(await sync()).toMatchObject({ created: ["one", "two"] });
    expect(copies).toEqual([url]);
    expect((await post("two"))!.content[0]!.image!.alt).toBe("Shared too");
  });

  it("goes on after a 429 and after server errors", async () => {
    page({ id: id(), title: "Resilient" }, [blocks.paragraph("Text")]);
    notion.fail({
      method: "POST",
      path: /\/query$/,
      status: 429,
      headers: { "Retry-After": "0" },
    });
    notion.fail({ path: /\/children/, status: 503 });

    expect(await sync()).toMatchObject({ created: ["resilient"], failed: [] });
    expect(apiCalls(/query/)).toHaveLength(2);
    expect(apiCalls(/children/)).toHaveLength(2);
  });

  it("reads every page of a 250-page database and every block of a long page", async () => {
    for (let n = 1; n <= 250; n++)
      page({ id: id(), title: `Post ${n}` }, [blocks.paragraph(`Body ${n}`)]);
    const long = page(
      { id: id(), title: "Long read" },
      Array.from({ length: 150 }, (_, n) => blocks.paragraph(`Line ${n}`)),
    );

    const report = await sync();

    expect(report.created).toHaveLength(251);
    expect(report.failed).toEqual([]);
    expect(await database.db.$count(blogPosts)).toBe(251);
    expect(apiCalls(/POST .*\/query$/)).toHaveLength(3);
    expect(apiCalls(new RegExp(`/blocks/${long.id}/children`))).toHaveLength(2);
    expect((await post("long-read"))!.content).toHaveLength(150);
  });

  it("removes deleted and unpublished pages, and the seed posts at the first sync", async () => {
    await seedPost("welcome-to-the-blog");
    page({ id: id(), title: "Kept" }, []);
    const unpublished = page({ id: id(), title: "Unpublished" }, []);
    const deleted = page({ id: id(), title: "Deleted" }, []);
    const trashed = page({ id: id(), title: "Trashed" }, []);

    expect(await sync()).toMatchObject({
      created: ["kept", "unpublished", "deleted", "trashed"],
      removed: ["welcome-to-the-blog"],
    });

    page({ ...unpublished, published: false }, []);
    notion.removePage(deleted.id);
    page({ ...trashed, inTrash: true }, []);
    const report = await sync();

    expect(report.removed.sort()).toEqual([
      "deleted",
      "trashed",
      "unpublished",
    ]);
    const slugs = await database.db
      .select({ slug: blogPosts.slug })
      .from(blogPosts);
    expect(slugs).toEqual([{ slug: "kept" }]);
  });

  it("removes nothing when the list of pages cannot be read to its end", async () => {
    await seedPost("welcome-to-the-blog");
    for (let n = 1; n <= 120; n++) page({ id: id(), title: `Post ${n}` }, []);
    // The first page of the list is read, the next one fails.
    notion.fail({
      method: "POST",
      path: /\/query$/,
      status: 500,
      skip: 1,
      times: 10,
    });
    const failing = runBlogSync({
      db: database.db,
      notion: fastClient(),
      databaseId: notion.databaseId,
      copyImage,
      logger: silentLogger(),
    });

    await expect(failing).rejects.toMatchObject({ status: 500 });
    expect(apiCalls(/query/)).toHaveLength(4);
    expect(await database.db.$count(blogPosts)).toBe(1);
  });

  it("keeps the previous version of a page that fails half-way; the others go on", async () => {
    const long = page(
      { id: id(), title: "Long guide" },
      Array.from({ length: 120 }, (_, n) => blocks.paragraph(`Step ${n}`)),
    );
    const short = page({ id: id(), title: "Short note" }, [
      blocks.paragraph("Short."),
    ]);
    await sync();

    const edited = "2026-01-08T12:00:00.000Z";
    page(
      { ...long, title: "Long guide, revised", lastEditedTime: edited },
      Array.from({ length: 120 }, (_, n) => blocks.paragraph(`Revised ${n}`)),
    );
    page({ ...short, title: "Short note, revised", lastEditedTime: edited }, [
      blocks.paragraph("Revised."),
    ]);
    // The long page's first 100 blocks are read; the rest cannot be, in any of the 3 tries.
    notion.fail({
      path: new RegExp(`/blocks/${long.id}/children\\?.*start_cursor`),
      status: 500,
      times: 3,
    });
    const logger = silentLogger();
    const report = await sync(logger);

    expect(report.updated).toEqual(["short-note-revised"]);
    expect(report.failed).toEqual([
      {
        notionId: long.id,
        slug: "long-guide-revised",
        error: expect.stringMatching(/^its blocks could not be read: /),
      },
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    const kept = await post("long-guide");
    expect(kept!.title).toBe("Long guide");
    expect(kept!.content[0]!.content).toBe("Step 0");
    expect(kept!.content).toHaveLength(120);

    // Once the blocks can be read again, the next run copies the edit.
    expect(await sync()).toMatchObject({
      updated: ["long-guide-revised"],
      failed: [],
      unchanged: 1,
    });
  });

  it("reports a page whose slug another post has", async () => {
    const first = page({ id: id(), title: "Same", slug: "same" }, []);
    const second = page({ id: id(), title: "Other", slug: "same" }, []);

    const report = await sync();

    expect(report.created).toEqual(["same"]);
    expect(report.failed).toEqual([
      {
        notionId: second.id,
        slug: "same",
        error: "it could not be stored: another post already has this slug",
      },
    ]);
    expect((await post("same"))!.notionId).toBe(first.id);
  });

  describe("the lease", () => {
    const work =
      (holder: string, log: string[], ms = 50) =>
      async () => {
        log.push(holder);
        await sleep(ms);
        return holder;
      };

    it("lets one of two holders asking together run", async () => {
      const ran: string[] = [];
      const results = await Promise.all([
        withJobLease(database.db, "blog-sync", "a", 60_000, work("a", ran)),
        withJobLease(database.db, "blog-sync", "b", 60_000, work("b", ran)),
      ]);
      expect(ran).toHaveLength(1);
      expect(results.filter(Boolean)).toEqual(ran);
    });

    it("is released after the work, even when it fails", async () => {
      await expect(
        withJobLease(database.db, "blog-sync", "a", 60_000, async () => {
          throw new Error("failed");
        }),
      ).rejects.toThrow("failed");
      expect(await database.db.$count(jobLeases)).toBe(0);
      expect(
        await withJobLease(
          database.db,
          "blog-sync",
          "b",
          60_000,
          work("b", []),
        ),
      ).toBe("b");
    });

    it("is taken over once its holder let it lapse, and renewed while its work runs", async () => {
      await database.db.insert(jobLeases).values({
        name: "blog-sync",
        holder: "crashed",
        expiresAt: new Date(Date.now() - 1_000),
      });
      const ran: string[] = [];
      // Lengths with room for a busy machine: the renewal comes well within the lease.
      const running = withJobLease(
        database.db,
        "blog-sync",
        "a",
        600,
        work("a", ran, 1_600),
      );
      await sleep(1_200);
      // Past its first 600 ms, the lease is still held: it was renewed.
      expect(
        await withJobLease(database.db, "blog-sync", "b", 600, work("b", ran)),
      ).toBeUndefined();
      expect(await running).toBe("a");
      expect(ran).toEqual(["a"]);
    });
  });

  describe("the schedule", () => {
    const env = (databaseId = notion.databaseId) => ({
      NOTION_TOKEN: notion.token,
      NOTION_DATABASE_ID: databaseId,
      BLOG_SYNC_MINUTES: 10,
    });

    it("does nothing without a token and a database", async () => {
      const logger = silentLogger();
      const schedule = startBlogSync({
        db: database.db,
        env: { BLOG_SYNC_MINUTES: 10 },
        logger,
        firstRunDelayMs: 0,
      });
      await sleep(20);
      await schedule.stop();
      expect(notion.requests).toEqual([]);
      expect(logger.info).not.toHaveBeenCalled();
    });

    it("syncs soon after start and logs the report", async () => {
      page({ id: id(), title: "Scheduled" }, [blocks.paragraph("Hi")]);
      const logger = silentLogger();
      const schedule = startBlogSync({
        db: database.db,
        env: env(),
        logger,
        firstRunDelayMs: 0,
        notionBaseUrl: notion.url,
      });
      await vi.waitFor(() => expect(logger.info).toHaveBeenCalled(), {
        timeout: 5_000,
      });
      await schedule.stop();
      expect(logger.info).toHaveBeenCalledWith(
        expect.objectContaining({ created: ["scheduled"] }),
        "blog synced from Notion",
      );
      expect(await database.db.$count(jobLeases)).toBe(0);
    });

    it("logs a failed run instead of throwing", async () => {
      const logger = silentLogger();
      const schedule = startBlogSync({
        db: database.db,
        env: env(crypto.randomUUID()),
        logger,
        firstRunDelayMs: 0,
        notionBaseUrl: notion.url,
      });
      await vi.waitFor(() => expect(logger.error).toHaveBeenCalled(), {
        timeout: 5_000,
      });
      await schedule.stop();
      expect(logger.error).toHaveBeenCalledWith(
        { error: expect.stringMatching(/Could not find database/) },
        expect.stringMatching(/failed/),
      );
    });
  });
});
