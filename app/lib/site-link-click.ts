/**
 * The link a click follows, when the browser would open it in this tab on this site: a plain
 * left click (no modifier key, not already handled) on a link without `target` or `download`
 * whose address has this page's origin. Otherwise undefined, and the browser does as it does.
 */
export function siteLinkClick(
  event: Pick<
    MouseEvent,
    | "button"
    | "metaKey"
    | "ctrlKey"
    | "shiftKey"
    | "altKey"
    | "defaultPrevented"
    | "target"
  >,
): { link: HTMLAnchorElement; url: URL } | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element | null)?.closest?.("a[href]");
  if (!(link instanceof HTMLAnchorElement)) return undefined;
  if ((link.target && link.target !== "_self") || link.hasAttribute("download"))
    return undefined;
  const url = new URL(link.href, location.href);
  return url.origin === location.origin ? { link, url } : undefined;
}
