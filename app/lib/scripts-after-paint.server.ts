/**
 * Every page arrives complete from the server, so its JavaScript only makes it interactive.
 * Loaded eagerly (the framework's module preloads in the head), those ~115 KiB compete with the
 * HTML for a slow connection and hold back the first paint. This rewrite of the rendered
 * document starts them once the page has loaded and painted instead
 * (docs/decisions/0007-scripts-after-first-paint.md):
 *
 * - the `<link rel="modulepreload">` tags leave the head; the loader adds them back when it starts;
 * - the framework's inline module script gets an inert type, so it neither fetches nor runs;
 * - a small classic script at the end of the body (where hydration does not look) waits for the
 *   load event and the first contentful paint, then adds the preloads and a live copy of the
 *   module script.
 *
 * The inert script keeps its text, so the Content-Security-Policy hash of that text (or the
 * page's nonce, copied to the live script) still allows it.
 */

/** The type that keeps the framework's module script from running until the loader copies it. */
export const AFTER_PAINT_MODULE_TYPE = "text/x-module-after-paint";

const modulePreloadTag = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScriptTag =
  /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const hrefAttribute = /\bhref="([^"]+)"/;
const nonceAttribute = /\bnonce="([^"]+)"/;

/** Runs in the browser, as the source of an inline script: it must not refer to anything outside. */
function startAfterFirstPaint(
  modules: readonly string[],
  inertType: string,
): void {
  const loader = document.currentScript;
  const inertModule = document.querySelector(`script[type="${inertType}"]`);
  if (!loader || !inertModule) return;
  const start = () => {
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    if (loader.nonce) script.nonce = loader.nonce;
    script.textContent = inertModule.textContent;
    document.body.append(script);
  };
  // A tab opened in the background paints nothing until it is shown: start without waiting.
  const afterFirstPaint = (then: () => void) => {
    if (
      document.visibilityState !== "visible" ||
      typeof PerformanceObserver === "undefined" ||
      !PerformanceObserver.supportedEntryTypes.includes("paint")
    ) {
      then();
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0)
        return;
      observer.disconnect();
      then();
    });
    observer.observe({ type: "paint", buffered: true });
  };
  const afterLoad = (then: () => void) => {
    if (document.readyState === "complete") then();
    else addEventListener("load", then, { once: true });
  };
  afterLoad(() => afterFirstPaint(() => setTimeout(start, 0)));
}

/** The rendered document with its scripts started after the first paint (see above). */
export function startScriptsAfterPaint(html: string): string {
  const modules = new Set<string>();
  for (const tag of html.match(modulePreloadTag) ?? []) {
    const href = hrefAttribute.exec(tag)?.[1];
    if (href) modules.add(href);
  }
  const script = moduleScriptTag.exec(html);
  // A document without the framework's module script (none is rendered) stays as it is.
  if (!script) return html;
  const [tag, before = "", after = "", body = ""] = script;
  const nonce = nonceAttribute.exec(tag)?.[1];
  const inert = `<script${before}type="${AFTER_PAINT_MODULE_TYPE}"${after}>${body}</script>`;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>(${startAfterFirstPaint.toString()})(${JSON.stringify([...modules])}, ${JSON.stringify(AFTER_PAINT_MODULE_TYPE)})</script>`;
  const rewritten = html
    .replace(tag, () => inert)
    .replace(modulePreloadTag, "");
  const bodyEnd = rewritten.lastIndexOf("</body>");
  if (bodyEnd === -1) return rewritten + loader;
  return rewritten.slice(0, bodyEnd) + loader + rewritten.slice(bodyEnd);
}

/** The modules a rewritten document preloads when its loader starts (for the budget checks). */
export function afterPaintModules(html: string): string[] | undefined {
  const call = /\}\)\((\[[^\]]*\]), "[^"]+"\)<\/script><\/body>/.exec(html);
  return call?.[1] ? (JSON.parse(call[1]) as string[]) : undefined;
}
