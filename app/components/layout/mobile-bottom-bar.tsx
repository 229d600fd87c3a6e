import { Link } from "react-router";
import { bottomBarCta, bottomBarLinks } from "#app/content/navigation.ts";
import { SiteNavLink } from "#app/components/layout/nav-link.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

/** The bottom bar of small screens; the chat button takes its right end. */
export function MobileBottomBar() {
  return (
    <nav
      aria-label="Quick links"
      className="fixed inset-x-0 bottom-0 z-40 h-16 border-t bg-background lg:hidden"
    >
      {/* The call to action takes the width of its label; the four links share the rest. The
          last 3.5rem are the chat button's (`[data-chat-launcher]` in app.css), fixed there. */}
      <ul className="mx-auto grid h-full max-w-lg grid-cols-[repeat(4,minmax(0,1fr))_auto] pr-14">
        {bottomBarLinks.map((link) => (
          <li key={link.to}>
            <SiteNavLink
              to={link.to}
              className="flex h-full flex-col items-center justify-center gap-0.5 text-xs font-medium whitespace-nowrap text-slate-600 aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              <Icon name={link.icon} />
              {link.label}
            </SiteNavLink>
          </li>
        ))}
        <li className="flex items-center justify-center py-1.5 pr-2 pl-1">
          <Link
            to={bottomBarCta.to}
            className="flex h-full w-full flex-col items-center justify-center gap-0.5 rounded-lg bg-primary px-3 text-xs font-semibold whitespace-nowrap text-primary-foreground"
          >
            <Icon name={bottomBarCta.icon} />
            {bottomBarCta.label}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
