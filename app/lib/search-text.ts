/**
 * How every search box on the site compares text (the catalogues and the support FAQ): plain text,
 * not a pattern, ignoring case and the spaces around it.
 */

/** The search as it is compared: trimmed and in lower case; blank means "no search". */
export function normalizeSearch(search: string): string {
  return search.trim().toLowerCase();
}

/** Whether any of the texts contains the search; a blank search matches everything. */
export function containsSearch(
  texts: readonly string[],
  search: string,
): boolean {
  const needle = normalizeSearch(search);
  if (!needle) return true;
  return texts.some((text) => text.toLowerCase().includes(needle));
}
