import { useSyncExternalStore } from "react";

const subscribeToNothing = () => () => {};

/** False while React hydrates server HTML, true afterwards (and on every client-side render). */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
