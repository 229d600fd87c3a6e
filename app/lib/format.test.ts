import { describe, expect, it } from "vitest";
import { formatPrice } from "#app/lib/format.ts";

describe("formatPrice", () => {
  it("writes whole dollars without cents", () => {
    expect(formatPrice(297)).toBe("$297");
    expect(formatPrice(997)).toBe("$997");
    expect(formatPrice(0)).toBe("$0");
  });

  it("groups thousands", () => {
    expect(formatPrice(1500)).toBe("$1,500");
    expect(formatPrice(15000)).toBe("$15,000");
  });

  it("shows cents only when there are any", () => {
    expect(formatPrice(12.5)).toBe("$12.50");
  });
});
