import { Link, useLocation } from "react-router";
import type { ComponentProps } from "react";
import { isActivePath } from "#app/lib/active-link.ts";
import { cn } from "#app/lib/cn.ts";

type Props = Omit<ComponentProps<typeof Link>, "to" | "className"> & {
  to: string;
  className?: string;
  activeClassName?: string;
};

/** A link that follows the navigation's active rule and tells assistive technology. */
export function SiteNavLink({
  to,
  className,
  activeClassName,
  ...props
}: Props) {
  const { pathname } = useLocation();
  const active = isActivePath(to, pathname);
  return (
    <Link
      to={to}
      aria-current={active ? "page" : undefined}
      className={cn(className, active && activeClassName)}
      {...props}
    />
  );
}
