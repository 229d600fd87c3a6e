import { describe, expect, it } from "vitest";
import { cn } from "#app/lib/cn.ts";

describe("cn", () => {
  it("joins truthy class names and drops falsy ones", () => {
    expect(cn("a", false, null, undefined, "b", { c: true, d: false })).toBe(
      "a b c",
    );
  });

  it("keeps the order of the given classes", () => {
    expect(cn("px-2 py-1", "px-4!")).toBe("px-2 py-1 px-4!");
  });

  it("flattens arrays", () => {
    expect(cn(["a", ["b"]], "c")).toBe("a b c");
  });
});
