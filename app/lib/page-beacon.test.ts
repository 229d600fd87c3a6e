// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  countPageviews,
  deviceClass,
  EVENTS_ENDPOINT,
  isVisitorPage,
  trackingAllowed,
} from "./page-beacon.ts";

/** What each beacon carried. */
let sent: object[][] = [];
const send = (_endpoint: string, events: readonly object[]) => {
  sent.push([...events]);
};
const start = (allowed = trackingAllowed) =>
  countPageviews(EVENTS_ENDPOINT, allowed, isVisitorPage, deviceClass, send);

describe("the pageview counter", () => {
  let pushState: typeof history.pushState;
  let replaceState: typeof history.replaceState;
  beforeEach(() => {
    sent = [];
    pushState = history.pushState;
    replaceState = history.replaceState;
    history.replaceState(null, "", "/pricing?utm_source=newsletter");
    vi.spyOn(document, "referrer", "get").mockReturnValue(
      "https://www.google.com/",
    );
  });
  afterEach(() => {
    history.pushState = pushState;
    history.replaceState = replaceState;
    vi.restoreAllMocks();
  });

  it("counts the loaded page with its referrer, then each path the router moves to", () => {
    start();
    expect(sent).toEqual([
      [
        {
          type: "pageview",
          url: "/pricing?utm_source=newsletter",
          device: "desktop",
          load: true,
          referrer: "https://www.google.com/",
        },
      ],
    ]);
    history.pushState(null, "", "/free-audit");
    // A filter that changes only the query, and the router's own state writes, are the same page.
    history.replaceState(
      { key: "a" },
      "",
      "/free-audit?businessType=restaurant",
    );
    history.replaceState(
      { key: "b" },
      "",
      "/free-audit?businessType=restaurant",
    );
    history.pushState(null, "", "/blog/why-local-seo-matters");
    expect(sent.slice(1)).toEqual([
      [{ type: "pageview", url: "/free-audit", device: "desktop" }],
      [
        {
          type: "pageview",
          url: "/blog/why-local-seo-matters",
          device: "desktop",
        },
      ],
    ]);
    // Back: the browser moves the address, then tells the page.
    replaceState.call(history, null, "", "/free-audit");
    dispatchEvent(new PopStateEvent("popstate"));
    expect(sent.at(-1)).toEqual([
      { type: "pageview", url: "/free-audit", device: "desktop" },
    ]);
    expect(sent).toHaveLength(4);
  });

  it("counts neither the team's pages nor the dashboard", () => {
    start();
    history.pushState(null, "", "/team/report");
    history.pushState(null, "", "/dashboard");
    history.pushState(null, "", "/contact");
    expect(sent.map(([event]) => (event as { url: string }).url)).toEqual([
      "/pricing?utm_source=newsletter",
      "/contact",
    ]);
  });

  it("sends nothing when the browser asks not to be tracked", () => {
    Object.defineProperty(navigator, "doNotTrack", {
      value: "1",
      configurable: true,
    });
    start();
    history.pushState(null, "", "/contact");
    expect(sent).toEqual([]);
    Reflect.deleteProperty(navigator, "doNotTrack");
    Object.defineProperty(navigator, "globalPrivacyControl", {
      value: true,
      configurable: true,
    });
    start();
    expect(sent).toEqual([]);
    Reflect.deleteProperty(navigator, "globalPrivacyControl");
  });

  it("names the device by the layout width", () => {
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(390);
    expect(deviceClass()).toBe("phone");
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(820);
    expect(deviceClass()).toBe("tablet");
    vi.spyOn(window, "innerWidth", "get").mockReturnValue(1280);
    expect(deviceClass()).toBe("desktop");
  });
});
