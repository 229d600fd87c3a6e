/**
 * Syncs the blog from Notion once (product.md D9) and prints what changed:
 *   NOTION_TOKEN=secret_... NOTION_DATABASE_ID=... npm run blog:sync
 * Reads DATABASE_URL (PostgreSQL) or the embedded database in DATA_DIR, as the server does. The
 * embedded database takes one process at a time: stop the server first, or use PostgreSQL (where
 * the lease keeps this run and the servers' scheduled ones apart).
 *
 * Exits 1 when the configuration is missing, when another instance is syncing, when the list of
 * pages could not be read (every post then stays as it was), or when some page was not synced.
 */
import { pino } from "pino";
import { copyImage } from "#app/features/blog/images.server.ts";
import { createNotionClient } from "#app/features/blog/notion.server.ts";
import {
  BLOG_SYNC_LEASE,
  BLOG_SYNC_LEASE_MS,
  formatSyncReport,
  leaseHolderId,
  runBlogSync,
  withJobLease,
} from "#app/features/blog/sync.server.ts";
import { openConfiguredDatabase } from "#app/services/db/client.server.ts";
import { getEnv } from "#app/services/env.server.ts";

const env = getEnv();
const { NOTION_TOKEN: token, NOTION_DATABASE_ID: databaseId } = env;
if (!token || !databaseId) {
  console.error(
    "Blog sync needs NOTION_TOKEN (the Notion integration's secret) and NOTION_DATABASE_ID (the blog's database, shared with that integration).",
  );
  process.exit(1);
}

const database = openConfiguredDatabase();
// Pages that fail are logged as they happen, on standard error; the report goes to standard output.
const logger = pino(
  { level: env.LOG_LEVEL },
  pino.destination({ dest: 2, sync: true }),
);
try {
  await database.migrate();
  const report = await withJobLease(
    database.db,
    BLOG_SYNC_LEASE,
    leaseHolderId(),
    BLOG_SYNC_LEASE_MS,
    () =>
      runBlogSync({
        db: database.db,
        notion: createNotionClient({ token }),
        databaseId,
        copyImage,
        logger,
      }),
  );
  if (!report) {
    console.error(
      "Another instance is syncing the blog right now; try again in a few minutes.",
    );
    process.exitCode = 1;
  } else {
    console.log(formatSyncReport(report));
    if (report.failed.length > 0) process.exitCode = 1;
  }
} catch (error) {
  console.error(
    "Blog sync failed; every post stays as it was.",
    (error as Error).message,
  );
  process.exitCode = 1;
} finally {
  await database.close();
}
