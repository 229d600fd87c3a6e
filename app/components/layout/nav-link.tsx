import { Link, useLocation } from "react-router";
import type { ComponentProps } from "react";
import { isActivePath } from "#app/lib/active-link.ts";

type Props = Omit<ComponentProps<typeof Link>, "to"> & { to: string };

/**
 * A link that follows the navigation's active rule and marks the current page with
 * `aria-current`. Style the active state with the `aria-[current=page]:` variant: it outranks the
 * base colour by specificity, so the result never depends on the order of rules in the stylesheet.
 */
export function SiteNavLink({ to, ...props }: Props) {
  const { pathname } = useLocation();
  return (
    <Link
      to={to}
      aria-current={isActivePath(to, pathname) ? "page" : undefined}
      {...props}
    />
  );
}
