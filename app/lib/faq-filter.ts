/**
 * The FAQ filter (spec §5): the search text matches the question and the answer, case-insensitively,
 * combined with the category ("all" or a category id). The chip counts follow product.md D4: each
 * chip counts the questions that choosing it would show with the current search.
 */
import {
  countByCategory,
  type CategoryCounts,
} from "#app/lib/category-counts.ts";

/** The category value that shows every question; the default, never written to the URL. */
export const allFaqCategories = "all";

export interface FaqEntry {
  category: string;
  question: string;
  answer: string;
}

export interface FaqFilter {
  search: string;
  category: string;
}

/** The search as it is compared: trimmed and lower-case; blank means "no search". */
export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** Whether the question or the answer contains the search text, ignoring case and outer spaces. */
export function matchesSearch(item: FaqEntry, search: string): boolean {
  const needle = normalizeSearch(search);
  if (!needle) return true;
  return (
    item.question.toLowerCase().includes(needle) ||
    item.answer.toLowerCase().includes(needle)
  );
}

/** The questions the visitor sees, in their order: the search and the category together. */
export function filterFaqs<T extends FaqEntry>(
  items: readonly T[],
  { search, category }: FaqFilter,
): T[] {
  return items.filter(
    (item) =>
      (category === allFaqCategories || item.category === category) &&
      matchesSearch(item, search),
  );
}

/**
 * The counts on the category chips: the questions matching the search, per category and in all,
 * so that a chip's number is what choosing it shows. Without a search these are catalogue counts.
 */
export function faqCategoryCounts(
  items: readonly FaqEntry[],
  search: string,
): CategoryCounts {
  return countByCategory(
    items.filter((item) => matchesSearch(item, search)),
    (item) => item.category,
  );
}
