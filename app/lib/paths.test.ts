import { describe, expect, it } from "vitest";
import { contactServicePath, telHref } from "#app/lib/paths.ts";

describe("contactServicePath", () => {
  it("names the service in the contact page's query, encoded", () => {
    expect(contactServicePath("Website Builder")).toBe(
      "/contact?service=Website%20Builder",
    );
    expect(contactServicePath("UX/UI Design & Research")).toBe(
      "/contact?service=UX%2FUI%20Design%20%26%20Research",
    );
  });
});

describe("telHref", () => {
  it("writes a phone number as a tel: address", () => {
    expect(telHref("(202) 555-0117")).toBe("tel:+12025550117");
    expect(telHref("703-555-0123")).toBe("tel:+17035550123");
    expect(telHref("+1 301 555 0131")).toBe("tel:+13015550131");
  });
});
