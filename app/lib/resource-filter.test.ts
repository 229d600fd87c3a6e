import { describe, expect, it } from "vitest";
import {
  countResourcesByCategory,
  countSuffix,
  filterResources,
  flattenResources,
  levelId,
  matchesResourceQuery,
  pickOption,
  showingResources,
  visibleTopics,
} from "#app/lib/resource-filter.ts";

const categories = [
  {
    id: "seo-performance",
    title: "SEO & Performance",
    resources: [
      {
        title: "Core Web Vitals Checklist",
        description: "Speed checks for local business sites.",
        difficulty: "Beginner",
        topics: ["Performance", "LCP", "Images", "Hosting"],
      },
      {
        title: "Technical SEO Audit Template",
        description: "Crawling, indexing and structured data.",
        difficulty: "Advanced",
        topics: ["Technical SEO", "Schema"],
      },
    ],
  },
  {
    id: "security-practices",
    title: "Security Practices",
    resources: [
      {
        title: "Website Security Checklist",
        description: "Passwords, backups and updates.",
        difficulty: "Beginner",
        topics: ["Backups", "Two-factor authentication"],
      },
      {
        title: "Security Headers Deep Dive",
        description: "Content Security Policy in practice.",
        difficulty: "Expert",
        topics: ["CSP", "HSTS"],
      },
    ],
  },
];

const resources = flattenResources(categories);
const titles = (list: readonly { title: string }[]) =>
  list.map((item) => item.title);
const all = { query: "", category: "all", level: "all" };

describe("flattenResources", () => {
  it("lists every resource in order with its category title and id", () => {
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

describe("filterResources (spec §5)", () => {
  it("shows everything for a blank search, all categories and all levels", () => {
    expect(filterResources(resources, all)).toHaveLength(4);
    expect(filterResources(resources, { ...all, query: "   " })).toHaveLength(
      4,
    );
  });

  it("searches the title, ignoring case and surrounding spaces", () => {
    expect(
      titles(filterResources(resources, { ...all, query: "  CORE web " })),
    ).toEqual(["Core Web Vitals Checklist"]);
  });

  it("searches the description", () => {
    expect(
      titles(filterResources(resources, { ...all, query: "structured data" })),
    ).toEqual(["Technical SEO Audit Template"]);
  });

  it("searches every topic, including those beyond the three badges shown", () => {
    expect(
      titles(filterResources(resources, { ...all, query: "hosting" })),
    ).toEqual(["Core Web Vitals Checklist"]);
    expect(
      titles(filterResources(resources, { ...all, query: "two-factor" })),
    ).toEqual(["Website Security Checklist"]);
  });

  it("does not search the category, type or level", () => {
    expect(filterResources(resources, { ...all, query: "expert" })).toEqual([]);
    expect(filterResources(resources, { ...all, query: "practices" })).toEqual(
      [],
    );
  });

  it("finds nothing for text no resource contains", () => {
    expect(filterResources(resources, { ...all, query: "zzz" })).toEqual([]);
  });

  it("keeps one category", () => {
    expect(
      titles(
        filterResources(resources, { ...all, category: "security-practices" }),
      ),
    ).toEqual(["Website Security Checklist", "Security Headers Deep Dive"]);
    expect(filterResources(resources, { ...all, category: "nope" })).toEqual(
      [],
    );
  });

  it("keeps one level, whatever its case", () => {
    expect(
      titles(filterResources(resources, { ...all, level: "beginner" })),
    ).toEqual(["Core Web Vitals Checklist", "Website Security Checklist"]);
    expect(
      titles(filterResources(resources, { ...all, level: "Expert" })),
    ).toEqual(["Security Headers Deep Dive"]);
    expect(
      filterResources(resources, { ...all, level: "intermediate" }),
    ).toEqual([]);
  });

  it("combines search, category and level", () => {
    const filter = {
      query: "checklist",
      category: "security-practices",
      level: "beginner",
    };
    expect(titles(filterResources(resources, filter))).toEqual([
      "Website Security Checklist",
    ]);
    expect(filterResources(resources, { ...filter, level: "expert" })).toEqual(
      [],
    );
    expect(
      titles(filterResources(resources, { ...filter, category: "all" })),
    ).toEqual(["Core Web Vitals Checklist", "Website Security Checklist"]);
  });

  it("matches a single resource directly", () => {
    expect(matchesResourceQuery(resources[1]!, "SCHEMA")).toBe(true);
    expect(matchesResourceQuery(resources[1]!, "backups")).toBe(false);
    expect(matchesResourceQuery(resources[1]!, "")).toBe(true);
  });
});

describe("countResourcesByCategory (product.md D4)", () => {
  it("counts every resource per category, with the total under all", () => {
    expect(countResourcesByCategory(resources, all)).toEqual({
      "seo-performance": 2,
      "security-practices": 2,
      all: 4,
    });
  });

  it("counts what each category would show with the search and level", () => {
    expect(
      countResourcesByCategory(resources, { query: "checklist", level: "all" }),
    ).toEqual({ "seo-performance": 1, "security-practices": 1, all: 2 });
    expect(
      countResourcesByCategory(resources, { query: "", level: "expert" }),
    ).toEqual({ "security-practices": 1, all: 1 });
  });

  it("leaves out categories with no match", () => {
    expect(
      countResourcesByCategory(resources, { query: "zzz", level: "all" }),
    ).toEqual({ all: 0 });
  });
});

describe("visibleTopics (spec §9: at most 3 topic badges)", () => {
  it("shows the first three and counts the rest", () => {
    expect(visibleTopics(["a", "b", "c", "d", "e"], 3)).toEqual({
      shown: ["a", "b", "c"],
      hidden: 2,
    });
  });

  it("uses a limit of three by default", () => {
    expect(visibleTopics(["a", "b", "c", "d"])).toEqual({
      shown: ["a", "b", "c"],
      hidden: 1,
    });
  });

  it("hides nothing at or under the limit", () => {
    expect(visibleTopics(["a", "b", "c"], 3)).toEqual({
      shown: ["a", "b", "c"],
      hidden: 0,
    });
    expect(visibleTopics(["a"], 3)).toEqual({ shown: ["a"], hidden: 0 });
    expect(visibleTopics([], 3)).toEqual({ shown: [], hidden: 0 });
  });

  it("treats a zero or negative limit as showing none", () => {
    expect(visibleTopics(["a", "b"], 0)).toEqual({ shown: [], hidden: 2 });
    expect(visibleTopics(["a", "b"], -1)).toEqual({ shown: [], hidden: 2 });
  });
});

describe("helpers", () => {
  it("turns a difficulty into its URL value", () => {
    expect(levelId("Intermediate")).toBe("intermediate");
    expect(levelId(" Expert ")).toBe("expert");
  });

  it("keeps only allowed values from the URL", () => {
    const allowed = ["all", "seo-performance"];
    expect(pickOption("seo-performance", allowed)).toBe("seo-performance");
    expect(pickOption("blog", allowed)).toBe("all");
    expect(pickOption("", allowed, "directory")).toBe("directory");
  });

  it("writes a count only when something would show", () => {
    expect(countSuffix(5)).toBe(" (5)");
    expect(countSuffix(0)).toBe("");
    expect(countSuffix(undefined)).toBe("");
  });

  it("says how many resources show, in the singular for one", () => {
    expect(showingResources(37)).toBe("Showing 37 resources");
    expect(showingResources(1)).toBe("Showing 1 resource");
    expect(showingResources(0)).toBe("Showing 0 resources");
  });
});
