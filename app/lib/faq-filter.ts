/**
 * The FAQ filter (spec §5) of the support page and the learning center: the search text matches
 * the question and the answer, case-insensitively, combined with the category ("all" or a
 * category id).
 */
import { containsSearch } from "#app/lib/search-text.ts";

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

/** Whether the question or the answer contains the search text, ignoring case and outer spaces. */
export function matchesSearch(item: FaqEntry, search: string): boolean {
  return containsSearch([item.question, item.answer], search);
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
