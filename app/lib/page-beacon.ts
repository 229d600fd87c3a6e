/**
 * The first-party beacon's pageviews (docs/decisions/0026): one for each page a visitor sees,
 * the first of a page load with the referrer and the landing address's campaign tags, sent with
 * `sendBeacon` to the site's own `/api/events`. The page's inline loader runs `countPageviews`
 * before any module (scripts-after-paint.server.ts), so a visit is counted from the first paint
 * and costs no script file; navigations inside the site are seen through the history API, which
 * the router uses. No cookie, no storage: the server counts a visitor by a hash it cannot make
 * again the next day. These functions run as inline script source: each refers only to its
 * parameters and the browser's globals.
 */

export const EVENTS_ENDPOINT = "/api/events";

/** Do Not Track and Global Privacy Control mean nothing is sent. */
export function trackingAllowed(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack !== "1" && browser.globalPrivacyControl !== true;
}

/** The team's and a customer's own pages are work, not visits. */
export function isVisitorPage(path: string): boolean {
  return !/^\/(team|dashboard)(\/|$)/.test(path);
}

/** Phone, tablet or desktop, by the width the page is laid out at. */
export function deviceClass(): "phone" | "tablet" | "desktop" {
  return innerWidth < 768 ? "phone" : innerWidth < 1024 ? "tablet" : "desktop";
}

export function sendEvents(endpoint: string, events: readonly object[]): void {
  const body = JSON.stringify({ events });
  // A beacon outlives the page; without one, a keep-alive request does the same.
  if (!navigator.sendBeacon?.(endpoint, body))
    window
      .fetch?.(endpoint, { method: "POST", body, keepalive: true })
      .catch(() => {});
}

/** Counts this page load's page, then each other path the history API moves to. */
export function countPageviews(
  endpoint: string,
  allowed: typeof trackingAllowed,
  visitorPage: typeof isVisitorPage,
  device: typeof deviceClass,
  send: typeof sendEvents,
): void {
  if (!allowed()) return;
  let counted = "";
  const count = (load: boolean) => {
    const path = location.pathname;
    // A filter that changes only the query is the same page.
    if (path === counted) return;
    counted = path;
    if (!visitorPage(path)) return;
    const pageview = {
      type: "pageview",
      url: path + location.search,
      device: device(),
    };
    send(endpoint, [
      load ? { ...pageview, load, referrer: document.referrer } : pageview,
    ]);
  };
  count(true);
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args) {
      original.apply(this, args);
      count(false);
    };
  }
  addEventListener("popstate", () => count(false));
}

/**
 * The inline script's call of `countPageviews`, with its helpers' source. Whatever a browser
 * lacks, counting never stops the page's scripts from starting.
 */
export const countPageviewsSource = () =>
  `try{(${countPageviews.toString()})(${JSON.stringify(EVENTS_ENDPOINT)}, ${trackingAllowed.toString()}, ${isVisitorPage.toString()}, ${deviceClass.toString()}, ${sendEvents.toString()})}catch(error){}`;
