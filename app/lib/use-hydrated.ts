import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * `serverValue` while React hydrates server HTML, `clientValue` afterwards (and on every
 * client-side render). Prerendered pages show the server's state; switching only after hydration
 * keeps the first client render identical to that HTML. When both values are equal nothing
 * renders again, so a page that needs no change costs no second, blocking render.
 */
export function useAfterHydration<T>(clientValue: T, serverValue: T): T {
  return useSyncExternalStore(
    subscribeToNothing,
    () => clientValue,
    () => serverValue,
  );
}

/** False while React hydrates server HTML, true afterwards (and on every client-side render). */
export function useHydrated(): boolean {
  return useAfterHydration(true, false);
}
