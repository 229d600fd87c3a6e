import { useEffect, useId, useRef, useState } from "react";
import type { KeyboardEvent, PointerEvent } from "react";
import { useLocation } from "react-router";
import { serviceLinks } from "#app/content/navigation.ts";
import { isActivePath } from "#app/lib/active-link.ts";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { SiteNavLink } from "#app/components/layout/nav-link.tsx";

/** Delay before a hover-opened menu closes, so the pointer can travel to the panel. */
const HOVER_CLOSE_DELAY_MS = 150;

/**
 * The Services dropdown: a disclosure button that opens on mouse hover, on click and by keyboard
 * (Enter, Space or ArrowDown; arrows move between links; Escape closes and returns focus).
 */
export function ServicesMenu() {
  const { pathname } = useLocation();
  // Remembering where the menu opened closes it by itself when a chosen link navigates.
  const [openAt, setOpenAt] = useState<string | null>(null);
  const open = openAt === pathname;
  const setOpen = (value: boolean | ((open: boolean) => boolean)) =>
    setOpenAt((current) => {
      const next =
        typeof value === "function" ? value(current === pathname) : value;
      return next ? pathname : null;
    });
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A mouse that hovers onto the button has already opened the menu: its click must not close it.
  const openedByHover = useRef(false);
  const active = serviceLinks.some((link) => isActivePath(link.to, pathname));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenAt(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const links = () => Array.from(rootRef.current?.querySelectorAll("a") ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all.at(index % all.length)?.focus();
  };

  // Touch devices fire pointerenter before click; hover applies to a real mouse only.
  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    clearTimeout(closeTimer.current);
    if (!open) openedByHover.current = true;
    setOpen(true);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== "mouse") return;
    openedByHover.current = false;
    closeTimer.current = setTimeout(() => setOpen(false), HOVER_CLOSE_DELAY_MS);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    switch (event.key) {
      case "Escape":
        if (!open) return;
        event.preventDefault();
        setOpen(false);
        buttonRef.current?.focus();
        break;
      case "ArrowDown":
        event.preventDefault();
        if (!open) setOpen(true);
        // The panel renders on the next frame when it was closed.
        requestAnimationFrame(() => focusLink(current + 1));
        break;
      case "ArrowUp":
        if (!open) return;
        event.preventDefault();
        focusLink(current <= 0 ? all.length - 1 : current - 1);
        break;
      case "Home":
      case "End":
        if (!open || current < 0) return;
        event.preventDefault();
        focusLink(event.key === "Home" ? 0 : all.length - 1);
        break;
    }
  };

  return (
    <div
      ref={rootRef}
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null))
          setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
        // The highlight comes from attribute variants, which outrank the base colour by
        // specificity (see SiteNavLink).
        data-current={active ? "" : undefined}
        className="inline-flex min-h-10 items-center gap-1 rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap text-slate-700 hover:bg-muted hover:text-foreground aria-expanded:text-primary data-current:bg-primary/10 data-current:text-primary xl:px-3"
      >
        Services
        <Icon
          name="chevron-down"
          className={cn("size-4 transition-transform", open && "rotate-180")}
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 w-80 pt-2"
      >
        <ul className="rounded-lg border bg-popover p-2 text-popover-foreground shadow-lg">
          {serviceLinks.map((link) => (
            <li key={link.to}>
              <SiteNavLink
                to={link.to}
                className="block rounded-md px-3 py-2 hover:bg-muted focus-visible:bg-muted aria-[current=page]:bg-secondary"
              >
                <span className="block text-sm font-medium">{link.label}</span>
                <span className="block text-xs text-muted-foreground">
                  {link.description}
                </span>
              </SiteNavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
