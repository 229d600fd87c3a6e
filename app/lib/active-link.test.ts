import { describe, expect, it } from "vitest";
import { isActivePath } from "#app/lib/active-link.ts";

describe("isActivePath", () => {
  it("marks Home active only on the exact home path", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/", "/pricing")).toBe(false);
  });

  it("marks other links active on a prefix match", () => {
    expect(isActivePath("/pricing", "/pricing")).toBe(true);
    expect(isActivePath("/pricing", "/pricing/")).toBe(true);
    expect(isActivePath("/blog", "/blog/why-local-seo")).toBe(true);
  });

  it("does not match a longer sibling path", () => {
    expect(isActivePath("/blog", "/blogroll")).toBe(false);
    expect(isActivePath("/contact", "/")).toBe(false);
  });
});
