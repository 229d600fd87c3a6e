import { describe, expect, it } from "vitest";
import {
  ALL,
  countByCategory,
  countFor,
  countListingsByLocation,
  countSuffix,
  filterByCategory,
  filterListings,
  filterResources,
  labelWithCount,
  levelId,
  matchesListingQuery,
  matchesLocation,
  matchesResourceQuery,
  optionsWithAll,
  pickOption,
  showingText,
  visibleItems,
  withCounts,
} from "#app/features/catalogue/filter.ts";
import { filterFaqs } from "#app/lib/faq-filter.ts";
import { flattenResources } from "#app/lib/resource-filter.ts";

const items = [
  { id: "a", category: "seo" },
  { id: "b", category: "design" },
  { id: "c", category: "seo" },
  { id: "d", category: "business" },
  { id: "e", category: "seo" },
];
const byCategory = (item: { category: string }) => item.category;

describe("pickOption", () => {
  const ids = ["development", "seo", "performance"];

  it("keeps a known id", () => {
    expect(pickOption("seo", ids, "development")).toBe("seo");
    expect(pickOption("seo", ids)).toBe("seo");
  });

  it("falls back for a missing, empty, unknown or differently cased value", () => {
    for (const value of [null, undefined, "", "games", "SEO", " seo"]) {
      expect(pickOption(value, ids, "development"), String(value)).toBe(
        "development",
      );
    }
  });

  it("falls back to all by default, whatever the value", () => {
    const allowed = ["all", "seo-performance"];
    expect(pickOption("seo-performance", allowed)).toBe("seo-performance");
    expect(pickOption("blog", allowed)).toBe("all");
    expect(pickOption("", allowed, "directory")).toBe("directory");
    for (const value of [null, undefined, "", "games", "Mobile", "all"]) {
      expect(pickOption(value, ["mobile", "design"]), String(value)).toBe(ALL);
    }
  });
});

describe("showingText", () => {
  const name = (singular: string, plural: string) => ({ singular, plural });

  it("uses the singular for one item and the plural otherwise", () => {
    expect(showingText(1, name("question", "questions"))).toBe(
      "Showing 1 question",
    );
    expect(showingText(15, name("question", "questions"))).toBe(
      "Showing 15 questions",
    );
    expect(showingText(0, name("tool", "tools"))).toBe("Showing 0 tools");
  });

  it("says how many businesses and resources show", () => {
    const businesses = name("business", "businesses");
    expect(showingText(12, businesses)).toBe("Showing 12 businesses");
    expect(showingText(1, businesses)).toBe("Showing 1 business");
    expect(showingText(0, businesses)).toBe("Showing 0 businesses");
    const resources = name("resource", "resources");
    expect(showingText(37, resources)).toBe("Showing 37 resources");
    expect(showingText(1, resources)).toBe("Showing 1 resource");
    expect(showingText(0, resources)).toBe("Showing 0 resources");
  });
});

describe("countByCategory", () => {
  it("counts the items of each category and the total", () => {
    const counts = countByCategory(items, byCategory);
    expect(counts.total).toBe(5);
    expect(Object.fromEntries(counts.byCategory)).toEqual({
      seo: 3,
      design: 1,
      business: 1,
    });
  });

  it("leaves out categories without items", () => {
    const counts = countByCategory(items, byCategory);
    expect(counts.byCategory.has("mobile")).toBe(false);
  });

  it("counts nothing in an empty list", () => {
    const counts = countByCategory([], () => "seo");
    expect(counts.total).toBe(0);
    expect(counts.byCategory.size).toBe(0);
  });

  it("takes any way of naming the category, and any iterable", () => {
    const words = new Set(["apple", "avocado", "banana"]);
    const counts = countByCategory(words, (word) => word[0]!);
    expect(counts.total).toBe(3);
    expect(counts.byCategory.get("a")).toBe(2);
    expect(counts.byCategory.get("b")).toBe(1);
  });

  it("keeps the counts in the order the categories first appear", () => {
    const counts = countByCategory(items, byCategory);
    expect([...counts.byCategory.keys()]).toEqual([
      "seo",
      "design",
      "business",
    ]);
  });

  it("is not fooled by category names of Object's prototype", () => {
    const counts = countByCategory(
      [{ category: "constructor" }, { category: "toString" }],
      byCategory,
    );
    expect(counts.byCategory.get("constructor")).toBe(1);
    expect(countFor(counts, "hasOwnProperty")).toBeUndefined();
  });
});

describe("countFor", () => {
  const counts = countByCategory(items, byCategory);

  it("gives the total for all and the category's count otherwise", () => {
    expect(countFor(counts, "all")).toBe(5);
    expect(countFor(counts, "seo")).toBe(3);
    expect(countFor(counts, "design")).toBe(1);
  });

  it("gives no count for a category without items (product.md D4)", () => {
    expect(countFor(counts, "mobile")).toBeUndefined();
    expect(
      countFor(
        countByCategory([], () => "x"),
        "all",
      ),
    ).toBeUndefined();
  });
});

describe("labels with counts", () => {
  it("adds the count in brackets, or leaves the label bare", () => {
    expect(labelWithCount("All", 15)).toBe("All (15)");
    expect(labelWithCount("All", 9)).toBe("All (9)");
    expect(labelWithCount("Security", undefined)).toBe("Security");
    expect(labelWithCount("Design", 0)).toBe("Design");
  });

  it("writes a count only when something would show", () => {
    expect(countSuffix(5)).toBe(" (5)");
    expect(countSuffix(0)).toBe("");
    expect(countSuffix(undefined)).toBe("");
  });
});

describe("filterByCategory", () => {
  it("keeps one category's items, in their order", () => {
    expect(filterByCategory(items, "seo").map((item) => item.id)).toEqual([
      "a",
      "c",
      "e",
    ]);
    expect(filterByCategory(items, "design").map((item) => item.id)).toEqual([
      "b",
    ]);
  });

  it("keeps every item for all, as a new list", () => {
    const all = filterByCategory(items, ALL);
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });

  it("shows nothing for a category without items, and nothing of an empty list", () => {
    expect(filterByCategory(items, "mobile")).toEqual([]);
    expect(filterByCategory([], "mobile")).toEqual([]);
    expect(filterByCategory([], ALL)).toEqual([]);
  });

  it("shows what the counts say, for every choice", () => {
    const counts = countByCategory(items, byCategory);
    for (const id of ["all", "seo", "design", "business", "mobile"]) {
      expect(countFor(counts, id) ?? 0, id).toBe(
        filterByCategory(items, id).length,
      );
    }
  });
});

describe("optionsWithAll and withCounts", () => {
  const categories = [
    { id: "web-development", label: "Web Development" },
    { id: "ecommerce", label: "E-Commerce" },
    { id: "mobile", label: "Mobile Apps" },
    { id: "design", label: "Design" },
  ];
  const projects = [
    { id: "a", category: "web-development" },
    { id: "b", category: "ecommerce" },
    { id: "c", category: "web-development" },
    { id: "d", category: "mobile" },
    { id: "e", category: "web-development" },
  ];
  const chips = (list: readonly { category: string }[], allLabel = "All") =>
    optionsWithAll(allLabel, categories, countByCategory(list, byCategory));

  it("puts All first with the total, then the categories in order with computed counts", () => {
    expect(chips(projects)).toEqual([
      { id: "all", label: "All", count: 5 },
      { id: "web-development", label: "Web Development", count: 3 },
      { id: "ecommerce", label: "E-Commerce", count: 1 },
      { id: "mobile", label: "Mobile Apps", count: 1 },
      // product.md D4: a category with no items shows no count.
      { id: "design", label: "Design", count: undefined },
    ]);
  });

  it("gives every choice the number of cards that choosing it shows", () => {
    for (const chip of chips(projects)) {
      expect(chip.count ?? 0, chip.id).toBe(
        filterByCategory(projects, chip.id).length,
      );
    }
  });

  it("counts nothing when there are no items at all, All included", () => {
    expect(chips([]).map((chip) => chip.count)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("counts items of a category without a choice in All only", () => {
    const withGames = chips([...projects, { category: "games" }]);
    expect(withGames[0]!.count).toBe(6);
    expect(withGames.map((chip) => chip.id)).not.toContain("games");
  });

  it("takes another label for the All choice", () => {
    expect(chips(projects, "All Stores")[0]!.label).toBe("All Stores");
  });

  it("offers the choices without counts when it has none (the resources' levels)", () => {
    expect(
      optionsWithAll("All Levels", [{ id: "expert", label: "Expert" }]),
    ).toEqual([
      { id: "all", label: "All Levels", count: undefined },
      { id: "expert", label: "Expert", count: undefined },
    ]);
  });

  it("keeps the choices' other fields and adds no All without asking", () => {
    const tools = [
      { id: "seo", label: "SEO", icon: "search" },
      { id: "mobile", label: "Mobile", icon: "smartphone" },
    ];
    const counts = countByCategory([{ category: "seo" }], byCategory);
    expect(withCounts(tools, counts)).toEqual([
      { id: "seo", label: "SEO", icon: "search", count: 1 },
      { id: "mobile", label: "Mobile", icon: "smartphone", count: undefined },
    ]);
  });
});

describe("visibleItems (spec §9: at most 3 topic badges, a store card's first 3 features)", () => {
  it("shows the first three and counts the rest", () => {
    expect(visibleItems(["a", "b", "c", "d", "e"], 3)).toEqual({
      shown: ["a", "b", "c"],
      hidden: 2,
    });
  });

  it("uses a limit of three by default", () => {
    expect(visibleItems(["a", "b", "c", "d"])).toEqual({
      shown: ["a", "b", "c"],
      hidden: 1,
    });
  });

  it("hides nothing at or under the limit", () => {
    expect(visibleItems(["a", "b", "c"], 3)).toEqual({
      shown: ["a", "b", "c"],
      hidden: 0,
    });
    expect(visibleItems(["a"], 3)).toEqual({ shown: ["a"], hidden: 0 });
    expect(visibleItems([], 3)).toEqual({ shown: [], hidden: 0 });
  });

  it("treats a zero or negative limit as showing none", () => {
    expect(visibleItems(["a", "b"], 0)).toEqual({ shown: [], hidden: 2 });
    expect(visibleItems(["a", "b"], -1)).toEqual({ shown: [], hidden: 2 });
  });
});

describe("the directory's filter (spec §5)", () => {
  const listings = [
    {
      name: "Potomac Code Works",
      specialties: ["React", "API Integrations"],
      location: "Washington, DC",
      categoryId: "web-development",
      description: "Shopify mentioned only in the description.",
    },
    {
      name: "Old Town Web Co.",
      specialties: ["WordPress", "WooCommerce"],
      location: "Alexandria, Virginia",
      categoryId: "web-development",
      description: "",
    },
    {
      name: "Union Market Commerce",
      specialties: ["Shopify", "Local Delivery"],
      location: "Washington, DC",
      categoryId: "ecommerce",
      description: "",
    },
    {
      name: "Sligo Creek Commerce",
      specialties: ["WooCommerce", "Square Online"],
      location: "Silver Spring, Maryland",
      categoryId: "ecommerce",
      description: "",
    },
    {
      name: "Bethesda Social Studio",
      specialties: ["Social Media"],
      location: "Bethesda, Maryland",
      categoryId: "marketing",
      description: "",
    },
  ];
  const names = (list: readonly { name: string }[]) =>
    list.map((item) => item.name);
  const all = { query: "", category: "all", location: "all" };
  const locations = ["washington", "virginia", "maryland"];
  /** The category counts as the directory computes them: what each category would show. */
  const categoryCounts = (filter: { query: string; location: string }) =>
    countByCategory(
      filterListings(listings, { ...filter, category: ALL }),
      (listing) => listing.categoryId,
    );

  it("shows every listing for a blank search and all categories and locations", () => {
    expect(filterListings(listings, all)).toHaveLength(5);
    expect(filterListings(listings, { ...all, query: "  " })).toHaveLength(5);
  });

  it("searches the business name, ignoring case", () => {
    expect(
      names(filterListings(listings, { ...all, query: "POTOMAC" })),
    ).toEqual(["Potomac Code Works"]);
    expect(names(filterListings(listings, { ...all, query: "creek" }))).toEqual(
      ["Sligo Creek Commerce"],
    );
  });

  it("finds a word in a name or a specialty alike", () => {
    expect(
      names(filterListings(listings, { ...all, query: "commerce" })),
    ).toEqual([
      "Old Town Web Co.",
      "Union Market Commerce",
      "Sligo Creek Commerce",
    ]);
  });

  it("searches any specialty, ignoring case", () => {
    expect(
      names(filterListings(listings, { ...all, query: "woocommerce" })),
    ).toEqual(["Old Town Web Co.", "Sligo Creek Commerce"]);
    expect(
      names(filterListings(listings, { ...all, query: "local delivery" })),
    ).toEqual(["Union Market Commerce"]);
  });

  it("does not search the description or the location", () => {
    expect(
      names(filterListings(listings, { ...all, query: "shopify" })),
    ).toEqual(["Union Market Commerce"]);
    expect(filterListings(listings, { ...all, query: "alexandria" })).toEqual(
      [],
    );
  });

  it("keeps one category by id", () => {
    expect(
      names(filterListings(listings, { ...all, category: "ecommerce" })),
    ).toEqual(["Union Market Commerce", "Sligo Creek Commerce"]);
    expect(
      filterListings(listings, { ...all, category: "design-agencies" }),
    ).toEqual([]);
  });

  it("keeps one location as a case-insensitive substring", () => {
    expect(
      names(filterListings(listings, { ...all, location: "washington" })),
    ).toEqual(["Potomac Code Works", "Union Market Commerce"]);
    expect(
      names(filterListings(listings, { ...all, location: "virginia" })),
    ).toEqual(["Old Town Web Co."]);
    expect(
      names(filterListings(listings, { ...all, location: "maryland" })),
    ).toEqual(["Sligo Creek Commerce", "Bethesda Social Studio"]);
  });

  it("combines search, category and location", () => {
    expect(
      names(
        filterListings(listings, {
          query: "commerce",
          category: "ecommerce",
          location: "maryland",
        }),
      ),
    ).toEqual(["Sligo Creek Commerce"]);
    expect(
      filterListings(listings, {
        query: "wordpress",
        category: "web-development",
        location: "maryland",
      }),
    ).toEqual([]);
  });

  it("matches a name or a specialty directly", () => {
    expect(matchesListingQuery(listings[0]!, "api")).toBe(true);
    expect(matchesListingQuery(listings[0]!, "works")).toBe(true);
    expect(matchesListingQuery(listings[0]!, "shopify")).toBe(false);
  });

  it("matches a location as a substring in any case, and everything for all", () => {
    expect(matchesLocation("Arlington, Virginia", "virginia")).toBe(true);
    expect(matchesLocation("Arlington, VIRGINIA", "Virginia")).toBe(true);
    expect(matchesLocation("Navy Yard, Washington, DC", "washington")).toBe(
      true,
    );
    expect(matchesLocation("Rockville, Maryland", "virginia")).toBe(false);
    expect(matchesLocation("Anywhere", "all")).toBe(true);
  });

  it("counts each category with the total under all (product.md D4)", () => {
    const counts = categoryCounts({ query: "", location: "all" });
    expect(Object.fromEntries(counts.byCategory)).toEqual({
      "web-development": 2,
      ecommerce: 2,
      marketing: 1,
    });
    expect(counts.total).toBe(5);
  });

  it("counts what each category would show with the search and location", () => {
    const maryland = categoryCounts({ query: "", location: "maryland" });
    expect(Object.fromEntries(maryland.byCategory)).toEqual({
      ecommerce: 1,
      marketing: 1,
    });
    expect(maryland.total).toBe(2);
    const none = categoryCounts({ query: "zzz", location: "all" });
    expect(none.byCategory.size).toBe(0);
    expect(none.total).toBe(0);
  });

  it("counts each location with the search and category", () => {
    const counts = countListingsByLocation(listings, locations, {
      query: "",
      category: "all",
    });
    expect(Object.fromEntries(counts.byCategory)).toEqual({
      washington: 2,
      virginia: 1,
      maryland: 2,
    });
    expect(counts.total).toBe(5);
    const ecommerce = countListingsByLocation(listings, locations, {
      query: "",
      category: "ecommerce",
    });
    expect(Object.fromEntries(ecommerce.byCategory)).toEqual({
      washington: 1,
      maryland: 1,
    });
    expect(ecommerce.total).toBe(2);
  });
});

describe("the resources hub's filter (spec §5)", () => {
  const resources = flattenResources([
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
  ]);
  const titles = (list: readonly { title: string }[]) =>
    list.map((item) => item.title);
  const all = { query: "", category: "all", level: "all" };
  /** The category counts as the hub computes them: what each category would show. */
  const categoryCounts = (filter: { query: string; level: string }) =>
    countByCategory(
      filterResources(resources, { ...filter, category: ALL }),
      (resource) => resource.categoryId,
    );

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

  it("turns a difficulty into its URL value", () => {
    expect(levelId("Intermediate")).toBe("intermediate");
    expect(levelId(" Expert ")).toBe("expert");
  });

  it("counts every resource per category, with the total under all (product.md D4)", () => {
    const counts = categoryCounts({ query: "", level: "all" });
    expect(Object.fromEntries(counts.byCategory)).toEqual({
      "seo-performance": 2,
      "security-practices": 2,
    });
    expect(counts.total).toBe(4);
  });

  it("counts what each category would show with the search and level", () => {
    const checklists = categoryCounts({ query: "checklist", level: "all" });
    expect(Object.fromEntries(checklists.byCategory)).toEqual({
      "seo-performance": 1,
      "security-practices": 1,
    });
    expect(checklists.total).toBe(2);
    const expert = categoryCounts({ query: "", level: "expert" });
    expect(Object.fromEntries(expert.byCategory)).toEqual({
      "security-practices": 1,
    });
    expect(expert.total).toBe(1);
  });

  it("leaves out categories with no match", () => {
    const none = categoryCounts({ query: "zzz", level: "all" });
    expect(none.byCategory.size).toBe(0);
    expect(none.total).toBe(0);
  });
});

describe("the learning center's chip counts (product.md D4)", () => {
  const faqs = [
    {
      id: "timeline",
      category: "web-development",
      question: "How long does a website take?",
      answer: "Simple sites take 2-4 weeks.",
    },
    {
      id: "platform",
      category: "ecommerce",
      question: "Which platform should my store use?",
      answer: "Shopify suits most shops; WooCommerce suits WordPress sites.",
    },
    {
      id: "seo-results",
      category: "seo",
      question: "When will SEO show results?",
      answer: "Most sites see results in 3-6 months.",
    },
    {
      id: "support",
      category: "business",
      question: "Do you offer support after launch?",
      answer: "Support plans start from $200/month (C++ and .NET sites too).",
    },
    {
      id: "store-seo",
      category: "ecommerce",
      question: "Will moving my store hurt my rankings?",
      answer: "Not if every old address redirects: we keep your SEO.",
    },
  ];
  /** The chip counts as the learning center computes them: the questions matching the search. */
  const chipCounts = (search: string) =>
    countByCategory(filterFaqs(faqs, { search, category: ALL }), byCategory);

  it("counts the whole catalogue per category without a search", () => {
    const counts = chipCounts("");
    expect(counts.total).toBe(5);
    expect(Object.fromEntries(counts.byCategory)).toEqual({
      "web-development": 1,
      ecommerce: 2,
      seo: 1,
      business: 1,
    });
  });

  it("counts what each chip would show with the current search", () => {
    const counts = chipCounts("seo");
    for (const category of [
      "all",
      "web-development",
      "ecommerce",
      "seo",
      "design",
      "business",
    ]) {
      expect(countFor(counts, category) ?? 0, category).toBe(
        filterFaqs(faqs, { search: "seo", category }).length,
      );
    }
    expect(countFor(counts, "all")).toBe(2);
    expect(countFor(counts, "business")).toBeUndefined();
  });
});
