import { describe, expect, it } from "vitest";
import {
  chipCount,
  countByCategory,
  itemsInCategory,
  knownCategory,
  labelWithCount,
  showingText,
} from "#app/lib/category-counts.ts";

const items = [
  { id: "a", category: "seo" },
  { id: "b", category: "design" },
  { id: "c", category: "seo" },
  { id: "d", category: "business" },
  { id: "e", category: "seo" },
];

describe("countByCategory", () => {
  it("counts the items of each category and the total", () => {
    const counts = countByCategory(items, (item) => item.category);
    expect(counts.total).toBe(5);
    expect(Object.fromEntries(counts.byCategory)).toEqual({
      seo: 3,
      design: 1,
      business: 1,
    });
  });

  it("leaves out categories without items", () => {
    const counts = countByCategory(items, (item) => item.category);
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
    const counts = countByCategory(items, (item) => item.category);
    expect([...counts.byCategory.keys()]).toEqual([
      "seo",
      "design",
      "business",
    ]);
  });

  it("is not fooled by category names of Object's prototype", () => {
    const counts = countByCategory(
      [{ category: "constructor" }, { category: "toString" }],
      (item) => item.category,
    );
    expect(counts.byCategory.get("constructor")).toBe(1);
    expect(chipCount(counts, "hasOwnProperty")).toBeUndefined();
  });
});

describe("chipCount", () => {
  const counts = countByCategory(items, (item) => item.category);

  it("gives the total for the all button and the category's count otherwise", () => {
    expect(chipCount(counts, "all")).toBe(5);
    expect(chipCount(counts, "seo")).toBe(3);
    expect(chipCount(counts, "design")).toBe(1);
  });

  it("gives no count for a category without items (product.md D4)", () => {
    expect(chipCount(counts, "mobile")).toBeUndefined();
    expect(
      chipCount(
        countByCategory([], () => "x"),
        "all",
      ),
    ).toBeUndefined();
  });

  it("takes another id for the all button", () => {
    expect(chipCount(counts, "everything", "everything")).toBe(5);
    expect(chipCount(counts, "all", "everything")).toBeUndefined();
  });
});

describe("labelWithCount", () => {
  it("adds the count in brackets, or leaves the label bare", () => {
    expect(labelWithCount("All", 15)).toBe("All (15)");
    expect(labelWithCount("Security", undefined)).toBe("Security");
  });
});

describe("knownCategory", () => {
  const ids = ["development", "seo", "performance"];

  it("keeps a known id", () => {
    expect(knownCategory("seo", ids, "development")).toBe("seo");
  });

  it("falls back for a missing, empty, unknown or differently cased value", () => {
    for (const value of [null, undefined, "", "games", "SEO", " seo"]) {
      expect(knownCategory(value, ids, "development"), String(value)).toBe(
        "development",
      );
    }
  });
});

describe("itemsInCategory", () => {
  const category = (item: { category: string }) => item.category;

  it("keeps one category's items, in their order", () => {
    expect(
      itemsInCategory(items, category, "seo").map((item) => item.id),
    ).toEqual(["a", "c", "e"]);
  });

  it("keeps every item for the all id, as a new list", () => {
    const all = itemsInCategory(items, category, "all");
    expect(all).toEqual(items);
    expect(all).not.toBe(items);
  });

  it("gives nothing for a category without items, and the count agrees", () => {
    expect(itemsInCategory(items, category, "mobile")).toEqual([]);
    const counts = countByCategory(items, category);
    for (const id of ["all", "seo", "design", "business", "mobile"]) {
      expect(chipCount(counts, id) ?? 0, id).toBe(
        itemsInCategory(items, category, id).length,
      );
    }
  });

  it("takes another id for all, which then is an ordinary category", () => {
    expect(itemsInCategory(items, category, "all", "everything")).toEqual([]);
    expect(
      itemsInCategory(items, category, "everything", "everything"),
    ).toHaveLength(5);
  });
});

describe("showingText", () => {
  it("uses the singular for one item and the plural otherwise", () => {
    expect(showingText(1, "question", "questions")).toBe("Showing 1 question");
    expect(showingText(15, "question", "questions")).toBe(
      "Showing 15 questions",
    );
    expect(showingText(0, "tool", "tools")).toBe("Showing 0 tools");
  });
});
