/**
 * Every page arrives complete from the server, so its JavaScript only makes it interactive.
 * Loaded eagerly (the framework's module preloads in the head), those ~115 KiB compete with the
 * HTML for a slow connection and hold back the first paint. This rewrite of the rendered
 * document starts them once the page has loaded and painted instead
 * (docs/decisions/0007-scripts-after-first-paint.md):
 *
 * - the `<link rel="modulepreload">` tags leave the head; the loader adds them back when it starts;
 * - the framework's inline module script gets an inert type, so it neither fetches nor runs;
 * - a small classic script at the end of the body (where hydration does not look) records the
 *   visitor's first touch at once (so a click before the scripts start keeps the UTM source),
 *   counts the pageview (`#app/lib/page-beacon.ts`),
 *   waits for the first contentful paint, then adds the preloads and a live copy of the module
 *   script. A page that reports no paint within three seconds (an old browser, a throttled tab)
 *   starts them anyway, so every page becomes interactive;
 * - on a page that inlines only its own CSS (critical-css.server.ts), the loader also adds the
 *   whole stylesheet, and the module script runs once it has arrived (or failed), so nothing the
 *   scripts show is ever unstyled.
 *
 * The inert script keeps its text, so the Content-Security-Policy hash of that text (or the
 * page's nonce, copied to the live script) still allows it.
 */
import {
  attributionOf,
  captureFirstTouch,
  FIRST_TOUCH_KEY,
} from "#app/lib/attribution.ts";
import { countPageviewsSource } from "#app/lib/page-beacon.ts";

/** The type that keeps the framework's module script from running until the loader copies it. */
export const AFTER_PAINT_MODULE_TYPE = "text/x-module-after-paint";

/** How long a page waits for its first paint before it starts its scripts regardless. */
export const START_FALLBACK_MS = 3_000;

const modulePreloadTag = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const moduleScriptTag =
  /<script\b([^>]*)\btype="module"([^>]*)>([\s\S]*?)<\/script>/;
const hrefAttribute = /\bhref="([^"]+)"/;
const nonceAttribute = /\bnonce="([^"]+)"/;

/** Runs in the browser, as the source of an inline script: it must not refer to anything outside. */
function startAfterFirstPaint(
  modules: readonly string[],
  inertType: string,
  fallbackMs: number,
  stylesheet: string | null,
): void {
  const loader = document.currentScript;
  const inertModule = document.querySelector(`script[type="${inertType}"]`);
  if (!loader || !inertModule) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.append(link);
    }
    const runModule = () => {
      const script = document.createElement("script");
      script.type = "module";
      if (loader.nonce) script.nonce = loader.nonce;
      script.textContent = inertModule.textContent;
      document.body.append(script);
    };
    if (!stylesheet) return runModule();
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = stylesheet;
    link.onload = link.onerror = runModule;
    document.head.append(link);
  };
  // A tab opened in the background paints nothing until it is shown: start without waiting.
  if (
    document.visibilityState !== "visible" ||
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    start();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    // The next task, so that the paint is not held up by the work of starting.
    setTimeout(start, 0);
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(() => {
    observer.disconnect();
    start();
  }, fallbackMs);
}

/**
 * The rendered document with its scripts started after the first paint (see above); with
 * `stylesheet`, the address of the whole stylesheet its scripts wait for.
 */
export function startScriptsAfterPaint(
  html: string,
  stylesheet?: string,
): string {
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
  const captureFirstTouchCall = `(${captureFirstTouch.toString()})(${JSON.stringify(FIRST_TOUCH_KEY)}, ${attributionOf.toString()});`;
  const startCall = `(${startAfterFirstPaint.toString()})(${JSON.stringify([...modules])}, ${JSON.stringify(AFTER_PAINT_MODULE_TYPE)}, ${START_FALLBACK_MS}, ${JSON.stringify(stylesheet ?? null)})`;
  const loader = `<script${nonce ? ` nonce="${nonce}"` : ""}>${captureFirstTouchCall}${startCall};${countPageviewsSource()}</script>`;
  const rewritten = html
    .replace(tag, () => inert)
    .replace(modulePreloadTag, "");
  const bodyEnd = rewritten.lastIndexOf("</body>");
  if (bodyEnd === -1) return rewritten + loader;
  return rewritten.slice(0, bodyEnd) + loader + rewritten.slice(bodyEnd);
}
