import { describe, expect, it } from "vitest";
import { DEFAULT_NEXT_PATH, safeNextPath } from "./next-path.ts";

describe("safeNextPath", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeNextPath("/dashboard")).toBe("/dashboard");
    expect(safeNextPath("/dashboard?x=1#y")).toBe("/dashboard?x=1#y");
    expect(safeNextPath("/blog/a-post?category=Local+SEO")).toBe(
      "/blog/a-post?category=Local+SEO",
    );
  });

  it("percent-encodes characters a header cannot carry", () => {
    expect(safeNextPath("/é")).toBe("/%C3%A9");
    expect(safeNextPath("/日本")).toBe("/%E6%97%A5%E6%9C%AC");
    expect(safeNextPath("/dashboard?q=日本#ü")).toBe(
      "/dashboard?q=%E6%97%A5%E6%9C%AC#%C3%BC",
    );
  });

  it.each([
    ["no value", null],
    ["an empty value", ""],
    ["a relative path", "dashboard"],
    ["a tab", "/\t/evil.example"],
    ["a line feed", "/\n/evil.example"],
    ["a carriage return", "/\r/evil.example"],
    ["a NUL", "/dashboard\u0000"],
    ["a C1 control", "/dashboard\u0085"],
    ["a protocol-relative address", "//evil.example"],
    ["a backslash", "/\\evil.example"],
    ["slashes once decoded", "///evil.example"],
    ["another site", "https://evil.example"],
    ["a script", "javascript:alert(1)"],
    ["dot segments that leave a double slash", "/.//evil.example"],
    ["encoded dot segments", "/%2e%2e//evil.example"],
  ])("falls back to the dashboard for %s", (_, next) => {
    expect(safeNextPath(next)).toBe(DEFAULT_NEXT_PATH);
  });

  it("returns only text that a Location header carries", () => {
    for (const next of ["/é", "/日本", "/a b", "/dashboard?x=<script>"])
      expect(safeNextPath(next)).toMatch(/^\/[\x21-\x7e]*$/);
  });
});
