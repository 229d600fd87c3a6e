import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { freeAuditLink, primaryLinks } from "#app/content/navigation.ts";
import { SiteNavLink } from "#app/components/layout/nav-link.tsx";
import { ServicesMenu } from "#app/components/layout/services-menu.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useAccountLink } from "#app/lib/account-link.ts";
import { clientPart } from "#app/lib/client-part.tsx";

// Loaded on first use: most visitors never open it, so it stays out of the first load.
const MobileMenu = clientPart(
  () =>
    import("#app/components/layout/mobile-menu.tsx").then(
      (module) => module.default,
    ),
  "now",
);

// The active link's colour comes from its aria-current variant, which outranks the base colour by
// specificity, never by the order of rules in the stylesheet. Narrower up to xl, so that the bar
// holds the chat button at 1024 px, signed in too.
const desktopLinkClass =
  "inline-flex min-h-10 items-center rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-muted hover:text-foreground aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary xl:px-3";

/**
 * The fixed top navigation. The bar needs 1024 px for its links; narrower screens get the menu
 * button and the bottom bar. From lg its end is the chat button's (`[data-chat-launcher]` in
 * app.css), fixed there: 2.5rem wide after a 0.5rem gap, 6rem from xl, where it shows its label.
 */
export function SiteHeader() {
  const { pathname } = useLocation();
  const account = useAccountLink();
  // Remembering where the menu opened closes it by itself when a chosen item navigates.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === pathname;
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // Focus returns to the toggle when the menu closes.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) toggleRef.current?.focus();
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-50 h-16 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/85">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
          <Logo />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center gap-1">
              <li>
                <SiteNavLink to="/" className={desktopLinkClass}>
                  Home
                </SiteNavLink>
              </li>
              <li>
                <ServicesMenu />
              </li>
              {primaryLinks.map((link) => (
                <li key={link.to}>
                  <SiteNavLink to={link.to} className={desktopLinkClass}>
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="hidden items-center gap-1 lg:flex lg:pr-12 xl:pr-26">
            <SiteNavLink to={account.to} className={desktopLinkClass}>
              {account.label}
            </SiteNavLink>
            <Link
              to={freeAuditLink.to}
              className="inline-flex min-h-10 items-center rounded-md bg-primary px-4 text-sm font-semibold whitespace-nowrap text-primary-foreground shadow-sm hover:bg-primary/90"
            >
              {freeAuditLink.label}
            </Link>
          </div>
          <button
            ref={toggleRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenAt(pathname)}
            className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted lg:hidden"
          >
            <Icon name="menu" className="size-6" />
            <span className="sr-only">Open menu</span>
          </button>
        </div>
      </header>
      {/* Outside the header: its backdrop filter would make it the containing block of the
          menu's fixed position, shrinking the menu to the header's strip. */}
      {menuOpen && (
        <MobileMenu id={menuId} onClose={() => setMenuOpenAt(null)} />
      )}
    </>
  );
}
