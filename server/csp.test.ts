import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_MODULE_TYPE } from "#app/lib/scripts-after-paint.server.ts";
import { buildCsp, createNonce, inlineHashes } from "./csp.ts";

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineHashes", () => {
  it("hashes inline classic and module scripts and inline styles", () => {
    const html =
      "<style>body{margin:0}</style><script>window.a=1</script>" +
      '<script type="module">import "/assets/x.js"</script>';
    expect(inlineHashes(html)).toEqual({
      scripts: [hashOf("window.a=1"), hashOf('import "/assets/x.js"')],
      styles: [hashOf("body{margin:0}")],
    });
  });

  it("hashes the module script that waits for the first paint, which runs as a copy later", () => {
    const html = `<script type="${AFTER_PAINT_MODULE_TYPE}" async="">import "/assets/y.js"</script>`;
    expect(inlineHashes(html).scripts).toEqual([
      hashOf('import "/assets/y.js"'),
    ]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineHashes(html)).toEqual({ scripts: [], styles: [] });
  });
});

describe("buildCsp", () => {
  it("allows scripts from the site itself and the given nonce, nothing inline otherwise", () => {
    const csp = buildCsp({ nonce: "abc" });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toMatch(/style-src [^;]*unsafe-inline/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lists the hashes of prerendered pages", () => {
    const csp = buildCsp({
      scriptHashes: ["'sha256-x'"],
      styleHashes: ["'sha256-y'"],
    });
    expect(csp).toContain("script-src 'self' 'sha256-x'");
    expect(csp).toContain("style-src 'self' 'sha256-y'");
  });

  it("makes a fresh nonce for every call", () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
