/**
 * The blog's sync from Notion (product.md D9), run by `npm run blog:sync` and every
 * BLOG_SYNC_MINUTES by each server, one instance at a time (a lease in `job_leases`).
 *
 * A run lists every published page of the database first. When that list cannot be read
 * completely, the run throws before writing anything: every post stays as it was. Then the posts
 * whose page is no longer listed (deleted, unpublished, or a seed post) are removed, and each
 * listed page is copied unless its last edit is the one already stored. A page that cannot be
 * copied (its blocks cannot be read, an image cannot be copied, another post has its slug) keeps
 * its previous version online and is reported; the others go on.
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import {
  collectPaginatedAPI,
  isFullDatabase,
  isFullPage,
  type Client,
  type PageObjectResponse,
} from "@notionhq/client";
import { DrizzleQueryError, notInArray, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { BlogBlock, BlogImageRef } from "#app/lib/blog-types.ts";
import {
  databaseErrorCode,
  SqlState,
  type Database,
} from "#app/services/db/client.server.ts";
import { blogPosts, jobLeases } from "#app/services/db/schema.server.ts";
import type { Env } from "#app/services/env.server.ts";
import { copyImage as copyImageToDatabase } from "./images.server.ts";
import {
  isPublished,
  NotionProperty,
  postBody,
  postFields,
  readsChildren,
  type ImageCopier,
  type NotionBlockNode,
  type PostFields,
} from "./notion-blocks.server.ts";
import { createNotionClient } from "./notion.server.ts";

type SyncLogger = Pick<Logger, "info" | "warn" | "error">;

export interface BlogSyncReport {
  /** Slugs of the posts added. */
  created: string[];
  /** Slugs of the posts whose page had changed. */
  updated: string[];
  /** Pages whose last edit was already copied. */
  unchanged: number;
  /** Slugs of the posts removed: their page is deleted or unpublished, or they were seed posts. */
  removed: string[];
  /** Per post (slug), how many blocks of each type that the blog does not show were left out. */
  skippedBlockTypes: Record<string, Record<string, number>>;
  /** Pages not copied this time; a post that was online stays as it was. */
  failed: { notionId: string; slug?: string; error: string }[];
}

export interface BlogSyncOptions {
  db: Database;
  notion: Client;
  /** The Notion database of the blog (NOTION_DATABASE_ID). */
  databaseId: string;
  copyImage: (db: Database, url: string, alt: string) => Promise<BlogImageRef>;
  logger: SyncLogger;
  /** The clock that stamps the copies. */
  now?: () => Date;
  /** Ends the run before its next page (the server is stopping). */
  signal?: AbortSignal;
}

/** Notion gives the page size as at most 100. */
const PAGE_SIZE = 100;
/**
 * Notion gives a page's last edit to the minute, so an edit made in the same minute just after
 * a copy shows the same time. A copy proves a page unchanged only once it was taken after that
 * minute had passed.
 */
const EDIT_TIME_RESOLUTION_MS = 60_000;

/** Every published page of the database; throws unless the whole list was read. */
async function listPublishedPages(
  notion: Client,
  databaseId: string,
): Promise<PageObjectResponse[]> {
  const database = await notion.databases.retrieve({
    database_id: databaseId,
  });
  // A database made in Notion's app has one data source: its table.
  const dataSource = isFullDatabase(database)
    ? database.data_sources[0]
    : undefined;
  if (!dataSource)
    throw new Error(
      "the Notion database has no data source that the integration can read",
    );
  const pages = new Map<string, PageObjectResponse>();
  let cursor: string | undefined;
  do {
    const response = await notion.dataSources.query({
      data_source_id: dataSource.id,
      filter: {
        property: NotionProperty.published,
        checkbox: { equals: true },
      },
      page_size: PAGE_SIZE,
      start_cursor: cursor,
    });
    // Past Notion's limit of rows per query a list is cut short: removing the posts missing
    // from it would remove posts that are still published.
    if (response.request_status?.type === "incomplete")
      throw new Error(
        `Notion returned an incomplete list of pages (${response.request_status.incomplete_reason ?? "no reason given"})`,
      );
    for (const result of response.results)
      if (
        isFullPage(result) &&
        // Older API versions say `archived`, newer ones `in_trash`.
        !result.in_trash &&
        !result.archived &&
        !result.is_archived &&
        isPublished(result)
      )
        pages.set(result.id, result);
    cursor = response.has_more
      ? (response.next_cursor ?? undefined)
      : undefined;
  } while (cursor);
  return [...pages.values()];
}

/** A block's children in order, with the children of those whose children the post shows. */
export async function readBlockTree(
  notion: Client,
  blockId: string,
): Promise<NotionBlockNode[]> {
  const blocks = await collectPaginatedAPI(notion.blocks.children.list, {
    block_id: blockId,
    page_size: PAGE_SIZE,
  });
  const nodes: NotionBlockNode[] = [];
  for (const block of blocks)
    nodes.push({
      block,
      children: readsChildren(block)
        ? await readBlockTree(notion, block.id)
        : [],
    });
  return nodes;
}

/** A failure's message, without a failed query's text and parameters (a post's content). */
function failureMessage(error: unknown): string {
  const code = databaseErrorCode(error);
  if (code === SqlState.uniqueViolation)
    return "another post already has this slug";
  if (code) return `database error ${code}`;
  if (error instanceof DrizzleQueryError)
    return `database error: ${error.cause?.message ?? "no answer"}`;
  return error instanceof Error ? error.message : String(error);
}

/** A page's copy failed at a named step; the message is safe to report and log. */
class PageStepError extends Error {}

/** Runs `work`, saying which step of a page's copy failed. */
async function step<T>(label: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw new PageStepError(`${label}: ${failureMessage(error)}`, {
      cause: error,
    });
  }
}

async function storePost(
  db: Database,
  page: PageObjectResponse,
  fields: PostFields,
  content: BlogBlock[],
  readAt: Date,
): Promise<void> {
  const values = {
    ...fields,
    content,
    notionLastEditedAt: new Date(page.last_edited_time),
    published: true,
    updatedAt: readAt,
  };
  await db
    .insert(blogPosts)
    .values({ ...values, notionId: page.id })
    .onConflictDoUpdate({ target: blogPosts.notionId, set: values });
}

/** Copies the blog's published Notion pages into `blog_posts`; see the top of this file. */
export async function runBlogSync({
  db,
  notion,
  databaseId,
  copyImage,
  logger,
  now = () => new Date(),
  signal,
}: BlogSyncOptions): Promise<BlogSyncReport> {
  const pages = await listPublishedPages(notion, databaseId);
  const report: BlogSyncReport = {
    created: [],
    updated: [],
    unchanged: 0,
    removed: [],
    skippedBlockTypes: {},
    failed: [],
  };

  const removed = await db
    .delete(blogPosts)
    .where(
      notInArray(
        blogPosts.notionId,
        pages.map((page) => page.id),
      ),
    )
    .returning({ slug: blogPosts.slug });
  report.removed = removed.map((post) => post.slug);

  const stored = new Map(
    (
      await db
        .select({
          notionId: blogPosts.notionId,
          notionLastEditedAt: blogPosts.notionLastEditedAt,
          updatedAt: blogPosts.updatedAt,
        })
        .from(blogPosts)
    ).map((post) => [post.notionId, post]),
  );

  // The same address twice in a run (an image used in two posts) is downloaded once; the same
  // file under two addresses is stored once anyway (images are keyed by their hash).
  const copies = new Map<string, Promise<BlogImageRef>>();
  const copyOnce: ImageCopier = async (url, alt) => {
    let copy = copies.get(url);
    if (!copy) {
      copy = copyImage(db, url, alt);
      copies.set(url, copy);
    }
    return { ...(await copy), alt };
  };

  for (const page of pages) {
    if (signal?.aborted) break;
    const previous = stored.get(page.id);
    const lastEdited = Date.parse(page.last_edited_time);
    if (
      previous?.notionLastEditedAt?.getTime() === lastEdited &&
      previous.updatedAt.getTime() >= lastEdited + EDIT_TIME_RESOLUTION_MS
    ) {
      report.unchanged++;
      continue;
    }
    let slug: string | undefined;
    try {
      const fields = postFields(page);
      slug = fields.slug;
      // When the copy is taken, before its blocks are read: stored as its updatedAt.
      const readAt = now();
      const tree = await step("its blocks could not be read", () =>
        readBlockTree(notion, page.id),
      );
      const body = await step("an image could not be copied", () =>
        postBody(tree, copyOnce),
      );
      await step("it could not be stored", () =>
        storePost(db, page, fields, body.blocks, readAt),
      );
      (previous ? report.updated : report.created).push(slug);
      if (Object.keys(body.skippedBlockTypes).length > 0)
        report.skippedBlockTypes[slug] = body.skippedBlockTypes;
    } catch (error) {
      const failure = {
        notionId: page.id,
        ...(slug ? { slug } : {}),
        // Not the cause's text: a failed query's error quotes its parameters.
        error:
          error instanceof PageStepError
            ? error.message
            : failureMessage(error),
      };
      report.failed.push(failure);
      logger.warn(
        failure,
        "blog post not synced from Notion; its previous version stays online",
      );
    }
  }
  return report;
}

/**
 * Runs `work` if `holderId` gets the lease `name` (free, or expired: a holder that died lets it
 * lapse), renewing it while `work` runs and releasing it after; returns undefined, without
 * running `work`, while another holder has it. The database's clock decides, so instances whose
 * clocks differ agree.
 */
export async function withJobLease<T>(
  db: Database,
  name: string,
  holderId: string,
  leaseMs: number,
  work: () => Promise<T>,
): Promise<T | undefined> {
  const expiresAt = sql`now() + (${leaseMs} * interval '1 millisecond')`;
  // One statement: of two instances asking together, exactly one gets the row.
  const taken = await db
    .insert(jobLeases)
    .values({ name, holder: holderId, expiresAt })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder: holderId, expiresAt },
      setWhere: sql`${jobLeases.expiresAt} <= now()`,
    })
    .returning({ name: jobLeases.name });
  if (taken.length === 0) return undefined;

  const renewal = setInterval(
    () =>
      void db
        .execute(
          sql`update job_leases set expires_at = ${expiresAt}
            where name = ${name} and holder = ${holderId}`,
        )
        // A missed renewal is retried at the next tick; the lease outlasts two of them.
        .catch(() => {}),
    leaseMs / 3,
  );
  try {
    return await work();
  } finally {
    clearInterval(renewal);
    await db
      .execute(
        sql`delete from job_leases where name = ${name} and holder = ${holderId}`,
      )
      // Unreleased, the lease lapses by itself.
      .catch(() => {});
  }
}

/** The lease that lets one instance at a time sync the blog. */
export const BLOG_SYNC_LEASE = "blog-sync";
/** Renewed every third of it while a sync runs; lapses this long after a holder died. */
export const BLOG_SYNC_LEASE_MS = 5 * 60_000;

/** Who holds a lease, readable in `job_leases`: this host and process, unique per call. */
export const leaseHolderId = () =>
  `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

/** The report as lines of text, for the command line. */
export function formatSyncReport(report: BlogSyncReport): string {
  const list = (slugs: string[]) =>
    slugs.length ? `: ${slugs.join(", ")}` : "";
  const lines = [
    `Created ${report.created.length}${list(report.created)}`,
    `Updated ${report.updated.length}${list(report.updated)}`,
    `Unchanged ${report.unchanged}`,
    `Removed ${report.removed.length}${list(report.removed)}`,
  ];
  const skipped = Object.entries(report.skippedBlockTypes);
  if (skipped.length > 0) {
    lines.push("Blocks left out (types the blog does not show):");
    for (const [slug, types] of skipped)
      lines.push(
        `  ${slug}: ${Object.entries(types)
          .map(([type, count]) => `${type} ×${count}`)
          .join(", ")}`,
      );
  }
  if (report.failed.length > 0) {
    lines.push(
      `Not synced ${report.failed.length} (a post already online stays as it was):`,
    );
    for (const failure of report.failed)
      lines.push(
        `  ${failure.slug ?? "(no slug)"} [${failure.notionId}]: ${failure.error}`,
      );
  }
  return lines.join("\n");
}

export interface BlogSync {
  /** Stops the schedule; a run in progress ends before its next page and is waited for. */
  stop(): Promise<void>;
}

export interface BlogSyncSchedule {
  db: Database;
  env: Pick<Env, "NOTION_TOKEN" | "NOTION_DATABASE_ID" | "BLOG_SYNC_MINUTES">;
  logger: SyncLogger;
  /** Wait before the first run: the server starts answering first. */
  firstRunDelayMs?: number;
  /** Where the Notion API is; tests point it at a local server. */
  notionBaseUrl?: string;
}

/**
 * Syncs the blog soon after start and then every BLOG_SYNC_MINUTES, under the lease, when
 * NOTION_TOKEN and NOTION_DATABASE_ID are set; does nothing otherwise. Logs each run's report and
 * failures; never throws from its timer.
 */
export function startBlogSync({
  db,
  env,
  logger,
  firstRunDelayMs = 5_000,
  notionBaseUrl,
}: BlogSyncSchedule): BlogSync {
  const { NOTION_TOKEN: token, NOTION_DATABASE_ID: databaseId } = env;
  if (!token || !databaseId) return { stop: async () => {} };

  // One client for every run: its pacer keeps the whole process under Notion's rate limit.
  const notion = createNotionClient({ token, baseUrl: notionBaseUrl });
  const holderId = leaseHolderId();
  const stopping = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const syncOnce = async () => {
    try {
      const report = await withJobLease(
        db,
        BLOG_SYNC_LEASE,
        holderId,
        BLOG_SYNC_LEASE_MS,
        () =>
          runBlogSync({
            db,
            notion,
            databaseId,
            copyImage: copyImageToDatabase,
            logger,
            signal: stopping.signal,
          }),
      );
      if (!report) {
        logger.info("blog sync skipped: another instance is running it");
        return;
      }
      const { failed, ...summary } = report;
      logger.info(summary, "blog synced from Notion");
      if (failed.length > 0)
        logger.warn(
          { failed },
          "some blog posts were not synced from Notion; their previous versions stay online",
        );
    } catch (error) {
      logger.error(
        { error: failureMessage(error) },
        "blog sync from Notion failed; every post stays as it was, and the next run tries again",
      );
    }
  };

  const schedule = (delayMs: number) => {
    timer = setTimeout(() => {
      running = syncOnce().finally(() => {
        running = undefined;
        if (!stopping.signal.aborted) schedule(env.BLOG_SYNC_MINUTES * 60_000);
      });
    }, delayMs);
    // The schedule alone does not keep the process alive.
    timer.unref();
  };
  schedule(firstRunDelayMs);

  return {
    async stop() {
      stopping.abort();
      clearTimeout(timer);
      await running;
    },
  };
}
