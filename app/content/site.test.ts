import { afterEach, describe, expect, it, vi } from "vitest";

// The default facts (name, email, phone, hours, service areas, founding year) are pinned in
// spec-constants.test.ts; these tests check the environment overrides.

/** site.ts reads the environment once, when first imported. */
async function loadSite(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return import("#app/content/site.ts");
}

afterEach(() => vi.unstubAllEnvs());

describe("site facts", () => {
  it("takes overrides from the environment", async () => {
    const { site, mailtoLink, telLink } = await loadSite({
      SITE_URL: "https://example.org/",
      SITE_EMAIL: "team@example.org",
      SITE_PHONE: "(301) 555-0199",
    });
    expect(site.url).toBe("https://example.org");
    expect(mailtoLink("Hello there")).toBe(
      "mailto:team@example.org?subject=Hello%20there",
    );
    expect(telLink()).toBe("tel:+13015550199");
  });

  it("shows only the social networks that have an address", async () => {
    const none = await loadSite({});
    expect(none.getSocialLinks()).toEqual([]);
    const some = await loadSite({
      SITE_LINKEDIN_URL: "https://www.linkedin.com/company/example",
    });
    expect(some.getSocialLinks()).toEqual([
      { network: "linkedin", url: "https://www.linkedin.com/company/example" },
    ]);
  });
});
