/**
 * Counts of items per category, computed from the items themselves (product.md D4: never the
 * spec's fixed numbers). Generic: any list, any way of naming an item's category.
 */

export interface CategoryCounts {
  /** How many items there are in all. */
  total: number;
  /** How many items each category holds; a category without items is absent. */
  byCategory: ReadonlyMap<string, number>;
}

/** Counts the items per category, in one pass. */
export function countByCategory<T>(
  items: Iterable<T>,
  getCategory: (item: T) => string,
): CategoryCounts {
  const byCategory = new Map<string, number>();
  let total = 0;
  for (const item of items) {
    const category = getCategory(item);
    byCategory.set(category, (byCategory.get(category) ?? 0) + 1);
    total += 1;
  }
  return { total, byCategory };
}

/**
 * The count a filter button shows: the total for `allId`, the category's count otherwise, and
 * `undefined` when the button would show nothing (a category with no items shows no count).
 */
export function chipCount(
  counts: CategoryCounts,
  category: string,
  allId = "all",
): number | undefined {
  const count =
    category === allId ? counts.total : (counts.byCategory.get(category) ?? 0);
  return count > 0 ? count : undefined;
}

/** A button's text: "SEO (3)", or the bare label when there is no count. */
export function labelWithCount(label: string, count: number | undefined) {
  return count === undefined ? label : `${label} (${count})`;
}

/**
 * The category to use for a value read from the URL: a known id as is, anything else (missing,
 * misspelt, from an old link) as the fallback, so that a bad link still shows a sensible list.
 */
export function knownCategory(
  value: string | null | undefined,
  ids: readonly string[],
  fallback: string,
): string {
  return value != null && ids.includes(value) ? value : fallback;
}

/** The items of one category, in their order; every item for `allId`. */
export function itemsInCategory<T>(
  items: readonly T[],
  getCategory: (item: T) => string,
  category: string,
  allId = "all",
): T[] {
  if (category === allId) return [...items];
  return items.filter((item) => getCategory(item) === category);
}

/** "Showing 3 tools", "Showing 1 question", "Showing 0 questions". */
export function showingText(
  count: number,
  singular: string,
  plural: string,
): string {
  return `Showing ${count} ${count === 1 ? singular : plural}`;
}
