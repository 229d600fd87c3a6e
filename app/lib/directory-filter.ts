/**
 * The DMV directory's filter (spec §5): search text matched case-insensitively against a business
 * name or any of its specialties; a location value (washington, virginia, maryland) matched as a
 * case-insensitive substring of the listing's location; a category matched by id. Also the counts
 * the filter options show (product.md D4).
 */
import { ALL, normalizeQuery } from "#app/lib/resource-filter.ts";

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
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return [listing.name, ...listing.specialties].some((text) =>
    text.toLowerCase().includes(needle),
  );
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
      (filter.category === ALL || listing.categoryId === filter.category) &&
      matchesLocation(listing.location, filter.location) &&
      matchesListingQuery(listing, filter.query),
  );
}

/**
 * How many businesses each category would show with the current search and location: the number
 * the visitor sees after choosing it. `all` holds the total; categories without a match are absent.
 */
export function countListingsByCategory(
  listings: readonly FilterableListing[],
  filter: Pick<DirectoryFilter, "query" | "location">,
): Record<string, number> {
  const counts: Record<string, number> = {};
  const shown = filterListings(listings, { ...filter, category: ALL });
  for (const listing of shown)
    counts[listing.categoryId] = (counts[listing.categoryId] ?? 0) + 1;
  return { ...counts, [ALL]: shown.length };
}

/**
 * How many businesses each location value would show with the current search and category.
 * `all` holds the total; locations without a match are absent.
 */
export function countListingsByLocation(
  listings: readonly FilterableListing[],
  locations: readonly string[],
  filter: Pick<DirectoryFilter, "query" | "category">,
): Record<string, number> {
  const shown = filterListings(listings, { ...filter, location: ALL });
  const counts: Record<string, number> = {};
  for (const location of locations) {
    const count = shown.filter((listing) =>
      matchesLocation(listing.location, location),
    ).length;
    if (count > 0) counts[location] = count;
  }
  return { ...counts, [ALL]: shown.length };
}

/** The result line above the cards: "Showing 12 businesses", "Showing 1 business". */
export function showingBusinesses(count: number): string {
  return `Showing ${count} ${count === 1 ? "business" : "businesses"}`;
}

/** A phone number as a `tel:` address in E.164 form: "(202) 555-0117" -> "tel:+12025550117". */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return `tel:+1${digits}`;
}
