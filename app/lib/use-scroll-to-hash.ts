import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/** How long a link's target may take to appear (a section loaded on demand) before giving up. */
const TARGET_WAIT_MS = 5_000;

/**
 * Scrolls to the target of a link with a hash (`/pricing#plan-growth`) after a client-side
 * navigation. React Router scrolls to a target that is already on the page; a target inside a
 * section that renders a moment later would otherwise leave the visitor at the top. The fixed
 * header's height is kept clear by the stylesheet's `scroll-padding-top`. Back and Forward keep
 * the position the router restores.
 */
export function useScrollToHash() {
  const { hash, key } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (!hash || navigationType === "POP") return;
    const id = decodeURIComponent(hash.slice(1));
    if (document.getElementById(id)) return;
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      target.scrollIntoView();
    });
    const timer = window.setTimeout(() => stop(), TARGET_WAIT_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [hash, key, navigationType]);
}
