import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/**
 * False while React hydrates server HTML, true afterwards (and on every client-side render).
 * Prerendered pages show the default state; reading the URL only after hydration keeps the first
 * client render identical to that HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
