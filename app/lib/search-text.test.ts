import { describe, expect, it } from "vitest";
import { containsSearch, normalizeSearch } from "#app/lib/search-text.ts";

describe("normalizeSearch", () => {
  it("trims and lower-cases", () => {
    expect(normalizeSearch("  SEO Results ")).toBe("seo results");
    expect(normalizeSearch(" \t ")).toBe("");
  });
});

describe("containsSearch", () => {
  const texts = ["Potomac Code Works", "API Integrations"];

  it("finds the search in any of the texts, ignoring case and surrounding spaces", () => {
    expect(containsSearch(texts, "  CODE works ")).toBe(true);
    expect(containsSearch(texts, "api")).toBe(true);
    expect(containsSearch(texts, "shopify")).toBe(false);
  });

  it("matches everything for an empty or blank search, even no texts", () => {
    for (const search of ["", "   "]) {
      expect(containsSearch(texts, search)).toBe(true);
      expect(containsSearch([], search)).toBe(true);
    }
  });

  it("treats the search as plain text, not a pattern", () => {
    const prices = ["From $200/month (C++ and .NET sites too)."];
    expect(containsSearch(prices, "$200/month")).toBe(true);
    expect(containsSearch(prices, "c++")).toBe(true);
    expect(containsSearch(prices, ".net")).toBe(true);
    expect(containsSearch(texts, ".*")).toBe(false);
  });
});
