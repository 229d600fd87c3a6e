import { describe, expect, it } from "vitest";
import { LeadSchema } from "#app/features/lead/schema.ts";

describe("the lead form's website field", () => {
  const website = LeadSchema.shape.website;

  it("takes an address with or without https://, or nothing", () => {
    expect(website.parse("capitolbakery.example")).toBe(
      "https://capitolbakery.example",
    );
    expect(website.parse(" https://capitolbakery.example/menu ")).toBe(
      "https://capitolbakery.example/menu",
    );
    expect(website.parse("")).toBe("");
    expect(website.parse(undefined)).toBeUndefined();
  });

  it("refuses what is not a web address", () => {
    for (const bad of ["capitol bakery", "ftp://files.example", "https://"])
      expect(website.safeParse(bad).error?.issues[0]?.message).toBe(
        "Please enter a valid URL",
      );
  });
});
