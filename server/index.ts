/**
 * Starts the site: applies database migrations, serves HTTP on HOST:PORT and shuts down
 * gracefully (finishes in-flight requests, then closes the database).
 *   node server/index.ts          production build in ./build
 *   node server/index.ts --dev    development with hot reload
 */
import { getLogger } from "#app/services/logger.server.ts";

const SHUTDOWN_GRACE_MS = 10_000;
const RATE_LIMIT_PRUNE_MS = 3_600_000;

const dev = process.argv.includes("--dev");
// React and React Router pick their production builds from NODE_ENV when first imported,
// so it is settled before the modules below load.
process.env.NODE_ENV ??= dev ? "development" : "production";
const { getEnv } = await import("#app/services/env.server.ts");
const { closeDatabase, getDatabase, migrateDatabase } =
  await import("#app/services/db/client.server.ts");
const { startOutboxWorker } = await import("#app/services/outbox.server.ts");
const { createDelivery } = await import("#app/services/notify.server.ts");
const { pruneRateLimits } = await import("#app/services/rate-limit.server.ts");
const { createServerApp } = await import("./app.ts");
const { checkSiteEnv } = await import("#app/content/site-env.ts");
const env = getEnv();
checkSiteEnv(process.env);
const logger = getLogger();

try {
  await migrateDatabase();
} catch (error) {
  logger.fatal({ err: error }, "database migration failed");
  process.exit(1);
}

// Delivers the team's notifications of submissions (e-mail, webhook) from the outbox.
const outboxWorker = startOutboxWorker(
  getDatabase().db,
  createDelivery(env, logger),
  logger,
);
const pruneTimer = setInterval(() => {
  pruneRateLimits(getDatabase().db).catch(() =>
    logger.warn("could not prune expired rate-limit windows"),
  );
}, RATE_LIMIT_PRUNE_MS);
pruneTimer.unref();

const app = await createServerApp({
  mode: dev ? "development" : "production",
  logger,
  trustProxy: env.TRUST_PROXY,
  buildDir: env.BUILD_DIR,
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(
    `listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
});
server.on("error", (error) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});

let shuttingDown = false;
async function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const forced = setTimeout(() => {
    logger.error("forced shutdown after grace period");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  server.close(async () => {
    try {
      clearInterval(pruneTimer);
      await outboxWorker.stop();
      await closeDatabase();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
      process.exit(1);
    }
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
