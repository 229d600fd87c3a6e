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

  it("keep every other URL as it is", () => {
    for (const url of ["/pricing?plan=growth", "/blog/tokens-explained", "/"])
      expect(withoutSecrets(url)).toBe(url);
  });
});
