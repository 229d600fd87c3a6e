/**
 * Watches a sleeping client part's server HTML for the moment its code is wanted
 * (app/lib/client-part.tsx). Loaded at hydration by pages that hold such a part only, so that the
 * pages without one do not download it.
 */
import { siteLinkClick } from "#app/lib/site-link-click.ts";

/** Events that show the visitor reaching for a part. */
const REACHING = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

interface Watch {
  /** Asks for the part's code. */
  wake: () => void;
  /** Whether the part has hydrated with its code: its own links work then. */
  isLoaded: () => boolean;
  /** Navigates client-side, as `<Link>` does. */
  navigate: (to: string) => void;
}

/** Whether any of the wrapper's children (it has no box of its own) is on the first screen. */
function isOnScreen(wrapper: Element) {
  return Array.from(wrapper.children).some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

/**
 * Wakes the part when `when` says: `visible` once a child is on screen or the part is reached
 * for, `reached` and `idle` (the idle load itself is the caller's) when it is reached for,
 * `never` not at all. The listeners sit on the window, in the capture phase: React stops the
 * propagation of events aimed at HTML it has not hydrated, so a listener on the part would never
 * hear them. Until the part has its code, a plain click on a link to a page of this site inside it
 * navigates client-side. Returns the function that stops watching.
 */
export function watchServerHtml(
  wrapper: HTMLElement,
  when: "visible" | "reached" | "idle" | "never",
  { wake, isLoaded, navigate }: Watch,
): () => void {
  const inside = (event: Event) =>
    event.target instanceof Node && wrapper.contains(event.target);
  const observer =
    typeof IntersectionObserver === "undefined"
      ? undefined
      : new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) wakeUp();
        });
  const onReach = (event: Event) => {
    if (inside(event)) wakeUp();
  };
  const onClick = (event: MouseEvent) => {
    if (isLoaded() || !inside(event)) return;
    const followed = siteLinkClick(event);
    if (!followed) return;
    event.preventDefault();
    const { pathname, search, hash } = followed.url;
    navigate(`${pathname}${search}${hash}`);
  };
  let watching = true;
  function stopWatching() {
    if (!watching) return;
    watching = false;
    observer?.disconnect();
    for (const type of REACHING)
      window.removeEventListener(type, onReach, true);
  }
  function wakeUp() {
    stopWatching();
    wake();
  }

  window.addEventListener("click", onClick, true);
  if (when === "visible" && (!observer || isOnScreen(wrapper))) wakeUp();
  else if (when !== "never") {
    if (when === "visible" && observer)
      for (const child of wrapper.children) observer.observe(child);
    for (const type of REACHING)
      window.addEventListener(type, onReach, { capture: true, passive: true });
  }
  return () => {
    stopWatching();
    window.removeEventListener("click", onClick, true);
  };
}
