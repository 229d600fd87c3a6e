/** Where a visitor goes after signing in when `?next=` names no path of this site. */
export const DEFAULT_NEXT_PATH = "/dashboard";

// Any origin serves to resolve a path against: only whether the result stays on it counts.
const BASE = "http://site.invalid";
// Browsers drop tabs and line breaks from an address, and a header cannot carry them.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

function originOf(path: string): string | undefined {
  try {
    return new URL(path, BASE).origin;
  } catch {
    return undefined;
  }
}

/**
 * Where to go after signing in (`?next=`): a path of this site as the WHATWG URL parser reads it,
 * percent-encoded (`/dashboard?x=1#y`, `/%C3%A9`), so that it is the same path for the server's
 * `Location` and the browser's navigation. Anything else is the dashboard: another site
 * (`//evil.example`, `/\evil.example`, `https://...`, `javascript:`), a control character
 * (`/\t/evil.example`), or a path that resolves to another host (`/.//evil.example`).
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith("/") || CONTROL_CHARACTER.test(next))
    return DEFAULT_NEXT_PATH;
  let url: URL;
  try {
    url = new URL(next, BASE);
  } catch {
    return DEFAULT_NEXT_PATH;
  }
  if (url.origin !== BASE) return DEFAULT_NEXT_PATH;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments resolve `/.//evil.example` to `//evil.example`: the result must stay here too.
  return originOf(path) === BASE ? path : DEFAULT_NEXT_PATH;
}
