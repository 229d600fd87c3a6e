import { describe, expect, it } from "vitest";
import {
  AFTER_PAINT_MODULE_TYPE,
  afterPaintModules,
  startScriptsAfterPaint,
} from "./scripts-after-paint.server.ts";

const moduleBody = `;
import * as route0 from "/assets/root-a1.js";
import("/assets/entry.client-b2.js");`;

function renderedDocument(nonce?: string): string {
  const nonceAttr = nonce ? ` nonce="${nonce}"` : "";
  return (
    `<!DOCTYPE html><html><head><meta charSet="utf-8"/>` +
    `<link rel="modulepreload" href="/assets/entry.client-b2.js"${nonceAttr}/>` +
    `<link rel="modulepreload" href="/assets/root-a1.js"${nonceAttr}/>` +
    `<link rel="modulepreload" href="/assets/entry.client-b2.js"${nonceAttr}/>` +
    `<link rel="icon" href="/favicon.svg"/></head><body><main><h1>Pricing</h1></main>` +
    `<script${nonceAttr}>window.__reactRouterContext = {};</script>` +
    `<script${nonceAttr} type="module" async="">${moduleBody}</script>` +
    `<!--$--><script${nonceAttr}>window.__reactRouterContext.streamController.close();</script><!--/$-->` +
    `</body></html>`
  );
}

describe("startScriptsAfterPaint", () => {
  it("takes the module preloads out of the document and hands them to the loader", () => {
    const html = startScriptsAfterPaint(renderedDocument());
    expect(html).not.toContain('rel="modulepreload"');
    expect(afterPaintModules(html)).toEqual([
      "/assets/entry.client-b2.js",
      "/assets/root-a1.js",
    ]);
    // Other links stay where they are.
    expect(html).toContain('<link rel="icon" href="/favicon.svg"/>');
  });

  it("makes the module script inert and keeps its text unchanged for the loader to copy", () => {
    const html = startScriptsAfterPaint(renderedDocument());
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      `<script type="${AFTER_PAINT_MODULE_TYPE}" async="">${moduleBody}</script>`,
    );
  });

  it("puts the loader last in the body, after everything hydration compares", () => {
    const html = startScriptsAfterPaint(renderedDocument());
    const loaderStart = html.lastIndexOf("<script>(function");
    expect(loaderStart).toBeGreaterThan(html.lastIndexOf("<!--/$-->"));
    expect(html.endsWith("</script></body></html>")).toBe(true);
    expect(html.slice(loaderStart)).toContain("first-contentful-paint");
  });

  it("gives the loader the page's nonce so that the policy allows it and its copy", () => {
    const html = startScriptsAfterPaint(renderedDocument("n0nce"));
    expect(html).toContain(
      `<script nonce="n0nce" type="${AFTER_PAINT_MODULE_TYPE}" async="">`,
    );
    expect(html).toMatch(/<script nonce="n0nce">\(function[\s\S]*<\/body>/);
  });

  it("leaves a document without a module script as it is", () => {
    const html = "<!DOCTYPE html><html><body><h1>Plain</h1></body></html>";
    expect(startScriptsAfterPaint(html)).toBe(html);
  });
});
