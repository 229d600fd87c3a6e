import { useSyncExternalStore } from "react";

/**
 * The name of the cookie that says a visitor has a session (it holds nothing else; the session is
 * in an HttpOnly cookie). The prerendered pages are the same for everyone, so the header reads it
 * after hydration.
 */
export const SIGNED_IN_COOKIE = "signed_in";

const subscribeToNothing = () => () => {};
const hasSignedInCookie = () =>
  document.cookie
    .split(";")
    .some((entry) => entry.trim().startsWith(`${SIGNED_IN_COOKIE}=`));

/**
 * Where the header's account link goes: Sign in, or Dashboard for a visitor with a session. The
 * server's HTML says Sign in; the cookie is read again on each render, so a sign-in or sign-out
 * shows on the next navigation.
 */
export function useAccountLink(): { to: string; label: string } {
  const signedIn = useSyncExternalStore(
    subscribeToNothing,
    hasSignedInCookie,
    () => false,
  );
  return signedIn
    ? { to: "/dashboard", label: "Dashboard" }
    : { to: "/signin", label: "Sign in" };
}
