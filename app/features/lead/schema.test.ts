import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LeadSchema,
  WEBSITE_MESSAGE,
  isWebAddress,
} from "#app/features/lead/schema.ts";
import { MAX_LINE_LENGTH } from "#app/lib/form-fields.ts";

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

  /**
   * What the browser and `POST /api/leads` both decide, by the schema's own rule and never by the
   * engine's URL parser (Chromium's `new URL()` takes "https://not a url at all"). `null` means
   * refused with WEBSITE_MESSAGE; a string is the value the schema hands on.
   *
   * "café.com" is accepted as typed: the rule allows letters of any script in a host name, as
   * browsers and IDNA do; the punycode spelling "xn--caf-dma.com" is accepted too.
   */
  const cases: [input: string, expected: string | null][] = [
    ["not a url at all", null],
    ["mybusiness.com", "https://mybusiness.com"],
    ["www.my-business.com/menu?x=1", "https://www.my-business.com/menu?x=1"],
    ["https://example.com:8080/a", "https://example.com:8080/a"],
    ["example.com:8080", "https://example.com:8080"],
    ["http://example.com", "http://example.com"],
    ["HTTPS://Example.COM/Menu#hours", "HTTPS://Example.COM/Menu#hours"],
    ["localhost", null],
    ["localhost:3000", null],
    ["mybiz", null],
    ["https://-bad.com", null],
    ["https://bad-.com", null],
    ["https://bad..com", null],
    ["https://example.c0m", null],
    ["https://example.c", null],
    ["https://192.168.1.1", null],
    ["https://example.com:99999", null],
    ["https://user@example.com", null],
    ["https://example.com./", null],
    ["https://example.com/a b", null],
    ["ftp://example.com", null],
    ["javascript:alert(1)", null],
    ["mailto:owner@example.com", null],
    ["//example.com", null],
    // Protocol-relative and backslashed spellings are refused, never read as another host.
    ["//evil.example", null],
    ["  //evil.example/path  ", null],
    ["///x", null],
    ["///evil.example", null],
    ["\\\\evil.example", null],
    ["/\\evil.example", null],
    ["\\/evil.example", null],
    ["https:\\\\evil.example", null],
    ["https:/\\evil.example", null],
    ["http://\\evil.example", null],
    ["https:////example.com", null],
    ["https:/example.com", null],
    ["https:example.com", null],
    ["https://exa mple.com", null],
    ["  example.com  ", "https://example.com"],
    ["café.com", "https://café.com"],
    ["xn--caf-dma.com", "https://xn--caf-dma.com"],
    ["shop.xn--p1ai", "https://shop.xn--p1ai"],
    ["", ""],
    ["   ", ""],
  ];

  it.each(cases)("reads %j as %j", (input, expected) => {
    const result = website.safeParse(input);
    if (expected === null) {
      expect(result.success).toBe(false);
      expect(result.error?.issues).toHaveLength(1);
      expect(result.error?.issues[0]?.message).toBe(WEBSITE_MESSAGE);
    } else {
      expect(result.success).toBe(true);
      expect(result.data).toBe(expected);
    }
  });

  describe.each([
    [
      "one that takes anything, as Chromium takes spaces in a host",
      class {
        protocol = "https:";
        hostname = "not%20a%20url%20at%20all";
        href: string;
        constructor(input: string) {
          this.href = input;
        }
        static canParse = () => true;
      },
    ],
    [
      "one that refuses everything",
      class {
        constructor() {
          throw new TypeError("Invalid URL");
        }
        static canParse = () => false;
      },
    ],
  ])("whatever the engine's URL parser, %s", (_, FakeURL) => {
    afterEach(() => {
      vi.unstubAllGlobals();
    });

    it.each(cases)("still reads %j as %j", (input, expected) => {
      vi.stubGlobal("URL", FakeURL);
      const result = website.safeParse(input);
      vi.unstubAllGlobals();
      expect(result.success ? result.data : null).toBe(expected);
    });
  });

  it("accepts only what a URL parser can read, with the host it names", () => {
    for (const [, expected] of cases) {
      if (!expected) continue;
      const url = new URL(expected);
      expect(["http:", "https:"]).toContain(url.protocol);
      expect(url.hostname).not.toBe("");
    }
    expect(new URL("https://café.com").hostname).toBe("xn--caf-dma.com");
  });

  it("keeps the whole address within the line length", () => {
    const host = `${"a".repeat(60)}.${"b".repeat(60)}.com`;
    const fits = `https://${host}/${"p".repeat(MAX_LINE_LENGTH - host.length - 9)}`;
    expect(fits).toHaveLength(MAX_LINE_LENGTH);
    expect(website.safeParse(fits).success).toBe(true);
    expect(website.safeParse(`${fits}x`).error?.issues[0]?.message).toBe(
      WEBSITE_MESSAGE,
    );
    // A label may have 63 characters, not 64.
    expect(isWebAddress(`https://${"a".repeat(63)}.com`)).toBe(true);
    expect(isWebAddress(`https://${"a".repeat(64)}.com`)).toBe(false);
  });
});

describe("characters that cannot be stored, in the lead form", () => {
  const UNSUPPORTED = "Please remove unsupported characters";
  const valid = {
    name: "Dana Whitfield",
    email: "dana@capitolbakery.example",
    phone: "(202) 555-0187",
    company: "Capitol Bakery",
    website: "capitolbakery.example",
    businessType: "Restaurant/Food Service",
    currentMarketing: "Instagram posts",
    goals: "More weekday catering orders",
    source: "Free Audit Page",
  };

  it.each(["\u0000", "\uD800", "\uDFFF"])(
    "refuses %j in every text field with one message",
    (bad) => {
      for (const field of [
        "name",
        "phone",
        "company",
        "currentMarketing",
        "goals",
        "source",
        "website",
      ] as const) {
        const result = LeadSchema.safeParse({
          ...valid,
          [field]: `${valid[field]}${bad}`,
        });
        expect(result.success, field).toBe(false);
        expect(
          result.error?.issues.map((issue) => [issue.path, issue.message]),
          field,
        ).toEqual([[[field], UNSUPPORTED]]);
      }
    },
  );

  it("refuses a lone surrogate in the website's path, which the address rule alone took", () => {
    expect(isWebAddress("https://example.com/\uD800")).toBe(false);
    expect(isWebAddress("https://example.com/caf%C3%A9-😀")).toBe(true);
    expect(
      LeadSchema.shape.website.safeParse("example.com/menu\uD800").error
        ?.issues,
    ).toMatchObject([{ message: UNSUPPORTED }]);
  });

  it("keeps the lead when its attribution is bad, without the bad values", () => {
    const result = LeadSchema.safeParse({
      ...valid,
      attribution: {
        landingPage: "javascript:alert(1)",
        referrer: "https://www.google.com/",
        utmSource: "google\u0000",
        utmCampaign: "x".repeat(201),
        utmMedium: "cpc",
      },
    });
    expect(result.success).toBe(true);
    expect(result.data?.attribution).toEqual({
      referrer: "https://www.google.com/",
      utmMedium: "cpc",
    });
    expect(
      LeadSchema.safeParse({ ...valid, attribution: "utm_source=google" }).data
        ?.attribution,
    ).toBeUndefined();
  });
});
