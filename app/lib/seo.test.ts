import { describe, expect, it } from "vitest";
import type { MetaDescriptor } from "react-router";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  organizationJsonLd,
  pageMeta,
  serializeJsonLd,
} from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";

const find = (tags: MetaDescriptor[], key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as
    Record<string, unknown> | undefined;

describe("pageMeta", () => {
  const tags = pageMeta({
    title: "Pricing",
    description: "Three plans for DMV businesses.",
    path: "/pricing",
    keywords: ["AI marketing", "pricing"],
    jsonLd: [{ "@type": "Service" }],
  });

  it("builds the title, description and keywords", () => {
    expect(tags).toContainEqual({ title: `Pricing | ${site.name}` });
    expect(tags).toContainEqual({
      name: "description",
      content: "Three plans for DMV businesses.",
    });
    expect(tags).toContainEqual({
      name: "keywords",
      content: "AI marketing, pricing",
    });
  });

  it("points the canonical address and og:url at the configured origin", () => {
    expect(find(tags, "rel", "canonical")?.href).toBe(`${site.url}/pricing`);
    expect(find(tags, "property", "og:url")?.content).toBe(
      `${site.url}/pricing`,
    );
  });

  it("sets Open Graph and Twitter tags with the default share image", () => {
    expect(find(tags, "property", "og:image")?.content).toBe(
      `${site.url}/og-image.png`,
    );
    expect(find(tags, "name", "twitter:card")?.content).toBe(
      "summary_large_image",
    );
    expect(find(tags, "property", "og:title")?.content).toBe(
      `Pricing | ${site.name}`,
    );
  });

  it("adds the JSON-LD records and no robots tag for indexable pages", () => {
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Service" } });
    expect(find(tags, "name", "robots")).toBeUndefined();
  });

  it("keeps a title that already names the site and marks noindex pages", () => {
    const own = pageMeta({
      title: `${site.name} home`,
      description: "d",
      path: "/",
      noindex: true,
    });
    expect(own).toContainEqual({ title: `${site.name} home` });
    expect(own).toContainEqual({ name: "robots", content: "noindex, follow" });
    expect(find(own, "rel", "canonical")).toBeUndefined();
  });
});

describe("structured data", () => {
  it("describes the business with its service areas, hours and contact facts", () => {
    const record = organizationJsonLd();
    expect(record["@type"]).toEqual(["ProfessionalService", "Organization"]);
    expect(record.areaServed).toEqual([
      { "@type": "City", name: "Washington, DC" },
      { "@type": "State", name: "Maryland" },
      { "@type": "State", name: "Virginia" },
    ]);
    expect(record.openingHoursSpecification).toMatchObject({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
    expect(record.email).toBe(site.email);
    expect(record.foundingDate).toBe("2023");
    // No page shows a rating: the record claims none (issue 28.8).
    expect(record).not.toHaveProperty("aggregateRating");
    expect(record).not.toHaveProperty("review");
  });

  it("builds breadcrumbs from the home page", () => {
    expect(
      breadcrumbJsonLd([{ name: "Pricing", path: "/pricing" }]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${site.url}/` },
      {
        "@type": "ListItem",
        position: 2,
        name: "Pricing",
        item: `${site.url}/pricing`,
      },
    ]);
  });

  it("escapes text that could end the script element", () => {
    expect(
      serializeJsonLd({ name: "</script><script>alert(1)</script>" }),
    ).not.toContain("</script>");
  });

  it("leaves absolute addresses alone", () => {
    expect(absoluteUrl("https://example.com/a.png")).toBe(
      "https://example.com/a.png",
    );
    expect(absoluteUrl("og.png")).toBe(`${site.url}/og.png`);
  });
});
