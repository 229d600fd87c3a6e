/**
 * The first-party beacon (docs/decisions/0026): a pageview for each page a visitor sees, the
 * first with where the visit came from, sent with `sendBeacon` to the site's own `/api/events`.
 * No cookie, no storage, nothing that tells one browser from another: the server counts a
 * visitor by a hash it cannot make again the next day. Visitors who ask not to be tracked (Do Not
 * Track, Global Privacy Control) send nothing. The Web Vitals code loads when the browser is
 * idle, outside the page's first load.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

const ENDPOINT = "/api/events";

export type BeaconPayload = Record<string, string | number | boolean>;

/** The team's and a customer's own pages are work, not visits. */
const isVisitorPage = (path: string) => !/^\/(team|dashboard)(\/|$)/.test(path);

export function trackingAllowed(): boolean {
  const browser = navigator as Navigator & { globalPrivacyControl?: boolean };
  return browser.doNotTrack !== "1" && browser.globalPrivacyControl !== true;
}

/** Phone, tablet or desktop, by the width the page is laid out at. */
export function deviceClass(): "phone" | "tablet" | "desktop" {
  return innerWidth < 768 ? "phone" : innerWidth < 1024 ? "tablet" : "desktop";
}

export function sendEvents(events: readonly BeaconPayload[]): void {
  const body = JSON.stringify({ events });
  // A beacon outlives the page; without one, a keep-alive request does the same.
  if (!navigator.sendBeacon?.(ENDPOINT, body))
    fetch(ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => {});
}

let pageLoadCounted = false;

/** Sends the pageview of `url` (a path and query); the first of a page load says how it came. */
export function sendPageview(url: string): void {
  const first = !pageLoadCounted;
  pageLoadCounted = true;
  sendEvents([
    {
      type: "pageview",
      url,
      device: deviceClass(),
      ...(first && { load: true, referrer: document.referrer }),
    },
  ]);
}

/** Counts each page the visitor sees, and once idle, how fast the loaded page was for them. */
export function usePageBeacon(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (!trackingAllowed() || !isVisitorPage(pathname)) return;
    // Only the path moves a pageview: a filter changing the query is the same page.
    sendPageview(pathname + search);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);
  useEffect(() => {
    if (!trackingAllowed() || !isVisitorPage(pathname)) return;
    const load = () =>
      void import("./vitals-beacon.ts").then((vitals) =>
        vitals.watchVitals(pathname),
      );
    if ("requestIdleCallback" in window) requestIdleCallback(load);
    else setTimeout(load, 1000);
    // The vitals measured are the loaded page's, whatever the visitor does next.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
