import { useEffect, useRef } from "react";
import type { KeyboardEvent } from "react";
import { Link } from "react-router";
import {
  freeAuditLink,
  primaryLinks,
  serviceLinks,
} from "#app/content/navigation.ts";
import { SiteNavLink } from "#app/components/layout/nav-link.tsx";
import { Logo } from "#app/components/layout/logo.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { useAccountLink } from "#app/lib/account-link.ts";

const linkClass =
  "block rounded-md px-3 py-2.5 font-medium hover:bg-muted focus-visible:bg-muted aria-[current=page]:bg-primary/10 aria-[current=page]:text-primary";

/**
 * The full-screen menu of small screens: a modal dialog that keeps focus inside, closes on
 * Escape, on its close button and whenever an item is chosen.
 */
export default function MobileMenu({
  id,
  onClose,
}: {
  id: string;
  onClose: () => void;
}) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const account = useAccountLink();

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.querySelector<HTMLElement>("a, button")?.focus();
    // The page behind must not scroll while the menu covers it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape") {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== "Tab") return;
    const focusable = Array.from(
      dialogRef.current?.querySelectorAll<HTMLElement>("a, button") ?? [],
    );
    const first = focusable[0];
    const last = focusable.at(-1);
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div
      ref={dialogRef}
      id={id}
      role="dialog"
      aria-modal="true"
      aria-label="Site menu"
      onKeyDown={onKeyDown}
      className="fixed inset-0 z-[60] flex flex-col overflow-y-auto overscroll-contain bg-background lg:hidden"
    >
      <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
        <Logo onClick={onClose} />
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-muted"
        >
          <Icon name="x" className="size-6" />
          <span className="sr-only">Close menu</span>
        </button>
      </div>
      <nav aria-label="Mobile" className="flex-1 px-4 py-3">
        <ul>
          <li>
            <SiteNavLink to="/" onClick={onClose} className={linkClass}>
              Home
            </SiteNavLink>
          </li>
          <li className="mt-1">
            <p className="px-3 pt-2 pb-1 text-sm font-semibold tracking-wide text-muted-foreground uppercase">
              Services
            </p>
            <ul>
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <SiteNavLink
                    to={link.to}
                    onClick={onClose}
                    className={`${linkClass} pl-6`}
                  >
                    {link.label}
                  </SiteNavLink>
                </li>
              ))}
            </ul>
          </li>
          {primaryLinks.map((link) => (
            <li key={link.to}>
              <SiteNavLink to={link.to} onClick={onClose} className={linkClass}>
                {link.label}
              </SiteNavLink>
            </li>
          ))}
          <li>
            <SiteNavLink
              to={account.to}
              onClick={onClose}
              className={linkClass}
            >
              {account.label}
            </SiteNavLink>
          </li>
        </ul>
        <Link
          to={freeAuditLink.to}
          onClick={onClose}
          className="mt-4 flex min-h-12 items-center justify-center rounded-md bg-primary px-4 text-lg font-semibold text-primary-foreground hover:bg-primary/90"
        >
          {freeAuditLink.label}
        </Link>
      </nav>
    </div>
  );
}
