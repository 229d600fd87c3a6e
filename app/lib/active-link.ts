/**
 * The navigation's active-link rule: Home is active only on an exact match, every other link
 * on a prefix match that ends at a path segment (so /blog is active on /blog/some-post).
 */
export function isActivePath(linkPath: string, currentPath: string): boolean {
  const current = currentPath.replace(/\/+$/, "") || "/";
  if (linkPath === "/") return current === "/";
  return current === linkPath || current.startsWith(`${linkPath}/`);
}
