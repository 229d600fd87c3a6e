// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import {
  attributionOf,
  captureFirstTouch,
  FIRST_TOUCH_KEY,
  readFirstTouch,
} from "#app/lib/attribution.ts";

describe("attributionOf", () => {
  it("keeps the landing page, an outside referrer and the UTM parameters", () => {
    expect(
      attributionOf(
        "https://www.dmvaiagents.com/pricing?utm_source=google&utm_medium=cpc&utm_campaign=audit&utm_term=seo&utm_content=ad1&x=1",
        "https://www.google.com/",
      ),
    ).toEqual({
      landingPage:
        "/pricing?utm_source=google&utm_medium=cpc&utm_campaign=audit&utm_term=seo&utm_content=ad1&x=1",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "audit",
      utmTerm: "seo",
      utmContent: "ad1",
    });
  });

  it("ignores a referrer from the site itself", () => {
    expect(
      attributionOf(
        "https://www.dmvaiagents.com/free-audit",
        "https://www.dmvaiagents.com/",
      ),
    ).toEqual({ landingPage: "/free-audit" });
  });
});

describe("first touch in the browser", () => {
  beforeEach(() => localStorage.clear());

  it("stores the first visit and keeps it on later ones", () => {
    history.replaceState(null, "", "/seo-automation?utm_source=newsletter");
    captureFirstTouch(FIRST_TOUCH_KEY, attributionOf);
    history.replaceState(null, "", "/pricing?utm_source=facebook");
    captureFirstTouch(FIRST_TOUCH_KEY, attributionOf);
    expect(readFirstTouch()).toEqual({
      landingPage: "/seo-automation?utm_source=newsletter",
      utmSource: "newsletter",
    });
  });

  it("reads nothing from a missing or damaged record", () => {
    expect(readFirstTouch()).toEqual({});
    localStorage.setItem("site.first-touch", "{not json");
    expect(readFirstTouch()).toEqual({});
    localStorage.setItem(
      "site.first-touch",
      JSON.stringify({ landingPage: 42, utmSource: "x", other: "y" }),
    );
    expect(readFirstTouch()).toEqual({ utmSource: "x" });
  });
});
