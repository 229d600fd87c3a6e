import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Request, Response } from "express";
import {
  loadPrerenderedPages,
  precompressPages,
  servePrerenderedPages,
} from "./prerendered-pages.ts";

function buildFolder() {
  const dir = mkdtempSync(path.join(tmpdir(), "prerendered-"));
  mkdirSync(path.join(dir, "pricing"));
  mkdirSync(path.join(dir, "assets"));
  writeFileSync(
    path.join(dir, "index.html"),
    "<style>a{}</style><script>home()</script>",
  );
  writeFileSync(
    path.join(dir, "pricing", "index.html"),
    "<style>a{}</style><script>pricing()</script>",
  );
  writeFileSync(path.join(dir, "assets", "x.js"), "");
  return dir;
}

describe("loadPrerenderedPages", () => {
  it("maps each index.html to its address with a policy for its own inline scripts", async () => {
    const pages = await loadPrerenderedPages(buildFolder());
    expect([...pages.keys()].sort()).toEqual(["/", "/pricing"]);
    const home = pages.get("/")!;
    const pricing = pages.get("/pricing")!;
    expect(home.csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(home.csp).not.toBe(pricing.csp);
    expect(home.etag).not.toBe(pricing.etag);
    // Compressed once at load, and still the same page.
    expect(brotliDecompressSync(home.brotli).toString()).toBe(home.html);
    expect(gunzipSync(home.gzip).toString()).toBe(home.html);
  });

  it("serves the compressed copies the build wrote instead of compressing at start", async () => {
    const dir = buildFolder();
    await precompressPages(dir);
    const brotli = path.join(dir, "pricing", "index.html.br");
    const gzip = path.join(dir, "pricing", "index.html.gz");
    expect(brotliDecompressSync(readFileSync(brotli)).toString()).toBe(
      readFileSync(path.join(dir, "pricing", "index.html"), "utf8"),
    );
    expect(existsSync(path.join(dir, "index.html.gz"))).toBe(true);
    // Marked copies: the loader hands out exactly the files, compressing nothing itself.
    writeFileSync(brotli, "brotli from the build");
    writeFileSync(gzip, "gzip from the build");
    const pricing = (await loadPrerenderedPages(dir)).get("/pricing")!;
    expect(pricing.brotli.toString()).toBe("brotli from the build");
    expect(pricing.gzip.toString()).toBe("gzip from the build");
  });
});

describe("servePrerenderedPages", async () => {
  const pages = await loadPrerenderedPages(buildFolder());
  const serve = servePrerenderedPages(pages, "public, max-age=60");

  /** Runs the middleware on a GET of `url`; tells whether it answered or passed it on. */
  function get(url: string) {
    const sent: unknown[] = [];
    const request = {
      method: "GET",
      url,
      path: url.split("?")[0],
      fresh: false,
      // A client that takes no compression, as Express answers for it.
      acceptsEncodings: (...encodings: string[]) =>
        encodings.includes("identity") ? "identity" : false,
    } as unknown as Request;
    const response = {
      setHeader: () => response,
      type: () => response,
      send: (body: unknown) => sent.push(body),
      redirect: (status: number, location: string) =>
        sent.push({ status, location }),
    } as unknown as Response;
    let passedOn = false;
    serve(request, response, () => {
      passedOn = true;
    });
    return { passedOn, sent };
  }

  it("answers a page's plain address from memory", () => {
    expect(get("/pricing")).toEqual({
      passedOn: false,
      sent: [pages.get("/pricing")!.html],
    });
  });

  it("leaves an address with a query to the renderer, which shows the state it asks for", () => {
    expect(get("/pricing?category=mobile")).toEqual({
      passedOn: true,
      sent: [],
    });
    expect(get("/?")).toEqual({ passedOn: true, sent: [] });
  });

  it("sends another spelling of a page's address to the page, with its query", () => {
    expect(get("/pricing/")).toEqual({
      passedOn: false,
      sent: [{ status: 301, location: "/pricing" }],
    });
    expect(get("/PRICING?plan=pro")).toEqual({
      passedOn: false,
      sent: [{ status: 301, location: "/pricing?plan=pro" }],
    });
    // Not a page: left to the router (and its 404).
    expect(get("/Unknown/")).toEqual({ passedOn: true, sent: [] });
  });
});
