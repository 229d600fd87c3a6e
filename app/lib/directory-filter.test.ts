import { describe, expect, it } from "vitest";
import {
  countListingsByCategory,
  countListingsByLocation,
  filterListings,
  matchesListingQuery,
  matchesLocation,
  showingBusinesses,
  telHref,
} from "#app/lib/directory-filter.ts";

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

describe("filterListings (spec §5)", () => {
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
});

describe("matchesLocation", () => {
  it("matches a substring in any case", () => {
    expect(matchesLocation("Arlington, Virginia", "virginia")).toBe(true);
    expect(matchesLocation("Arlington, VIRGINIA", "Virginia")).toBe(true);
    expect(matchesLocation("Navy Yard, Washington, DC", "washington")).toBe(
      true,
    );
    expect(matchesLocation("Rockville, Maryland", "virginia")).toBe(false);
  });

  it("lets everything through for all", () => {
    expect(matchesLocation("Anywhere", "all")).toBe(true);
  });
});

describe("counts (product.md D4)", () => {
  it("counts each category with the total under all", () => {
    expect(countListingsByCategory(listings, all)).toEqual({
      "web-development": 2,
      ecommerce: 2,
      marketing: 1,
      all: 5,
    });
  });

  it("counts what each category would show with the search and location", () => {
    expect(
      countListingsByCategory(listings, { query: "", location: "maryland" }),
    ).toEqual({ ecommerce: 1, marketing: 1, all: 2 });
    expect(
      countListingsByCategory(listings, { query: "zzz", location: "all" }),
    ).toEqual({ all: 0 });
  });

  it("counts each location with the search and category", () => {
    expect(countListingsByLocation(listings, locations, all)).toEqual({
      washington: 2,
      virginia: 1,
      maryland: 2,
      all: 5,
    });
    expect(
      countListingsByLocation(listings, locations, {
        query: "",
        category: "ecommerce",
      }),
    ).toEqual({ washington: 1, maryland: 1, all: 2 });
  });
});

describe("helpers", () => {
  it("says how many businesses show, in the singular for one", () => {
    expect(showingBusinesses(12)).toBe("Showing 12 businesses");
    expect(showingBusinesses(1)).toBe("Showing 1 business");
    expect(showingBusinesses(0)).toBe("Showing 0 businesses");
  });

  it("writes a phone number as a tel: address", () => {
    expect(telHref("(202) 555-0117")).toBe("tel:+12025550117");
    expect(telHref("703-555-0123")).toBe("tel:+17035550123");
    expect(telHref("+1 301 555 0131")).toBe("tel:+13015550131");
  });
});
