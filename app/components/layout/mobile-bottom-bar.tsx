import { Link } from "react-router";
import { bottomBarCta, bottomBarLinks } from "#app/content/navigation.ts";
import { SiteNavLink } from "#app/components/layout/nav-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The bottom bar of small screens. */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 h-16 border-t bg-background md:hidden"
    >
      <ul className="mx-auto grid h-full max-w-lg grid-cols-5">
        {bottomBarLinks.map((link) => (
          <li key={link.to}>
            <SiteNavLink
              to={link.to}
              className="flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium text-slate-600"
              activeClassName="text-primary"
            >
              <Icon name={link.icon} />
              {link.label}
            </SiteNavLink>
          </li>
        ))}
        <li className="flex items-center justify-center p-1.5">
          <Link
            to={bottomBarCta.to}
            className="flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg bg-primary text-xs font-semibold text-primary-foreground"
          >
            <Icon name={bottomBarCta.icon} />
            {bottomBarCta.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
