/**
 * The site's server, built into the React Router server build (`build/server/index.js`): the
 * framework's build is re-exported so the file is still a `ServerBuild` (prerendering reads it),
 * and `startSite` adds the Express app, migrations and background work. Every module of the app
 * is therefore loaded once per process. `server/index.ts` only loads this build and listens.
 */
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import express from "express";
import type { ErrorRequestHandler, RequestHandler } from "express";
import compression from "compression";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import type { ViteDevServer } from "vite";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import type { ServerBuild } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import { siteEnvKeys, siteEnvOverrides } from "#app/content/site.ts";
import { apiEndpoints } from "#app/api/endpoints.server.ts";
import {
  clientAddressContext,
  cspNonceContext,
} from "#app/lib/request-context.ts";
import {
  closeDatabase,
  getDatabase,
  markInstallStepsDone,
  migrateDatabase,
} from "#app/services/db/client.server.ts";
import { getEnv, type Env, type TrustProxy } from "#app/services/env.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  createDelivery,
  emailDeliveryTimeoutMs,
} from "#app/services/notify.server.ts";
import {
  outboxTimings,
  pruneOutbox,
  startOutboxWorker,
  type OutboxWorker,
} from "#app/services/outbox.server.ts";
import { pruneRateLimits } from "#app/services/rate-limit.server.ts";
import { eventWriter } from "#app/features/analytics/events.server.ts";
import { startAnalyticsJob } from "#app/features/analytics/rollup.server.ts";
import { seedBlog } from "#app/features/blog/seed.server.ts";
import { prepareClassifier } from "#app/features/chat/classifier.server.ts";
import {
  startBlogSync,
  type BlogSync,
} from "#app/features/blog/sync.server.ts";
import { startConfiguredBusyFeed } from "#app/features/booking/busy-feed.server.ts";
import { site } from "#app/content/site.ts";
import { pruneAccountTokens } from "#app/services/account-tokens.server.ts";
import { afterAnswersSettled } from "#app/services/after-answer.server.ts";
import { pruneIdempotencyKeys } from "#app/services/idempotency.server.ts";
import {
  foreignOriginMessage,
  originAllowed,
} from "#app/services/origins.server.ts";
import {
  pruneSessions,
  sessionCookie,
  trackSessionReads,
  type SessionReads,
} from "#app/services/sessions.server.ts";
import { serveApi } from "./api.ts";
import { buildCsp, createNonce } from "./csp.ts";
import { requireValidHost } from "./host-header.ts";
import { withoutSecrets } from "./log-redaction.ts";
import {
  loadPrerenderedPages,
  servePrerenderedPages,
} from "./prerendered-pages.ts";

export * from "virtual:react-router/server-build";

// Expired rate-limit windows, sessions, account links and idempotency keys, and old delivered
// notifications, are deleted hourly.
const PRUNE_INTERVAL_MS = 3_600_000;
const MIGRATION_RETRY_MAX_MS = 60_000;
/** At shutdown, the longest wait for the outbox's deliveries in progress. */
const OUTBOX_STOP_WAIT_MS = 3_000;

export interface SiteOptions {
  mode: "development" | "production";
  /** Development only: Vite's server, whose middleware serves modules and hot updates. */
  devServer?: ViteDevServer;
}

export interface Site {
  app: express.Express;
  env: Env;
  logger: Logger;
  /**
   * Settles once the first migration attempt and the first-install steps are done, or once that
   * attempt failed: the server listens then, so that a fresh installation never answers from a
   * half-prepared database, and an unreachable one still gets its pages served (and 503s).
   */
  ready: Promise<void>;
  /**
   * Starts the work that waits until the server listens, so that it never holds up the first
   * page: the training of the assistant's classifier (decision 0023).
   */
  listening(): void;
  /** Stops the background work and closes the database (after the HTTP server has closed). */
  close(): Promise<void>;
}

/**
 * Returns the Express app, and migrates the database and seeds a fresh installation's blog in the
 * background, trying the migrations again with backoff while it cannot (`ready` says when to
 * listen): an instance started while the database is unreachable serves the pages it can,
 * answers /api/health with 503 (and the forms with their failure message) and becomes healthy
 * when the database is back. The outbox worker starts once the schema is there.
 */
export async function startSite(options: SiteOptions): Promise<Site> {
  const env = getEnv();
  const logger = getLogger();
  warnOnChangedSiteFacts(logger);
  // Made now, so that a missing SESSION_SECRET is reported at start.
  sessionCookie();

  const delivery = createDelivery(env, logger);
  let outboxWorker: OutboxWorker | undefined;
  let blogSync: BlogSync | undefined;
  let analyticsJob: { stop(): Promise<void> } | undefined;
  // The team's calendar: its busy times are not offered on /book (product.md D12).
  const busyFeed = startConfiguredBusyFeed(env, site.hours.timeZone, logger);
  let closing = false;
  let firstAttemptDone = () => {};
  const ready = new Promise<void>((resolve) => (firstAttemptDone = resolve));
  const migration = migrateUntilDone(logger, firstAttemptDone);
  const prepared = migration.done.then(async (migrated) => {
    if (!migrated) return;
    // Delivers the team's notifications of submissions (e-mail, webhook) from the outbox.
    outboxWorker = startOutboxWorker(
      getDatabase().db,
      delivery,
      logger,
      outboxTimings(
        emailDeliveryTimeoutMs(env.SMTP_REPLY_TIMEOUT_SECONDS * 1000),
      ),
    );
    // A fresh installation's blog starts with the seed posts (product.md D9); the first sync
    // from Notion, when it is configured, replaces them, and runs every BLOG_SYNC_MINUTES.
    await seedBlog(getDatabase().db)
      .then(
        (seeded) => seeded && logger.info("blog seeded with its sample posts"),
      )
      .catch((error: unknown) =>
        logger.error(
          { err: error },
          "could not seed the blog; it starts empty",
        ),
      );
    markInstallStepsDone();
    firstAttemptDone();
    // The report's daily rollups and the raw events' retention (product.md D13): at start, then
    // hourly.
    if (!closing)
      analyticsJob = startAnalyticsJob({
        db: () => getDatabase().db,
        retentionDays: env.ANALYTICS_RETENTION_DAYS,
        logger,
      });
    if (!closing)
      blogSync = startBlogSync({ db: getDatabase().db, env, logger });
  });
  const pruneTimer = setInterval(() => {
    pruneRateLimits(getDatabase().db).catch(() =>
      logger.warn("could not prune expired rate-limit windows"),
    );
    pruneOutbox(getDatabase().db).catch(() =>
      logger.warn("could not prune delivered notifications"),
    );
    pruneSessions(getDatabase().db).catch(() =>
      logger.warn("could not prune expired sessions"),
    );
    pruneAccountTokens(getDatabase().db).catch(() =>
      logger.warn("could not prune expired account links"),
    );
    pruneIdempotencyKeys(getDatabase().db).catch(() =>
      logger.warn("could not prune expired idempotency keys"),
    );
  }, PRUNE_INTERVAL_MS);
  pruneTimer.unref();

  const app = await createServerApp({
    mode: options.mode,
    logger,
    trustProxy: env.TRUST_PROXY,
    buildDir: env.BUILD_DIR,
    devServer: options.devServer,
  });

  return {
    app,
    env,
    logger,
    ready,
    listening() {
      prepareClassifier((error) =>
        logger.error(
          { err: error },
          "the assistant's classifier failed to train",
        ),
      );
    },
    async close() {
      closing = true;
      clearInterval(pruneTimer);
      migration.stop();
      await prepared;
      // A delivery still running is not waited out (an SMTP reply may take minutes): its row
      // stays leased and is tried again.
      await Promise.race([
        outboxWorker?.stop(),
        new Promise((resolve) =>
          setTimeout(resolve, OUTBOX_STOP_WAIT_MS).unref(),
        ),
      ]);
      await blogSync?.stop();
      await analyticsJob?.stop();
      busyFeed?.stop();
      // Work an answer did not wait for (a reset link's look-up) finishes on the open database;
      // each of its queries is bounded, and so is this wait.
      // So do the analytics events still held for the writer.
      await Promise.race([
        Promise.all([afterAnswersSettled(), eventWriter().flush()]),
        new Promise((resolve) =>
          setTimeout(resolve, OUTBOX_STOP_WAIT_MS).unref(),
        ),
      ]);
      await closeDatabase();
    },
  };
}

/** Waits between migration attempts: 1 s, doubling up to a minute. */
function migrationRetryMs(failures: number): number {
  return Math.min(1_000 * 2 ** (failures - 1), MIGRATION_RETRY_MAX_MS);
}

/**
 * Migrates the process's database until it succeeds or `stop()` is called; `onFirstFailure` is
 * called when the first attempt fails.
 */
function migrateUntilDone(logger: Logger, onFirstFailure: () => void) {
  let stopped = false;
  let wake = () => {};
  const done = (async () => {
    for (let failures = 1; !stopped; failures++) {
      try {
        await migrateDatabase();
        return true;
      } catch (error) {
        const retryInMs = migrationRetryMs(failures);
        // Migration errors quote no visitor's data; the code says what failed.
        logger.error(
          { err: error, retryInMs },
          "database migration failed; the site answers 503 where it needs the database and tries again",
        );
        if (failures === 1) onFirstFailure();
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, retryInMs);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    }
    return false;
  })();
  return {
    done,
    stop() {
      stopped = true;
      wake();
    },
  };
}

/**
 * Business facts are part of the build (pages are prerendered with them); a SITE_* variable that
 * differs at run time has no effect until the next build, so say so instead of ignoring it.
 */
function warnOnChangedSiteFacts(logger: Logger) {
  const changed = siteEnvKeys.filter(
    (key) => (process.env[key] || undefined) !== siteEnvOverrides[key],
  );
  if (changed.length > 0) {
    logger.warn(
      { variables: changed },
      "business facts differ from the build's; rebuild (npm start does) for them to take effect",
    );
  }
}

/** The site uses none of these browser features; no page or embed may ask for them. */
const PERMISSIONS_POLICY =
  "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()";

/** HTML may change with every deploy; hashed assets never do. */
const HTML_CACHE_CONTROL = "public, max-age=60";
/** One visitor's answer: kept by no cache, not even the browser's for Back. */
const PRIVATE_CACHE_CONTROL = "private, no-store";
const ASSET_CACHE_MAX_AGE = "1y";

export interface ServerAppOptions {
  mode: "development" | "production";
  logger: Logger;
  /** Proxy hops, or proxy addresses, trusted to tell the client's address. */
  trustProxy: TrustProxy;
  /** Folder of the production build (default `build`): its client files are served. */
  buildDir?: string;
  devServer?: ViteDevServer;
}

export async function createServerApp(options: ServerAppOptions) {
  const { mode, logger } = options;
  const production = mode === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);
  if (options.trustProxy === 0) app.use(warnOnUntrustedForwarding(logger));

  app.use(
    pinoHttp({
      logger,
      // Hashed assets are many and uninteresting; pages and API calls are logged.
      autoLogging: {
        ignore: (req) => req.url?.startsWith("/assets/") ?? false,
      },
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500
          ? "error"
          : res.statusCode >= 400
            ? "warn"
            : "info",
      // A 5xx answered without an exception (503 while the database is unavailable) is logged
      // by its status: the error the logger makes up for it has a stack of the logger's own.
      customErrorObject: (_req, res, error, value: Record<string, unknown>) =>
        error.message === `failed with status code ${res.statusCode}`
          ? { ...value, err: undefined }
          : value,
      // Headers carry cookies and visitors' details: log what identifies the request only.
      serializers: {
        req: (req: {
          id: unknown;
          method: string;
          url: string;
          remoteAddress?: string;
        }) => ({
          id: req.id,
          method: req.method,
          url: withoutSecrets(req.url),
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(requireValidHost());
  app.use(refuseUnsupportedMethods());
  app.use(privateWhenSessionBound());
  app.use(
    helmet({
      // The policy depends on the page (nonce or hashes), so it is set below.
      contentSecurityPolicy: false,
      hsts: production
        ? { maxAge: 63_072_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Its browsing-context switch cost a phone about 100 ms of main-thread work on every
      // page; the account pages set it themselves (docs/decisions/0018).
      crossOriginOpenerPolicy: false,
      // The policy's `frame-ancestors 'none'` already forbids framing; SAMEORIGIN would contradict it.
      xFrameOptions: false,
    }),
  );
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });

  // The JSON API comes before the compression middleware, whose work on every answer cost a lead
  // POST about 15% of its throughput; it compresses its own large answers (docs/decisions/0013).
  const devServer = production ? undefined : options.devServer;
  if (!production && !devServer)
    throw new Error("development needs Vite's dev server");
  app.use(
    serveApi(
      devServer
        ? async () => {
            // Loaded per request, like the routes below, so that an edited endpoint applies at once.
            const module = (await devServer.ssrLoadModule(
              "/app/api/endpoints.server.ts",
            )) as { apiEndpoints: typeof apiEndpoints };
            return module.apiEndpoints;
          }
        : apiEndpoints,
    ),
  );
  app.use(refuseForeignActions());
  app.use(
    compression({
      // Rendered per request: a middling brotli level compresses well without costing the
      // response time that the maximum level would (prerendered pages come compressed already).
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  );

  if (devServer) {
    // Vite serves modules and hot updates; it needs inline scripts, so no policy in development.
    app.use(devServer.middlewares);
    app.all(
      "/{*path}",
      reactRouterHandler(
        // Loaded per request so that an edited route is picked up without a restart.
        () =>
          devServer.ssrLoadModule(
            "virtual:react-router/server-build",
          ) as Promise<ServerBuild>,
        mode,
      ),
    );
    return app;
  }

  const buildDir = path.resolve(options.buildDir ?? "build");
  const clientDir = path.join(buildDir, "client");
  const pages = await loadPrerenderedPages(clientDir);

  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: ASSET_CACHE_MAX_AGE,
      index: false,
      fallthrough: false,
    }),
  );
  app.use(servePrerenderedPages(pages, HTML_CACHE_CONTROL));
  app.use(
    skipHtmlFiles(
      express.static(clientDir, {
        maxAge: "1d",
        index: false,
        redirect: false,
      }),
    ),
  );
  app.all("/{*path}", reactRouterHandler(serverBuild, mode));
  app.use(finalErrorHandler(logger));
  return app;
}

/** Rendered pages get a fresh nonce; anything else under /api/ is never cached. */
function reactRouterHandler(
  build: ServerBuild | (() => Promise<ServerBuild>),
  mode: string,
): RequestHandler {
  const handler = createRequestHandler({
    build,
    mode,
    getLoadContext: (req, res) => {
      const context = new RouterContextProvider();
      context.set(cspNonceContext, res.locals.cspNonce as string | undefined);
      context.set(clientAddressContext, req.ip);
      return context;
    },
  });
  return (req, res, next) => {
    if (mode === "production") {
      const nonce = createNonce();
      res.locals.cspNonce = nonce;
      res.setHeader("Content-Security-Policy", buildCsp({ nonce }));
    }
    res.setHeader(
      "Cache-Control",
      req.path.startsWith("/api/") ? "no-store" : HTML_CACHE_CONTROL,
    );
    // The adapter appends the route's headers: a route's own Cache-Control (the sitemap's, the
    // health check's) replaces the default above instead of becoming a second one.
    const append = res.append.bind(res);
    res.append = (field, value) =>
      field.toLowerCase() === "cache-control"
        ? res.setHeader(field, value ?? "")
        : append(field, value);
    return handler(req, res, next);
  };
}

/** Methods the site answers; the rest (TRACE, CONNECT, made-up ones) get 405 straight away. */
const SUPPORTED_METHODS = new Set([
  "GET",
  "HEAD",
  "POST",
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
]);

/**
 * React Router builds a Fetch `Request` for every request, and Fetch refuses TRACE and CONNECT
 * with an exception: answer them (and any method the site never serves) with 405 instead of 500.
 */
function refuseUnsupportedMethods(): RequestHandler {
  return (req, res, next) => {
    if (SUPPORTED_METHODS.has(req.method)) return next();
    res.status(405).set("Allow", "GET, HEAD, POST").type("text/plain");
    res.send("Method Not Allowed");
  };
}

/**
 * An answer whose handling read the session cookie (redirects and `.data` answers included), or
 * that sets a cookie, is the visitor's own: `private, no-store` with `Vary: Cookie`, whatever the
 * route said. Held here rather than per route: a cached redirect between /signin and /dashboard
 * made signing in loop, and a shared cache could serve one visitor's answer to everyone.
 */
function privateWhenSessionBound(): RequestHandler {
  return (_req, res, next) => {
    const reads: SessionReads = { read: false };
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => void;
    res.writeHead = ((...args: unknown[]) => {
      if (reads.read || res.hasHeader("Set-Cookie")) {
        res.setHeader("Cache-Control", PRIVATE_CACHE_CONTROL);
        res.vary("Cookie");
      }
      writeHead(...args);
      return res;
    }) as typeof res.writeHead;
    trackSessionReads(reads, next);
  };
}

/** Methods that change nothing; any other on a page is an action. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every route action (sign-out and the dashboard's forms included) passes the site's one origin
 * rule, the JSON forms' (`#app/services/origins.server.ts`), before React Router. The framework's
 * own check is switched off (react-router.config.ts): it compares the Origin with the request's
 * URL, whose scheme is http behind an HTTPS proxy unless TRUST_PROXY is set, and it skips
 * resource routes such as /signout.
 */
function refuseForeignActions(): RequestHandler {
  return (req, res, next) => {
    if (
      SAFE_METHODS.has(req.method) ||
      originAllowed({ origin: req.headers.origin, host: req.headers.host })
    )
      return next();
    res.status(403).type("text/plain").send(foreignOriginMessage);
  };
}

/**
 * Behind a proxy that TRUST_PROXY does not name, every visitor shares the proxy's address (and
 * its rate limit): say so once, when the first forwarded request arrives.
 */
function warnOnUntrustedForwarding(logger: Logger): RequestHandler {
  let warned = false;
  return (req, _res, next) => {
    if (!warned && req.headers["x-forwarded-for"] !== undefined) {
      warned = true;
      logger.warn(
        "a request came through a proxy (X-Forwarded-For) but TRUST_PROXY is 0: client addresses are the proxy's; set TRUST_PROXY to the number of proxies or their addresses",
      );
    }
    next();
  };
}

/**
 * Prerendered HTML (and its compressed copies) is served with its own policy above, never as a
 * plain file.
 */
function skipHtmlFiles(serveStatic: RequestHandler): RequestHandler {
  return (req, res, next) =>
    /\.html(\.br|\.gz)?$/.test(req.path) ? next() : serveStatic(req, res, next);
}

/** Last resort for errors outside React Router: a friendly page, never a stack trace. */
function finalErrorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    const status =
      typeof error?.status === "number" && error.status >= 400
        ? error.status
        : 500;
    if (status >= 500)
      logger.error({ err: error, url: req.originalUrl }, "request failed");
    if (res.headersSent) return next(error);
    res.status(status);
    if (req.path.startsWith("/api/") || !req.accepts("html")) {
      res.json({
        message:
          status === 404
            ? "Not found"
            : status === 400
              ? "The address is not valid."
              : "Something went wrong. Please try again.",
      });
      return;
    }
    // 400: an address that does not decode ("/blog/%"), which static files refuse before any route.
    res
      .type("html")
      .send(
        status === 404
          ? '<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1><p><a href="/">Go to the home page</a></p>'
          : status === 400
            ? '<!doctype html><title>Address not valid</title><h1>Address not valid</h1><p>This address cannot be read: check it for a typo. <a href="/">Go to the home page</a></p>'
            : '<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment. <a href="/">Go to the home page</a></p>',
      );
  };
}
