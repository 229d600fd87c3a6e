import { describe, expect, it } from "vitest";
import { withoutSecrets } from "./log-redaction.ts";

describe("the access log's URLs", () => {
  it("keep no token of an e-mailed link", () => {
    expect(withoutSecrets("/reset-password?token=abc_DEF-123")).toBe(
      "/reset-password?token=[redacted]",
    );
    expect(withoutSecrets("/verify-email?utm_source=mail&Token=abc#top")).toBe(
      "/verify-email?utm_source=mail&Token=[redacted]#top",
    );
  });

  it("keep no search or address of the team's pages", () => {
    expect(
      withoutSecrets("/team?view=mine&q=dana%40example.com&type=audit"),
    ).toBe("/team?view=mine&q=[redacted]&type=audit");
    expect(withoutSecrets("/team/privacy?email=dana%40example.com")).toBe(
      "/team/privacy?email=[redacted]",
    );
    expect(withoutSecrets("/team/invite?token=abc")).toBe(
      "/team/invite?token=[redacted]",
    );
    expect(
      withoutSecrets("/signin?next=%2Fteam%3Fq%3Ddana%2540example.com"),
    ).toBe("/signin?next=[redacted]");
    expect(withoutSecrets("/signin?next=%2Fteam%2Fpeople")).toBe(
      "/signin?next=%2Fteam%2Fpeople",
    );
  });

  it("keep every other URL as it is", () => {
    for (const url of [
      "/pricing?plan=growth",
      "/blog/tokens-explained",
      "/",
      "/resources?q=seo",
    ])
      expect(withoutSecrets(url)).toBe(url);
  });
});
