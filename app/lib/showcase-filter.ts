/**
 * The category filter of the portfolio and the store examples (spec §4: category, default all),
 * and the counts on its buttons. product.md D4: every count is computed from the items the
 * filter really shows, and a category with no items shows no count. Built on the generic
 * helpers of `category-counts.ts` for items that carry their category in `category`.
 */
import {
  itemsInCategory,
  knownCategory,
  labelWithCount,
} from "#app/lib/category-counts.ts";

/** The category value that shows every item; it is the default and never appears in the URL. */
export const allCategory = "all";

/** A category the visitor can pick: its id (the `?category=` value) and its button label. */
export interface CategoryOption {
  id: string;
  label: string;
}

/** A filter button: its category id, label and the number of items it shows (none if empty). */
export interface CategoryChip {
  id: string;
  label: string;
  /** How many items choosing this button shows; `undefined` when it shows none. */
  count: number | undefined;
}

/**
 * The category to show for a value read from the URL: a known category id as is, anything else
 * (missing, misspelt, from an old link) as all, so that a bad link still shows the whole list.
 */
export function resolveCategory(
  value: string | null | undefined,
  categories: readonly CategoryOption[],
): string {
  return knownCategory(
    value,
    categories.map((category) => category.id),
    allCategory,
  );
}

/** The items of one category, in their order; every item for `all`. */
export function filterByCategory<T extends { category: string }>(
  items: readonly T[],
  category: string,
): T[] {
  return itemsInCategory(items, (item) => item.category, category, allCategory);
}

/**
 * The filter buttons: "All" first, then every category in the given order, each with the number
 * of items that choosing it shows. A button that would show nothing carries no count.
 */
export function categoryChips<T extends { category: string }>(
  items: readonly T[],
  categories: readonly CategoryOption[],
  allLabel = "All",
): CategoryChip[] {
  const chip = (id: string, label: string): CategoryChip => {
    const count = filterByCategory(items, id).length;
    return { id, label, count: count > 0 ? count : undefined };
  };
  return [
    chip(allCategory, allLabel),
    ...categories.map((category) => chip(category.id, category.label)),
  ];
}

/** A button's text: "Web Development (3)", or the bare label when it has no count. */
export function chipText(chip: CategoryChip): string {
  return labelWithCount(chip.label, chip.count);
}

/** The first `limit` items of a list, such as the features a store card has room for. */
export function firstItems<T>(items: readonly T[], limit: number): T[] {
  return items.slice(0, Math.max(0, Math.floor(limit)));
}
