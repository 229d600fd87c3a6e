/**
 * Answers the JSON API (`#app/api/endpoints.server.ts`) straight from Express, ahead of React
 * Router (docs/decisions/0013): the handler reads the Node request as it is, without a Fetch
 * Request and a route match per call, and the answer is written at once with its length, so that
 * `compression` leaves answers under its threshold alone. Paths outside the table go on.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Request, RequestHandler } from "express";
import type { ApiEndpoint } from "#app/api/endpoints.server.ts";
import type { ApiAnswer, ApiRequest } from "#app/services/api.server.ts";

/** JSON is never a document: it may load nothing and be framed nowhere. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Paths match as React Router matched them: in any case, with or without a final slash. */
const pathKey = (path: string) =>
  (path.length > 1 && path.endsWith("/")
    ? path.slice(0, -1)
    : path
  ).toLowerCase();

type Endpoints =
  | readonly ApiEndpoint[]
  /** Development: the table is loaded again for each request, so that edits apply at once. */
  | (() => Promise<readonly ApiEndpoint[]>);

export function serveApi(endpoints: Endpoints): RequestHandler {
  const tables = new WeakMap<
    readonly ApiEndpoint[],
    Map<string, ApiEndpoint>
  >();
  const byPath = (table: readonly ApiEndpoint[]) => {
    let paths = tables.get(table);
    if (!paths) {
      paths = new Map(
        table.map((endpoint) => [pathKey(endpoint.path), endpoint]),
      );
      tables.set(table, paths);
    }
    return paths;
  };
  /** The endpoint of `key`: its own, or the one whose path ends in `/*` and contains it. */
  const find = (table: readonly ApiEndpoint[], key: string) => {
    const paths = byPath(table);
    const exact = paths.get(key);
    if (exact) return exact;
    const parent = key.slice(0, key.lastIndexOf("/") + 1);
    return parent.length > "/api/".length ? paths.get(`${parent}*`) : undefined;
  };
  const fixed = typeof endpoints === "function" ? undefined : endpoints;

  const serve = async (
    endpoint: ApiEndpoint,
    req: Request,
    res: ServerResponse,
  ) => {
    // Also on the error page, should the handler fail.
    res.setHeader("Cache-Control", "no-store");
    send(req, res, await endpoint.handle(apiRequest(req), req.ip));
  };

  return (req, res, next) => {
    const key = pathKey(req.path);
    if (!key.startsWith("/api/")) return next();
    if (fixed) {
      const endpoint = find(fixed, key);
      if (!endpoint) return next();
      serve(endpoint, req, res).catch(next);
      return;
    }
    (endpoints as () => Promise<readonly ApiEndpoint[]>)()
      .then((table) => {
        const endpoint = find(table, key);
        return endpoint ? serve(endpoint, req, res) : next();
      })
      .catch(next);
  };
}

function apiRequest(req: IncomingMessage): ApiRequest {
  return {
    method: req.method ?? "GET",
    url: req.url ?? "/",
    header(name) {
      const value = req.headers[name];
      return Array.isArray(value) ? value.join(", ") : value;
    },
    body: () => req[Symbol.asyncIterator](),
  };
}

function send(req: Request, res: ServerResponse, answer: ApiAnswer) {
  res.statusCode = answer.status;
  // Not cached unless the endpoint says how (the blog's answers).
  res.setHeader("Cache-Control", "no-store");
  for (const [name, value] of Object.entries(answer.headers ?? {}))
    res.setHeader(name, value);
  res.setHeader("Content-Security-Policy", API_CSP);
  if (answer.status === 304) {
    res.end();
    return;
  }
  const text = JSON.stringify(answer.body);
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Content-Length", Buffer.byteLength(text));
  res.end(req.method === "HEAD" ? undefined : text);
}
