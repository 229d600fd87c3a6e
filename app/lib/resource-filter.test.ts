import { describe, expect, it } from "vitest";
import { flattenResources } from "#app/lib/resource-filter.ts";

const categories = [
  {
    id: "seo-performance",
    title: "SEO & Performance",
    resources: [
      { title: "Core Web Vitals Checklist" },
      { title: "Technical SEO Audit Template" },
    ],
  },
  {
    id: "security-practices",
    title: "Security Practices",
    resources: [
      { title: "Website Security Checklist" },
      { title: "Security Headers Deep Dive" },
    ],
  },
];

describe("flattenResources", () => {
  it("lists every resource in order with its category title and id", () => {
    const resources = flattenResources(categories);
    expect(resources).toHaveLength(4);
    expect(resources[0]).toMatchObject({
      title: "Core Web Vitals Checklist",
      category: "SEO & Performance",
      categoryId: "seo-performance",
    });
    expect(resources[3]).toMatchObject({
      title: "Security Headers Deep Dive",
      category: "Security Practices",
      categoryId: "security-practices",
    });
  });

  it("returns nothing for no categories or empty ones", () => {
    expect(flattenResources([])).toEqual([]);
    expect(flattenResources([{ id: "x", title: "X", resources: [] }])).toEqual(
      [],
    );
  });
});
