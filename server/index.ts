/**
 * Starts the site: loads the server build (which migrates the database and builds the Express
 * app), serves HTTP on HOST:PORT and shuts down gracefully (finishes in-flight requests, then
 * closes the database).
 *   node server/index.ts          production build in $BUILD_DIR (default ./build)
 *   node server/index.ts --dev    development with hot reload
 * This file imports nothing of the app: in production every app module comes from the build, so
 * each exists once in the process.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as SiteModule from "./app.ts";

const SHUTDOWN_GRACE_MS = 10_000;

const dev = process.argv.includes("--dev");
// React and React Router pick their production builds from NODE_ENV when first imported,
// so it is settled before the build loads.
process.env.NODE_ENV ??= dev ? "development" : "production";

async function loadSite(): Promise<typeof SiteModule> {
  if (!dev) {
    const buildDir = path.resolve(process.env.BUILD_DIR || "build");
    return import(
      pathToFileURL(path.join(buildDir, "server", "index.js")).href
    );
  }
  const vite = await import("vite");
  const devServer = await vite.createServer({
    server: { middlewareMode: true },
  });
  const module = (await devServer.ssrLoadModule(
    "/server/app.ts",
  )) as typeof SiteModule;
  return {
    ...module,
    startSite: (options) => module.startSite({ ...options, devServer }),
  };
}

let site: Awaited<ReturnType<typeof SiteModule.startSite>>;
try {
  const { startSite } = await loadSite();
  site = await startSite({ mode: dev ? "development" : "production" });
} catch (error) {
  // startSite has logged what failed (an invalid environment); a missing build is named.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { app, env, logger } = site;

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(
    `listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
});
server.on("error", (error) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});

// Requests being answered. At shutdown, once none is left, the connections still open are closed:
// idle keep-alive ones, and slow clients that have not finished sending a request.
let answering = 0;
let shuttingDown = false;
server.on("request", (_req, res) => {
  answering += 1;
  res.on("close", () => {
    answering -= 1;
    if (shuttingDown && answering === 0) server.closeAllConnections();
  });
});

function shutdown(signal: string) {
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
      await site.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
      process.exit(1);
    }
  });
  if (answering === 0) server.closeAllConnections();
  else server.closeIdleConnections();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
