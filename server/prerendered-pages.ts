/**
 * Pages prerendered at build time are served from memory, compressed (brotli at its best
 * setting, and gzip), each with the Content-Security-Policy that allows exactly its own inline
 * scripts. The build writes the compressed copies beside each page (`precompressPages`, run from
 * react-router.config.ts): compressing them at start held the event loop for seconds, long
 * enough for the database's connect timer to fire. A build without them is compressed at start
 * off the event loop. A request with a query string (a shared filter link, say) is left to the
 * server renderer, so that the page arrives with the state its URL asks for.
 */
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { RequestHandler } from "express";
import { buildCsp, inlineScriptHashes } from "./csp.ts";

export interface PrerenderedPage {
  html: string;
  brotli: Buffer;
  gzip: Buffer;
  csp: string;
  etag: string;
}

// zlib's callback forms run in the thread pool, leaving the event loop free.
const compressBrotli = (html: string) =>
  promisify(brotliCompress)(html, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
  });
const compressGzip = (html: string) => promisify(gzip)(html, { level: 9 });

/** The prerendered pages' files under `clientDir`: each `index.html` with its address. */
async function pageFiles(clientDir: string) {
  const files = await readdir(clientDir, { recursive: true, encoding: "utf8" });
  return files
    .filter((file) => path.basename(file) === "index.html")
    .map((file) => {
      const dir = path.dirname(file).split(path.sep).join("/");
      return {
        file: path.join(clientDir, file),
        urlPath: dir === "." ? "/" : `/${dir}`,
      };
    });
}

/**
 * Writes `index.html.br` and `index.html.gz` beside every prerendered page (after the build),
 * so that the server loads them instead of compressing at start.
 */
export async function precompressPages(clientDir: string): Promise<void> {
  for (const { file } of await pageFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    await writeFile(`${file}.br`, await compressBrotli(html));
    await writeFile(`${file}.gz`, await compressGzip(html));
  }
}

/** A compressed copy written by the build, or none. */
async function readCompressed(file: string): Promise<Buffer | undefined> {
  return readFile(file).catch(() => undefined);
}

export async function loadPrerenderedPages(
  clientDir: string,
): Promise<Map<string, PrerenderedPage>> {
  const pages = new Map<string, PrerenderedPage>();
  for (const { file, urlPath } of await pageFiles(clientDir)) {
    const html = await readFile(file, "utf8");
    pages.set(urlPath, {
      html,
      brotli:
        (await readCompressed(`${file}.br`)) ?? (await compressBrotli(html)),
      gzip: (await readCompressed(`${file}.gz`)) ?? (await compressGzip(html)),
      csp: buildCsp({ scriptHashes: inlineScriptHashes(html) }),
      etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
    });
  }
  return pages;
}

/** A page's one address: lower case, without a trailing slash. */
function canonicalPath(urlPath: string): string {
  const lower = urlPath.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

export function servePrerenderedPages(
  pages: Map<string, PrerenderedPage>,
  cacheControl: string,
): RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // `/pricing/` and `/PRICING` are the same page for the router: send them to its one
    // address, so that it is served from here and indexed once.
    const canonical = canonicalPath(req.path);
    if (canonical !== req.path && pages.has(canonical)) {
      const query = req.url.indexOf("?");
      res.redirect(301, canonical + (query === -1 ? "" : req.url.slice(query)));
      return;
    }
    if (req.url.includes("?")) return next();
    const page = pages.get(req.path);
    if (!page) return next();
    res.setHeader("Content-Security-Policy", page.csp);
    res.setHeader("Cache-Control", cacheControl);
    res.setHeader("ETag", page.etag);
    res.setHeader("Vary", "Accept-Encoding");
    res.type("html");
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    // Brotli whenever the browser takes it: Chrome lists "gzip, deflate, br, zstd", and a plain
    // negotiation would pick gzip on that tie (about a fifth more bytes for the same page).
    const encoding = req.acceptsEncodings("br")
      ? "br"
      : req.acceptsEncodings("gzip", "identity");
    // A response that already names its encoding is left alone by the compression middleware.
    if (encoding === "br" || encoding === "gzip") {
      res.setHeader("Content-Encoding", encoding);
      res.end(
        req.method === "HEAD"
          ? undefined
          : encoding === "br"
            ? page.brotli
            : page.gzip,
      );
      return;
    }
    res.send(page.html);
  };
}
