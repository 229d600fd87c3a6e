import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  loadPrerenderedPages,
  sharedStyleHashes,
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
  it("maps each index.html to its address with a policy for its own inline scripts", () => {
    const pages = loadPrerenderedPages(buildFolder());
    expect([...pages.keys()].sort()).toEqual(["/", "/pricing"]);
    const home = pages.get("/")!;
    const pricing = pages.get("/pricing")!;
    expect(home.csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(home.csp).not.toBe(pricing.csp);
    expect(home.etag).not.toBe(pricing.etag);
    expect(sharedStyleHashes(pages)).toHaveLength(1);
    // Compressed once at load, and still the same page.
    expect(brotliDecompressSync(home.brotli).toString()).toBe(home.html);
    expect(gunzipSync(home.gzip).toString()).toBe(home.html);
  });
});
