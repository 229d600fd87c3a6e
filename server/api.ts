/**
 * Answers the JSON API (`#app/api/endpoints.server.ts`) straight from Express, ahead of React
 * Router and of the `compression` middleware (docs/decisions/0013): the handler reads the Node
 * request as it is, without a Fetch Request and a route match per call, and the answer is written
 * at once with its length, compressed here when it is large enough to gain from it (the blog's
 * lists). Paths outside the table go on.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
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
    await send(req, res, await endpoint.handle(apiRequest(req), req.ip));
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

/** Smaller answers gain less from compression than it costs (the `compression` default). */
const COMPRESSION_THRESHOLD_BYTES = 1024;
const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * The coding an answer goes in: brotli when the client takes it, else gzip, else none (`*` counts
 * for both; `;q=0` refuses).
 */
export function answerEncoding(
  acceptEncoding: string | undefined,
): "br" | "gzip" | undefined {
  const quality = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [coding = "", ...parameters] = part.trim().toLowerCase().split(";");
    const q = parameters
      .map((parameter) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    if (coding) quality.set(coding, q === undefined ? 1 : Number(q));
  }
  const accepts = (coding: string) =>
    (quality.get(coding) ?? quality.get("*") ?? 0) > 0;
  return accepts("br") ? "br" : accepts("gzip") ? "gzip" : undefined;
}

async function send(req: Request, res: ServerResponse, answer: ApiAnswer) {
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
  res.setHeader("Content-Type", "application/json; charset=utf-8");
  res.setHeader("Vary", "Accept-Encoding");
  let body: string | Buffer = JSON.stringify(answer.body);
  const encoding =
    Buffer.byteLength(body) >= COMPRESSION_THRESHOLD_BYTES
      ? answerEncoding(req.headers["accept-encoding"])
      : undefined;
  if (encoding === "br")
    body = await compressBrotli(body, {
      // As the pages rendered per request: a middling level, quick enough to answer at once.
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 },
    });
  else if (encoding === "gzip") body = await compressGzip(body);
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(req.method === "HEAD" ? undefined : body);
}
