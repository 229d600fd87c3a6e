import { describe, expect, it } from "vitest";
import { checkSiteEnv } from "#app/content/site-env.ts";

describe("checkSiteEnv", () => {
  it("accepts valid overrides and treats empty values as unset", () => {
    expect(
      checkSiteEnv({
        SITE_URL: "https://example.com",
        SITE_PHONE: "(301) 555-0100",
        SITE_NAME: "",
      }),
    ).toEqual({
      SITE_URL: "https://example.com",
      SITE_PHONE: "(301) 555-0100",
    });
  });

  it("names every invalid variable", () => {
    expect(() =>
      checkSiteEnv({
        SITE_URL: "ftp://example.com",
        SITE_EMAIL: "nobody",
        SITE_PHONE: "12",
      }),
    ).toThrow(/SITE_URL[\s\S]*SITE_EMAIL[\s\S]*SITE_PHONE/);
  });
});
