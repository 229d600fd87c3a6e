import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AFTER_PAINT_MODULE_TYPE } from "#app/lib/scripts-after-paint.server.ts";
import { buildCsp, createNonce, inlineScriptHashes } from "./csp.ts";

const hashOf = (text: string) =>
  `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes inline classic and module scripts, not styles", () => {
    const html =
      "<style>body{margin:0}</style><script>window.a=1</script>" +
      '<script type="module">import "/assets/x.js"</script>';
    expect(inlineScriptHashes(html)).toEqual([
      hashOf("window.a=1"),
      hashOf('import "/assets/x.js"'),
    ]);
  });

  it("hashes the module script that waits for the first paint, which runs as a copy later", () => {
    const html = `<script type="${AFTER_PAINT_MODULE_TYPE}" async="">import "/assets/y.js"</script>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf('import "/assets/y.js"')]);
  });

  it("skips external scripts and JSON-LD data blocks", () => {
    const html =
      '<script src="/assets/a.js"></script><script type="application/ld+json">{"a":1}</script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

describe("buildCsp", () => {
  it("allows scripts from the site itself and the given nonce, nothing inline otherwise", () => {
    const csp = buildCsp({ nonce: "abc" });
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it("lists the script hashes of prerendered pages", () => {
    const csp = buildCsp({ scriptHashes: ["'sha256-x'"] });
    expect(csp).toContain("script-src 'self' 'sha256-x'");
  });

  it("allows the inline styles that dialogs and selects write, with nothing that would cancel it", () => {
    // A nonce or hash in style-src would make the browser ignore 'unsafe-inline'.
    for (const csp of [buildCsp({ nonce: "abc" }), buildCsp({})])
      expect(csp).toMatch(/(^|; )style-src 'self' 'unsafe-inline'(;|$)/);
  });

  it("makes a fresh nonce for every call", () => {
    expect(createNonce()).not.toBe(createNonce());
  });
});
