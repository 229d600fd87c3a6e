/**
 * The HTTP server: security headers, compression, logs, static files and the React Router
 * request handler. No business logic lives here.
 */
import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import express from "express";
import type { ErrorRequestHandler, RequestHandler } from "express";
import compression from "compression";
import helmet from "helmet";
import { pinoHttp } from "pino-http";
import type { Logger } from "pino";
import { createRequestHandler } from "@react-router/express";
import { RouterContextProvider } from "react-router";
import type { ServerBuild } from "react-router";
import {
  clientAddressContext,
  cspNonceContext,
} from "#app/lib/request-context.ts";
import { buildCsp, createNonce } from "./csp.ts";
import {
  loadPrerenderedPages,
  servePrerenderedPages,
} from "./prerendered-pages.ts";

/** HTML may change with every deploy; hashed assets never do. */
export const HTML_CACHE_CONTROL = "public, max-age=60";
const ASSET_CACHE_MAX_AGE = "1y";

export interface ServerAppOptions {
  mode: "development" | "production";
  logger: Logger;
  /** Number of proxy hops to trust for the client address, or true/false. */
  trustProxy: boolean | number;
  /** Folder of the production build (default `build`). */
  buildDir?: string;
}

export async function createServerApp(options: ServerAppOptions) {
  const { mode, logger } = options;
  const production = mode === "production";
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", options.trustProxy);

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
          url: req.url,
          remoteAddress: req.remoteAddress,
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      },
    }),
  );
  app.use(
    compression({
      // Rendered per request: a middling brotli level compresses well without costing the
      // response time that the maximum level would (prerendered pages come compressed already).
      brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
    }),
  );
  app.use(
    helmet({
      // The policy depends on the page (nonce or hashes), so it is set below.
      contentSecurityPolicy: false,
      hsts: production
        ? { maxAge: 63_072_000, includeSubDomains: true }
        : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  );

  if (!production) {
    // Vite serves modules and hot updates; it needs inline scripts, so no policy in development.
    const vite = await import("vite");
    const devServer = await vite.createServer({
      server: { middlewareMode: true },
    });
    app.use(devServer.middlewares);
    app.all(
      "/{*path}",
      reactRouterHandler(
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
  const build = (await import(
    path.join(buildDir, "server", "index.js")
  )) as ServerBuild;
  const pages = loadPrerenderedPages(clientDir);

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
  app.all("/{*path}", reactRouterHandler(build, mode));
  app.use(finalErrorHandler(logger));
  return app;
}

/** Rendered pages get a fresh nonce; API responses are never cached by default. */
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
    return handler(req, res, next);
  };
}

/** Prerendered HTML is served with its own policy above, never as a plain file. */
function skipHtmlFiles(serveStatic: RequestHandler): RequestHandler {
  return (req, res, next) =>
    req.path.endsWith(".html") ? next() : serveStatic(req, res, next);
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
            : "Something went wrong. Please try again.",
      });
      return;
    }
    res
      .type("html")
      .send(
        status === 404
          ? '<!doctype html><title>404 Page Not Found</title><h1>404 Page Not Found</h1><p><a href="/">Go to the home page</a></p>'
          : '<!doctype html><title>Something went wrong</title><h1>Something went wrong</h1><p>Please try again in a moment. <a href="/">Go to the home page</a></p>',
      );
  };
}
