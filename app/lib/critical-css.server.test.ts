import { describe, expect, it } from "vitest";
import { keepPageCss } from "./critical-css.server.ts";

const stylesheet = [
  ":root{--color-primary:#1d4ed8}",
  "body{margin:0}",
  ".hero{padding:4rem}",
  ".hero:hover{color:red}",
  ".dialog{position:fixed}",
  "[aria-expanded=true]{color:blue}",
  "@media (min-width:64rem){.hero{padding:6rem}.dialog{inset:0}}",
  "@keyframes spin{to{transform:rotate(1turn)}}",
  ".spinner{animation:spin 1s linear infinite}",
  "@keyframes pulse{50%{opacity:.5}}",
  ".skeleton{animation:pulse 2s infinite}",
].join("");

function page(body: string): string {
  return (
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"/><style>${stylesheet}</style></head>` +
    `<body>${body}<script>window.__x = "<b class=\\"dialog\\">";</script></body></html>`
  );
}

const inlineCss = (html: string) =>
  /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";

describe("keepPageCss", () => {
  it("keeps the rules the markup matches, with their hover states and media queries", async () => {
    const css = inlineCss(
      await keepPageCss(
        page('<main class="hero"><span class="spinner"></span></main>'),
      ),
    );
    expect(css).toContain("--color-primary:#1d4ed8");
    expect(css).toContain("body{margin:0}");
    expect(css).toContain(".hero{padding:4rem}");
    expect(css).toContain(".hero:hover{color:red}");
    expect(css).toMatch(
      /@media \(min-width:\s?64rem\)\{\.hero\{padding:6rem\}\}/,
    );
    expect(css).toContain("@keyframes spin");
    expect(css).toContain(".spinner{animation:spin");
  });

  it("drops the rules of elements and states the markup does not have", async () => {
    const css = inlineCss(
      await keepPageCss(page('<main class="hero"></main>')),
    );
    expect(css).not.toContain(".dialog");
    expect(css).not.toContain("aria-expanded");
    expect(css).not.toContain("@keyframes pulse");
    expect(css).not.toContain(".skeleton");
  });

  it("changes nothing but the stylesheet's text, so the inline scripts' hashes hold", async () => {
    const before = page('<main class="hero"><p>Hi &amp; welcome</p></main>');
    const after = await keepPageCss(before);
    const [head, rest] = before.split(`<style>${stylesheet}</style>`);
    expect(after.startsWith(`${head}<style>`)).toBe(true);
    expect(after.endsWith(`</style>${rest}`)).toBe(true);
  });

  it("leaves a document without a stylesheet as it is", async () => {
    const html = "<!DOCTYPE html><html><body><h1>Plain</h1></body></html>";
    expect(await keepPageCss(html)).toBe(html);
  });
});
