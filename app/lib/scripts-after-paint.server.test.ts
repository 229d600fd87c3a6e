import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { FIRST_TOUCH_KEY } from "#app/lib/attribution.ts";
import {
  AFTER_PAINT_MODULE_TYPE,
  START_FALLBACK_MS,
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
    `<script${nonceAttr}>window.__reactRouterContext = { streamController: { close() {} } };</script>` +
    `<script${nonceAttr} type="module" async="">${moduleBody}</script>` +
    `<!--$--><script${nonceAttr}>window.__reactRouterContext.streamController.close();</script><!--/$-->` +
    `</body></html>`
  );
}

describe("startScriptsAfterPaint", () => {
  it("takes the module preloads out of the document and hands them to the loader", () => {
    const html = startScriptsAfterPaint(renderedDocument());
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      JSON.stringify(["/assets/entry.client-b2.js", "/assets/root-a1.js"]),
    );
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

/**
 * The loader itself, run in a DOM with scripts enabled: the browser's timers and paint observer
 * are replaced by ones the test drives, so no test waits for real time.
 */
function openRewrittenPage(stylesheet?: string) {
  const timers: { run: () => void; delay: number }[] = [];
  const observers: ((list: {
    getEntriesByName: (name: string) => unknown[];
  }) => void)[] = [];
  const dom = new JSDOM(
    startScriptsAfterPaint(renderedDocument(), stylesheet),
    {
      url: "https://www.example.com/pricing?utm_source=newsletter&utm_medium=email",
      referrer: "https://mail.example.org/",
      runScripts: "dangerously",
      pretendToBeVisual: true,
      beforeParse(window) {
        window.setTimeout = ((run: () => void, delay = 0) =>
          timers.push({ run, delay })) as unknown as typeof window.setTimeout;
        class FakePaintObserver {
          static supportedEntryTypes = ["paint"];
          constructor(callback: (typeof observers)[number]) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        }
        Object.assign(window, { PerformanceObserver: FakePaintObserver });
      },
    },
  );
  const { document } = dom.window;
  return {
    window: dom.window,
    liveModules: () => document.querySelectorAll('script[type="module"]'),
    stylesheets: () => [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'),
    ],
    preloads: () =>
      [...document.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute("href"),
      ),
    paint: () =>
      observers.forEach((callback) =>
        callback({
          getEntriesByName: (name) =>
            name === "first-contentful-paint" ? [{}] : [],
        }),
      ),
    runTimers: (upTo: number) => {
      for (const timer of timers.splice(0))
        if (timer.delay <= upTo) timer.run();
        else timers.push(timer);
    },
  };
}

describe("the loader in the browser", () => {
  it("records the first touch as soon as the page is parsed, before any module runs", () => {
    const page = openRewrittenPage();
    expect(page.liveModules()).toHaveLength(0);
    expect(
      JSON.parse(page.window.localStorage.getItem(FIRST_TOUCH_KEY) ?? "null"),
    ).toEqual({
      landingPage: "/pricing?utm_source=newsletter&utm_medium=email",
      referrer: "https://mail.example.org/",
      utmSource: "newsletter",
      utmMedium: "email",
    });
  });

  it("starts the scripts right after the first paint, without waiting for images to load", () => {
    const page = openRewrittenPage();
    page.runTimers(0);
    expect(page.liveModules()).toHaveLength(0);
    page.paint();
    page.runTimers(0);
    expect(page.liveModules()).toHaveLength(1);
    expect(page.liveModules()[0]!.textContent).toBe(moduleBody);
    expect(page.preloads()).toEqual([
      "/assets/entry.client-b2.js",
      "/assets/root-a1.js",
    ]);
  });

  it("starts them once after three seconds when no paint is reported", () => {
    const page = openRewrittenPage();
    page.runTimers(START_FALLBACK_MS - 1);
    expect(page.liveModules()).toHaveLength(0);
    page.runTimers(START_FALLBACK_MS);
    expect(page.liveModules()).toHaveLength(1);
    page.paint();
    page.runTimers(0);
    expect(page.liveModules()).toHaveLength(1);
  });

  it("on a page with only its own CSS inline, adds the whole stylesheet and runs the scripts once it has arrived", () => {
    const page = openRewrittenPage("/assets/app-c3.css");
    page.paint();
    page.runTimers(0);
    const [stylesheet] = page.stylesheets();
    expect(stylesheet?.getAttribute("href")).toBe("/assets/app-c3.css");
    // The modules are already being fetched; they run when the stylesheet is there.
    expect(page.preloads()).toHaveLength(2);
    expect(page.liveModules()).toHaveLength(0);
    stylesheet!.dispatchEvent(new page.window.Event("load"));
    expect(page.liveModules()).toHaveLength(1);
  });

  it("runs the scripts when the stylesheet fails to load too, so the page still becomes interactive", () => {
    const page = openRewrittenPage("/assets/app-c3.css");
    page.paint();
    page.runTimers(0);
    page.stylesheets()[0]!.dispatchEvent(new page.window.Event("error"));
    expect(page.liveModules()).toHaveLength(1);
  });

  it("adds no stylesheet to a page that inlines the whole of it", () => {
    const page = openRewrittenPage();
    page.paint();
    page.runTimers(0);
    expect(page.stylesheets()).toEqual([]);
    expect(page.liveModules()).toHaveLength(1);
  });
});
