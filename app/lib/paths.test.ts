import { describe, expect, it } from "vitest";
import { contactServicePath } from "#app/lib/paths.ts";

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
