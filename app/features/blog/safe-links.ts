const SAFE_LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/**
 * A link's address if it is safe to follow from a post: an absolute http(s) or mailto address,
 * and with `sitePaths` a path of this site too (the seed posts link to the site's pages; a
 * relative link from Notion points at another Notion page, so the sync keeps none).
 */
export function safeHref(
  href: string | null | undefined,
  { sitePaths = false }: { sitePaths?: boolean } = {},
): string | undefined {
  if (!href) return undefined;
  if (sitePaths && /^\/(?![/\\])/.test(href)) return href;
  try {
    const url = new URL(href);
    return SAFE_LINK_PROTOCOLS.has(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}
