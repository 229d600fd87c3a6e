/**
 * The filter of every catalogue: the DMV directory, the resources hub, the learning center, the
 * web tools, the portfolio and the store examples (spec §4 and §5).
 *
 * - A choice read from the URL is kept only if it is one of the page's values (`pickOption`), so
 *   a stale or mistyped link shows a sensible list instead of an empty page.
 * - Counts are computed from the items the filter really shows (product.md D4: never the spec's
 *   fixed numbers), and a choice that would show nothing carries no count.
 * - Search text is compared by `#app/lib/search-text.ts`, shared with the support FAQ.
 */
import { containsSearch } from "#app/lib/search-text.ts";

/** The value of a select, tab or button that means "no restriction"; never written to the URL. */
export const ALL = "all";

/**
 * A value read from the URL, if it is one of the allowed values; the fallback (all) otherwise,
 * so that a stale or mistyped link (`?category=blog`) shows everything instead of an empty page.
 */
export function pickOption(
  value: string | null | undefined,
  allowed: readonly string[],
  fallback: string = ALL,
): string {
  return value != null && allowed.includes(value) ? value : fallback;
}

/** "Showing 3 tools", "Showing 1 business", "Showing 0 questions". */
export function showingText(
  count: number,
  itemName: { singular: string; plural: string },
): string {
  return `Showing ${count} ${count === 1 ? itemName.singular : itemName.plural}`;
}

export interface CategoryCounts {
  /** How many items there are in all. */
  total: number;
  /** How many items each category holds; a category without items is absent. */
  byCategory: ReadonlyMap<string, number>;
}

/**
 * Counts the items per category, in one pass. Count what the other filters let through (the
 * category set to all) and each number is what choosing that category shows.
 */
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
 * The count a choice shows: the total for all, the category's count otherwise, and `undefined`
 * when the choice would show nothing (a category with no items shows no count).
 */
export function countFor(
  counts: CategoryCounts,
  id: string,
): number | undefined {
  const count = id === ALL ? counts.total : (counts.byCategory.get(id) ?? 0);
  return count > 0 ? count : undefined;
}

/** A choice of a filter: its id (the URL value) and its label. */
export interface FilterChoice {
  id: string;
  label: string;
}

/** A choice with the number of items choosing it shows; `undefined` when it shows none. */
export type CountedChoice<C extends FilterChoice = FilterChoice> = C & {
  count: number | undefined;
};

/** Every choice with its count (none at all without counts, as for the resources' levels). */
export function withCounts<C extends FilterChoice>(
  choices: readonly C[],
  counts?: CategoryCounts,
): CountedChoice<C>[] {
  return choices.map((choice) => ({
    ...choice,
    count: counts && countFor(counts, choice.id),
  }));
}

/** "All ..." first, then every choice, each with the count that choosing it would show. */
export function optionsWithAll<C extends FilterChoice>(
  allLabel: string,
  choices: readonly C[],
  counts?: CategoryCounts,
): CountedChoice<FilterChoice | C>[] {
  return withCounts<FilterChoice | C>(
    [{ id: ALL, label: allLabel }, ...choices],
    counts,
  );
}

/** A count after a label: " (3)", or nothing when the choice would show nothing. */
export function countSuffix(count: number | undefined): string {
  return count ? ` (${count})` : "";
}

/** A button's text: "SEO (3)", or the bare label when there is no count. */
export function labelWithCount(label: string, count: number | undefined) {
  return label + countSuffix(count);
}

/** Whether an item of `itemCategory` shows when `category` is chosen: every item shows for all. */
function inCategory(itemCategory: string, category: string): boolean {
  return category === ALL || itemCategory === category;
}

/** The items of one category, in their order; every item (as a new list) for all. */
export function filterByCategory<T extends { category: string }>(
  items: readonly T[],
  category: string,
): T[] {
  return items.filter((item) => inCategory(item.category, category));
}

/**
 * What a card has room for: the first `limit` items (topic badges, a store's features; spec §9:
 * three) and how many it leaves out, for a "+N" badge.
 */
export function visibleItems<T>(
  items: readonly T[],
  limit = 3,
): { shown: T[]; hidden: number } {
  const max = Math.max(0, Math.floor(limit));
  return {
    shown: items.slice(0, max),
    hidden: Math.max(0, items.length - max),
  };
}

// The DMV directory: search by name or specialty, a category and a location (spec §5).

/** A listing as the filter reads it; the content adds its own fields. */
export interface FilterableListing {
  name: string;
  specialties: readonly string[];
  /** "Arlington, Virginia" */
  location: string;
  categoryId: string;
}

export interface DirectoryFilter {
  /** Search text; blank matches everything. */
  query: string;
  /** "all" or a category id. */
  category: string;
  /** "all" or a location value: washington, virginia or maryland. */
  location: string;
}

/** Whether the search text occurs in the business name or in any specialty. */
export function matchesListingQuery(
  listing: FilterableListing,
  query: string,
): boolean {
  return containsSearch([listing.name, ...listing.specialties], query);
}

/** Whether a listing's location contains the location value, ignoring case ("all" matches all). */
export function matchesLocation(location: string, value: string): boolean {
  if (value === ALL) return true;
  return location.toLowerCase().includes(value.trim().toLowerCase());
}

/** The listings that the search text, category and location all let through, in their order. */
export function filterListings<T extends FilterableListing>(
  listings: readonly T[],
  filter: DirectoryFilter,
): T[] {
  return listings.filter(
    (listing) =>
      inCategory(listing.categoryId, filter.category) &&
      matchesLocation(listing.location, filter.location) &&
      matchesListingQuery(listing, filter.query),
  );
}

/**
 * How many businesses each location value would show with the current search and category. A
 * location is a substring, not a category of its own, so each value is matched in turn.
 */
export function countListingsByLocation(
  listings: readonly FilterableListing[],
  locations: readonly string[],
  filter: Pick<DirectoryFilter, "query" | "category">,
): CategoryCounts {
  const shown = filterListings(listings, { ...filter, location: ALL });
  const byCategory = new Map<string, number>();
  for (const location of locations) {
    const count = shown.filter((listing) =>
      matchesLocation(listing.location, location),
    ).length;
    if (count > 0) byCategory.set(location, count);
  }
  return { total: shown.length, byCategory };
}

// The resources hub: search by title, description or topic, a category and a level (spec §5).

/** A resource as the filter reads it; the content adds its own fields. */
export interface FilterableResource {
  title: string;
  description: string;
  /** "Beginner", "Intermediate", "Advanced" or "Expert". */
  difficulty: string;
  topics: readonly string[];
  categoryId: string;
}

export interface ResourceFilter {
  /** Search text; blank matches everything. */
  query: string;
  /** "all" or a category id. */
  category: string;
  /** "all" or a level id: the difficulty in lower case ("beginner"). */
  level: string;
}

/** A level's id as it appears in the URL: "Expert" -> "expert". */
export function levelId(difficulty: string): string {
  return difficulty.trim().toLowerCase();
}

/** Whether the search text occurs in the title, the description or any topic. */
export function matchesResourceQuery(
  resource: FilterableResource,
  query: string,
): boolean {
  return containsSearch(
    [resource.title, resource.description, ...resource.topics],
    query,
  );
}

/** The resources that the search text, category and level all let through, in their order. */
export function filterResources<T extends FilterableResource>(
  resources: readonly T[],
  filter: ResourceFilter,
): T[] {
  return resources.filter(
    (resource) =>
      inCategory(resource.categoryId, filter.category) &&
      (filter.level === ALL ||
        levelId(resource.difficulty) === levelId(filter.level)) &&
      matchesResourceQuery(resource, filter.query),
  );
}
