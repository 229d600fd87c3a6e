import { describe, expect, it } from "vitest";
import { impactBadgeVariant } from "#app/lib/trend-impact.ts";

describe("impactBadgeVariant", () => {
  it("is destructive for Critical and default for High", () => {
    expect(impactBadgeVariant("Critical")).toBe("destructive");
    expect(impactBadgeVariant("High")).toBe("default");
  });

  it("is secondary for any other impact", () => {
    for (const impact of ["Medium", "Low", "critical", "HIGH", ""]) {
      expect(impactBadgeVariant(impact), impact).toBe("secondary");
    }
  });
});
