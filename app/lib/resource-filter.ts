/**
 * The resources hub's filter (spec §5): search text matched case-insensitively against a
 * resource's title, description and topics, combined with a category and a level. Also the
 * helpers the cards and controls use: flattening the categories, the topic badge limit (spec §9)
 * and counts that match what the visitor sees (product.md D4).
 */

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

/** The value of a select or tab that means "no restriction". */
export const ALL = "all";

/** Text as the search compares it: trimmed and in lower case. */
export function normalizeQuery(query: string): string {
  return query.trim().toLowerCase();
}

/** A level's id as it appears in the URL: "Expert" -> "expert". */
export function levelId(difficulty: string): string {
  return difficulty.trim().toLowerCase();
}

/**
 * Every resource of every category in one list, each carrying its category's title and id
 * (spec §3: "flattened also carries category and categoryId"). Order is kept.
 */
export function flattenResources<
  C extends { id: string; title: string; resources: readonly object[] },
>(
  categories: readonly C[],
): (C["resources"][number] & { category: string; categoryId: string })[] {
  return categories.flatMap((category) =>
    category.resources.map((resource) => ({
      ...resource,
      category: category.title,
      categoryId: category.id,
    })),
  );
}

/** Whether the search text occurs in the title, the description or any topic. */
export function matchesResourceQuery(
  resource: FilterableResource,
  query: string,
): boolean {
  const needle = normalizeQuery(query);
  if (!needle) return true;
  return [resource.title, resource.description, ...resource.topics].some(
    (text) => text.toLowerCase().includes(needle),
  );
}

function matchesLevel(resource: FilterableResource, level: string): boolean {
  return level === ALL || levelId(resource.difficulty) === levelId(level);
}

function matchesCategory(
  resource: FilterableResource,
  category: string,
): boolean {
  return category === ALL || resource.categoryId === category;
}

/** The resources that the search text, category and level all let through, in their order. */
export function filterResources<T extends FilterableResource>(
  resources: readonly T[],
  filter: ResourceFilter,
): T[] {
  return resources.filter(
    (resource) =>
      matchesCategory(resource, filter.category) &&
      matchesLevel(resource, filter.level) &&
      matchesResourceQuery(resource, filter.query),
  );
}

/**
 * How many resources each category would show with the current search and level: the number the
 * visitor sees after choosing that category (product.md D4). `all` holds the total over every
 * category. Categories without a match are absent.
 */
export function countResourcesByCategory(
  resources: readonly FilterableResource[],
  filter: Pick<ResourceFilter, "query" | "level">,
): Record<string, number> {
  const counts: Record<string, number> = {};
  let total = 0;
  for (const resource of filterResources(resources, {
    ...filter,
    category: ALL,
  })) {
    counts[resource.categoryId] = (counts[resource.categoryId] ?? 0) + 1;
    total += 1;
  }
  return { ...counts, [ALL]: total };
}

/**
 * The topics a card shows and how many it leaves out: at most `limit` badges, then a "+N" badge
 * for the rest (spec §9: at most 3 topic badges).
 */
export function visibleTopics<T>(
  topics: readonly T[],
  limit = 3,
): { shown: T[]; hidden: number } {
  const max = Math.max(0, Math.floor(limit));
  return {
    shown: topics.slice(0, max),
    hidden: Math.max(0, topics.length - max),
  };
}

/**
 * A value read from the URL, if it is one of the allowed values; the fallback otherwise, so that
 * a stale or mistyped link (`?category=blog`) shows everything instead of an empty page.
 */
export function pickOption(
  value: string,
  allowed: readonly string[],
  fallback: string = ALL,
): string {
  return allowed.includes(value) ? value : fallback;
}

/** A count for a chip, tab or option: empty when nothing would show (product.md D4). */
export function countSuffix(count: number | undefined): string {
  return count ? ` (${count})` : "";
}

/** The result line above the cards: "Showing 5 resources", "Showing 1 resource". */
export function showingResources(count: number): string {
  return `Showing ${count} ${count === 1 ? "resource" : "resources"}`;
}
