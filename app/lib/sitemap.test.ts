import { describe, expect, it } from "vitest";
import { buildRobots, buildSitemap } from "#app/lib/sitemap.ts";

describe("buildSitemap", () => {
  it("lists every entry with its priority and escapes XML", () => {
    const xml = buildSitemap([
      { loc: "https://example.com/", priority: 1 },
      { loc: "https://example.com/blog?a=1&b=2", lastmod: "2026-11-01" },
    ]);
    expect(xml).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect(xml).toContain(
      "<loc>https://example.com/</loc>\n    <priority>1.0</priority>",
    );
    expect(xml).toContain("<loc>https://example.com/blog?a=1&#38;b=2</loc>");
    expect(xml).toContain("<lastmod>2026-11-01</lastmod>");
  });
});

describe("buildRobots", () => {
  it("allows the site, keeps crawlers out of the API and names the sitemap", () => {
    expect(buildRobots("https://example.com")).toBe(
      "User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /team\n\nSitemap: https://example.com/sitemap.xml\n",
    );
  });
});
