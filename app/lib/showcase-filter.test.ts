import { describe, expect, it } from "vitest";
import {
  allCategory,
  categoryChips,
  chipText,
  filterByCategory,
  firstItems,
  resolveCategory,
} from "#app/lib/showcase-filter.ts";

const categories = [
  { id: "web-development", label: "Web Development" },
  { id: "ecommerce", label: "E-Commerce" },
  { id: "mobile", label: "Mobile Apps" },
  { id: "design", label: "Design" },
];

const items = [
  { id: "a", category: "web-development" },
  { id: "b", category: "ecommerce" },
  { id: "c", category: "web-development" },
  { id: "d", category: "mobile" },
  { id: "e", category: "web-development" },
];

describe("resolveCategory", () => {
  it("keeps a known category id", () => {
    expect(resolveCategory("mobile", categories)).toBe("mobile");
  });

  it("falls back to all for a missing, empty, unknown or differently cased value", () => {
    for (const value of [null, undefined, "", "games", "Mobile", "all"]) {
      expect(resolveCategory(value, categories), String(value)).toBe(
        allCategory,
      );
    }
  });
});

describe("filterByCategory", () => {
  it("shows every item, in order, for all", () => {
    expect(filterByCategory(items, allCategory)).toEqual(items);
  });

  it("shows only the chosen category's items, in their order", () => {
    expect(
      filterByCategory(items, "web-development").map((item) => item.id),
    ).toEqual(["a", "c", "e"]);
    expect(filterByCategory(items, "ecommerce").map((item) => item.id)).toEqual(
      ["b"],
    );
  });

  it("shows nothing for a category without items, and nothing of an empty list", () => {
    expect(filterByCategory(items, "design")).toEqual([]);
    expect(filterByCategory([], "design")).toEqual([]);
    expect(filterByCategory([], allCategory)).toEqual([]);
  });

  it("returns a new list, leaving the items alone", () => {
    const shown = filterByCategory(items, allCategory);
    expect(shown).not.toBe(items);
  });
});

describe("categoryChips", () => {
  it("puts All first with the total, then the categories in order with computed counts", () => {
    expect(categoryChips(items, categories)).toEqual([
      { id: "all", label: "All", count: 5 },
      { id: "web-development", label: "Web Development", count: 3 },
      { id: "ecommerce", label: "E-Commerce", count: 1 },
      { id: "mobile", label: "Mobile Apps", count: 1 },
      // product.md D4: a category with no items shows no count.
      { id: "design", label: "Design", count: undefined },
    ]);
  });

  it("gives every button the number of cards that choosing it shows", () => {
    for (const chip of categoryChips(items, categories)) {
      expect(chip.count ?? 0, chip.id).toBe(
        filterByCategory(items, chip.id).length,
      );
    }
  });

  it("counts nothing when there are no items at all, All included", () => {
    expect(categoryChips([], categories).map((chip) => chip.count)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it("ignores items whose category has no button in the category counts", () => {
    const chips = categoryChips(
      [...items, { id: "x", category: "games" }],
      categories,
    );
    expect(chips[0]!.count).toBe(6);
    expect(chips.map((chip) => chip.id)).not.toContain("games");
  });

  it("takes another label for the All button", () => {
    expect(categoryChips(items, categories, "All Stores")[0]!.label).toBe(
      "All Stores",
    );
  });
});

describe("chipText", () => {
  it("adds the count in brackets, or shows the bare label without a count", () => {
    expect(chipText({ id: "all", label: "All", count: 9 })).toBe("All (9)");
    expect(chipText({ id: "design", label: "Design", count: undefined })).toBe(
      "Design",
    );
  });
});

describe("firstItems", () => {
  const features = ["one", "two", "three", "four", "five"];

  it("keeps the first items in order, up to the limit", () => {
    expect(firstItems(features, 3)).toEqual(["one", "two", "three"]);
  });

  it("keeps a shorter list whole and an empty list empty", () => {
    expect(firstItems(["one", "two"], 3)).toEqual(["one", "two"]);
    expect(firstItems([], 3)).toEqual([]);
  });

  it("shows nothing for a zero or negative limit", () => {
    expect(firstItems(features, 0)).toEqual([]);
    expect(firstItems(features, -1)).toEqual([]);
  });
});
