import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldErrors } from "#app/lib/field-errors.ts";
import {
  AttributionSchema,
  EMAIL_MESSAGE,
  emailField,
  lineField,
  optionalLineField,
  optionalTextField,
  textField,
  UNSUPPORTED_CHARACTERS_MESSAGE,
} from "#app/lib/form-fields.ts";

/** Written out rather than imported, so that a missing export cannot make a check vacuous. */
const UNSUPPORTED = "Please remove unsupported characters";

/** Text PostgreSQL cannot store and no keyboard types: NUL and UTF-16 halves without a partner. */
const unsupported: [label: string, text: string][] = [
  ["a NUL", "Dana\u0000 Whitfield"],
  ["a NUL alone", "\u0000"],
  ["a lone high surrogate", "Dana \uD800Whitfield"],
  ["a lone low surrogate", "Dana \uDC00Whitfield"],
  ["a pair in the wrong order", "Dana \uDE00\uD83D Whitfield"],
  ["a high surrogate at the end", "Dana Whitfield \uD83D"],
  ["an escape", "Dana \u001b[31mWhitfield"],
  ["a bell", "Dana\u0007 Whitfield"],
  ["a DEL", "Dana\u007f Whitfield"],
  ["a C1 control", "Dana\u0085 Whitfield"],
];

describe("form fields", () => {
  it("trims and lower-cases e-mail addresses and refuses bad ones with one message", () => {
    expect(emailField().parse("  Owner@Example.COM ")).toBe(
      "owner@example.com",
    );
    for (const bad of ["", "owner@", "owner example.com", undefined])
      expect(emailField().safeParse(bad).error?.issues[0]?.message).toBe(
        EMAIL_MESSAGE,
      );
  });

  it("gives a missing field the same message as a short one", () => {
    const name = lineField(2, "Name must be at least 2 characters");
    expect(name.safeParse(undefined).error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
    expect(name.safeParse(" a ").error?.issues[0]?.message).toBe(
      "Name must be at least 2 characters",
    );
  });

  it("maps the first problem of each field to its name", () => {
    const schema = z.object({
      name: lineField(2, "Too short"),
      email: emailField(),
    });
    const result = schema.safeParse({ name: "", email: "x" });
    expect(fieldErrors(result.error!)).toEqual({
      name: "Too short",
      email: EMAIL_MESSAGE,
    });
  });

  describe("characters that cannot be stored", () => {
    const builders = {
      lineField: lineField(1, "Please enter your name"),
      textField: textField(1, "Please enter a message"),
      optionalLineField: optionalLineField(),
      optionalTextField: optionalTextField(),
    };

    it("has one message for them", () => {
      expect(UNSUPPORTED_CHARACTERS_MESSAGE).toBe(UNSUPPORTED);
    });

    describe.each(Object.entries(builders))("%s", (_, field) => {
      it.each(unsupported)("refuses %s with one clear message", (_, text) => {
        const result = field.safeParse(text);
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([
          UNSUPPORTED,
        ]);
      });

      it("takes emoji, accents and other scripts as typed", () => {
        for (const text of ["Café 😀 ☕", "Nguyễn Thị", "北京烤鸭", "𝒜𝓁𝒾"])
          expect(field.parse(` ${text} `)).toBe(text);
      });
    });

    it("gives the unsupported message before the length ones", () => {
      const name = lineField(2, "Name must be at least 2 characters");
      expect(name.safeParse("\u0000").error?.issues[0]?.message).toBe(
        UNSUPPORTED,
      );
    });

    it("keeps tabs and line breaks in a message", () => {
      expect(textField(1, "x").parse("Line one\r\nLine two\tend")).toBe(
        "Line one\r\nLine two\tend",
      );
    });

    it("turns each run of tabs and line breaks in a one-line field into a space", () => {
      expect(lineField(1, "x").parse(" Capitol\tBakery\r\nLLC ")).toBe(
        "Capitol Bakery LLC",
      );
      expect(optionalLineField().parse("Bakery\n\n\tand Café")).toBe(
        "Bakery and Café",
      );
    });

    it.each([
      ["a right-to-left override", "\u202E"],
      ["a left-to-right embedding", "\u202A"],
      ["a pop directional formatting", "\u202C"],
      ["a right-to-left isolate", "\u2067"],
      ["a pop directional isolate", "\u2069"],
      ["a left-to-right mark", "\u200E"],
      ["a right-to-left mark", "\u200F"],
      ["an Arabic letter mark", "\u061C"],
      ["a zero-width space", "\u200B"],
      ["a zero-width joiner", "\u200D"],
      ["a zero-width non-joiner", "\u200C"],
      ["a word joiner", "\u2060"],
      ["a byte-order mark", "\uFEFF"],
      ["a soft hyphen", "\u00AD"],
    ])("removes %s from a one-line field", (_, invisible) => {
      const text = `${invisible}Capitol${invisible} ${invisible}Bakery${invisible}`;
      for (const field of [lineField(1, "x"), optionalLineField()])
        expect(field.parse(text)).toBe("Capitol Bakery");
    });

    it("turns a line or paragraph separator in a one-line field into a space", () => {
      expect(lineField(1, "x").parse("Capitol\u2028Bakery\u2029LLC")).toBe(
        "Capitol Bakery LLC",
      );
    });

    it("keeps the joiners that names and emoji need in a one-line field", () => {
      for (const text of [
        "\u0645\u06CC\u200C\u0631\u0648\u062F", // Persian, with a zero-width non-joiner
        "\u0D15\u0D4D\u200D\u0D15", // Malayalam, with a zero-width joiner
        "Chef \u{1F469}\u{1F3FD}\u200D\u{1F373}", // woman cook: medium skin tone
      ])
        expect(lineField(1, "x").parse(text)).toBe(text);
    });

    it("refuses a one-line field of invisible characters only as empty", () => {
      expect(
        lineField(2, "Name must be at least 2 characters").safeParse(
          "\u200B\u202E\uFEFF",
        ).error?.issues[0]?.message,
      ).toBe("Name must be at least 2 characters");
    });

    it("keeps a message's text as typed", () => {
      const text =
        "Hello \u202Ethere\u202C \u{1F468}\u200D\u{1F469}\u200D\u{1F467}";
      expect(textField(1, "x").parse(text)).toBe(text);
    });

    it.each(unsupported)("refuses %s in an e-mail address", (_, text) => {
      for (const email of [`${text}@example.com`, `owner@example.com${text}`])
        expect(emailField().safeParse(email).error?.issues[0]?.message).toBe(
          EMAIL_MESSAGE,
        );
    });
  });
});

describe("AttributionSchema", () => {
  const full = {
    landingPage: "/pricing?utm_source=google&gclid=abc",
    referrer: "https://www.google.com/",
    utmSource: "google",
    utmMedium: "cpc",
    utmCampaign: "spring sale – DC",
    utmTerm: "seo agency",
    utmContent: "ad 1 😀",
  };

  it("keeps what the browser records", () => {
    expect(AttributionSchema.parse(full)).toEqual(full);
    expect(AttributionSchema.parse(undefined)).toBeUndefined();
    expect(AttributionSchema.parse({})).toEqual({});
    expect(
      AttributionSchema.parse({
        landingPage: "https://www.dmvaiagents.com/free-audit",
        referrer: "http://news.example/story?id=1#top",
      }),
    ).toEqual({
      landingPage: "https://www.dmvaiagents.com/free-audit",
      referrer: "http://news.example/story?id=1#top",
    });
  });

  /** A bad value is dropped, never refused: the visitor cannot see or correct attribution. */
  const dropped: [label: string, key: string, value: unknown][] = [
    ["a javascript: landing page", "landingPage", "javascript:alert(1)"],
    ["a data: referrer", "referrer", "data:text/html,<script>x</script>"],
    ["an ftp: referrer", "referrer", "ftp://files.example/"],
    ["a protocol-relative landing page", "landingPage", "//evil.example/x"],
    ["a backslashed landing page", "landingPage", "/\\evil.example"],
    ["a relative referrer", "referrer", "/pricing"],
    ["a referrer without a host", "referrer", "https:///x"],
    ["a landing page with a space", "landingPage", "/a b"],
    ["a landing page with a NUL", "landingPage", "/pricing\u0000"],
    ["a referrer with a NUL", "referrer", "https://www.google.com/\u0000"],
    ["a UTM value with a NUL", "utmSource", "goo\u0000gle"],
    ["a UTM value with a lone surrogate", "utmCampaign", "spring\uD800"],
    ["a UTM value with a control character", "utmTerm", "seo\u001b[31m"],
    [
      "a landing page over 500 characters",
      "landingPage",
      `/${"p".repeat(500)}`,
    ],
    [
      "a referrer over 500 characters",
      "referrer",
      `https://news.example/${"p".repeat(480)}`,
    ],
    ["a UTM value over 200 characters", "utmContent", "c".repeat(201)],
    ["a number", "utmSource", 42],
    ["an object", "utmMedium", { toString: "cpc" }],
    ["null", "referrer", null],
    ["an empty value", "utmTerm", "  "],
  ];

  it.each(dropped)("drops %s and keeps the rest", (_, key, value) => {
    const result = AttributionSchema.safeParse({ ...full, [key]: value });
    expect(result.success).toBe(true);
    const { [key as keyof typeof full]: _dropped, ...rest } = full;
    expect(result.data).toEqual(rest);
  });

  it("accepts values at the limits", () => {
    const landingPage = `/${"p".repeat(499)}`;
    const utmContent = "c".repeat(200);
    expect(AttributionSchema.parse({ landingPage, utmContent })).toEqual({
      landingPage,
      utmContent,
    });
  });

  it("drops an attribution that is not a record, and keys it does not know", () => {
    for (const bad of ["/pricing", 42, null, ["/pricing"], true])
      expect(AttributionSchema.safeParse(bad)).toEqual({
        success: true,
        data: undefined,
      });
    expect(
      AttributionSchema.parse({ utmSource: "google", gclid: "abc" }),
    ).toEqual({ utmSource: "google" });
  });
});
