import { describe, expect, it } from "vitest";
import {
  decodeAddressPart,
  isPlainParameter,
  queryParameters,
} from "#app/lib/address-parts.ts";

describe("address parts", () => {
  it("decodes percent-encoding, and gives nothing for a malformed one", () => {
    expect(decodeAddressPart("caf%C3%A9%20seo")).toBe("café seo");
    for (const bad of ["%", "%E0%A4%A", "%zz", "a%2", "%C3"])
      expect(decodeAddressPart(bad), bad).toBeUndefined();
  });

  it("reads the query as URLSearchParams does, and gives nothing when a part is malformed", () => {
    expect([
      ...queryParameters(
        "/blog?category=Local+SEO&page=2&empty=&flag&x=a%3Db",
      )!,
    ]).toEqual([
      ["category", "Local SEO"],
      ["page", "2"],
      ["empty", ""],
      ["flag", ""],
      ["x", "a=b"],
    ]);
    expect([...queryParameters("http://localhost/blog")!]).toEqual([]);
    for (const bad of [
      "/blog?category=%",
      "/blog?category=%E0%A4%A",
      "/blog?%zz=1",
      "/api/blog/posts?limit=5&cursor=%C3",
    ])
      expect(queryParameters(bad), bad).toBeUndefined();
  });

  it("takes plain text up to its length, never control characters or lone surrogates", () => {
    for (const good of [
      "Local SEO",
      "Café & Co.",
      "北京",
      "😀",
      "x".repeat(200),
    ])
      expect(isPlainParameter(good), good).toBe(true);
    for (const bad of [
      "\u0000",
      "Local\u0000SEO",
      "a\nb",
      "\u001b[31m",
      "\u0085",
      "\uD800",
      "x".repeat(201),
    ])
      expect(isPlainParameter(bad), JSON.stringify(bad)).toBe(false);
    expect(isPlainParameter("abcd", 3)).toBe(false);
  });
});
