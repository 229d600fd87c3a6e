/**
 * A prerendered page inlines only the rules of the site's stylesheet that its own markup uses
 * (about half of it); the whole stylesheet follows as a file when the page's scripts start, for
 * what scripts show later (menus, dialogs, the pages of client-side navigation). See
 * docs/decisions/0018-page-css-and-main-thread-work.md.
 */
import Beasties from "beasties";

const inlineStyle = /<style>([\s\S]*?)<\/style>/;

const beasties = new Beasties({
  // Only the inline stylesheet is read; nothing is fetched or written.
  external: false,
  reduceInlineStyles: true,
  // Rules for states the markup does not show yet (hover, focus) stay with the elements they
  // style; keyframes stay when a kept rule names them.
  keyframes: "critical",
  // Beasties matches a selector after dropping its pseudo-classes, which empties one that is all
  // `:where(...)` (Tailwind's space-y-*: `:where(.space-y-3>:not(:last-child))`): those few
  // rules are always kept.
  allowRules: [/^:where\(/],
  compress: false,
  logLevel: "silent",
});

/**
 * The document with its first `<style>` cut down to the rules its markup matches. Only that
 * element's text changes: the rest of the document is left byte for byte as rendered, so the
 * hashes of its inline scripts still hold.
 */
export async function keepPageCss(html: string): Promise<string> {
  const original = inlineStyle.exec(html);
  if (!original) return html;
  const reduced = inlineStyle.exec(await beasties.process(html))?.[1];
  if (reduced === undefined) return html;
  return (
    html.slice(0, original.index) +
    `<style>${reduced}</style>` +
    html.slice(original.index + original[0].length)
  );
}
