/**
 * Starts the site: loads the server build (which migrates the database and builds the Express
 * app), serves HTTP on HOST:PORT and shuts down gracefully (finishes in-flight requests, then
 * closes the database).
 *   node server/index.ts          production build in $BUILD_DIR (default ./build)
 *   node server/index.ts --dev    development with hot reload
 * This file imports nothing of the app: in production every app module comes from the build, so
 * each exists once in the process.
 */
import type { ServerResponse } from "node:http";
import net, { type Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as SiteModule from "./app.ts";

const SHUTDOWN_GRACE_MS = 10_000;
/** At shutdown, how often idle connections are looked for, and how long one stays open idle. */
const IDLE_ROUND_MS = 100;
const IDLE_LINGER_MS = 1_000;
/**
 * How long an idle keep-alive connection stays open: longer than the clients and load balancers
 * that reuse one (60 s is common), so that the server never closes a connection in the moment a
 * request is sent on it, which the client sees as a reset. Node's default is 5 s.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

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
// A load balancer sends traffic once the port is open: open it once the database is prepared
// (or known unreachable, and retried meanwhile).
await site.ready;

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(
    `listening on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`,
  );
  site.listening();
});
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
// The time allowed for a request's headers must outlast the keep-alive, or Node may cut off a
// request that arrives at the end of it.
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
server.on("error", (error) => {
  logger.fatal({ err: error }, "server failed to start");
  process.exit(1);
});

/**
 * What shutdown needs to know of a connection: the answers in progress on it (a pipelined
 * request has its own), and since when it has been idle, with the bytes it had read then.
 */
interface ConnectionState {
  answering: Set<ServerResponse>;
  /** The answer that will carry `Connection: close`, and its keep-alive before that. */
  closing?: { response: ServerResponse; keepAlive: boolean };
  idle?: { since: number; bytesRead: number };
}
const connections = new Map<Socket, ConnectionState>();
let shuttingDown = false;

server.on("connection", (socket: Socket) => {
  connections.set(socket, { answering: new Set() });
  socket.on("close", () => connections.delete(socket));
});
server.on("request", (req, res) => {
  const connection = connections.get(req.socket as Socket);
  if (!connection) return;
  connection.answering.add(res);
  res.on("close", () => connection.answering.delete(res));
  if (shuttingDown) closeAfterLastAnswer(connection);
});

/**
 * The connection's last request is answered with `Connection: close`, after which Node ends the
 * connection; the answers before it keep the connection open, so that a request pipelined
 * behind them is answered too.
 */
function closeAfterLastAnswer(connection: ConnectionState) {
  const last = [...connection.answering].at(-1);
  if (!last || last === connection.closing?.response) return;
  const previous = connection.closing;
  if (previous && !previous.response.headersSent)
    previous.response.shouldKeepAlive = previous.keepAlive;
  connection.closing = { response: last, keepAlive: last.shouldKeepAlive };
  last.shouldKeepAlive = false;
}

/**
 * Closes the connections that have answered nothing and read no byte for IDLE_LINGER_MS: bytes
 * read meanwhile are a request on its way (or a slow client's), and a client whose last answer
 * kept the connection open may be sending its next request. Run just after the event loop has
 * read its sockets, so that no request that has reached the server is cut off unread.
 */
function closeIdleConnections() {
  const now = Date.now();
  for (const [socket, connection] of connections) {
    if (connection.answering.size > 0) {
      connection.idle = undefined;
      continue;
    }
    if (connection.idle?.bytesRead !== socket.bytesRead) {
      connection.idle = { since: now, bytesRead: socket.bytesRead };
      continue;
    }
    if (now - connection.idle.since >= IDLE_LINGER_MS) socket.destroy();
  }
}

/**
 * Stops accepting connections, answers every request that has arrived (the last of each
 * connection with `Connection: close`), closes the connections as they fall idle, then stops the
 * background work and closes the database; all within SHUTDOWN_GRACE_MS, or the process exits 1.
 */
function shutdown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  logger.info({ signal }, "shutting down");
  const forced = setTimeout(() => {
    logger.error("forced shutdown after grace period");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS);
  forced.unref();
  // http.Server#close() would also destroy the idle connections at once, and with them a request
  // whose bytes have arrived but are not read yet: stop listening only, and close them below.
  net.Server.prototype.close.call(server, async () => {
    clearInterval(idleRounds);
    try {
      await site.close();
      logger.info("stopped");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "closing the database failed");
      process.exit(1);
    }
  });
  for (const connection of connections.values())
    closeAfterLastAnswer(connection);
  const idleRounds = setInterval(
    () => setImmediate(closeIdleConnections),
    IDLE_ROUND_MS,
  );
  setImmediate(closeIdleConnections);
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
