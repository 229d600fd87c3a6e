/**
 * The one rule for which pages may change the site's state, used by the JSON forms, sign-out and
 * every route action: a request's Origin must be the site's own (SITE_URL), one of
 * ALLOWED_ORIGINS, or, for a copy reached at a loopback address (`npm start` on this machine), the
 * page's own origin. A deployment behind its real domain gets that domain as Host, so a loopback
 * Origin is foreign there like any other.
 */
import { site } from "#app/content/site.ts";
import { getEnv } from "#app/services/env.server.ts";
import { getLogger } from "#app/services/logger.server.ts";

export const foreignOriginMessage =
  "Submissions from other websites are not accepted.";

/** What a request says of where it comes from and where it was sent. */
export interface RequestOrigin {
  /** The Origin header; browsers send it with every POST from a page. */
  origin: string | undefined;
  /** The Host header: the address the visitor's browser was at. */
  host: string | undefined;
}

/** What the rule reads of a request of the Fetch API (a route's action). */
export function requestOrigin(request: Request): RequestOrigin {
  return {
    origin: request.headers.get("origin") ?? undefined,
    host: request.headers.get("host") ?? undefined,
  };
}

let configured: readonly string[] | undefined;

/** The origins configured to post: SITE_URL's and ALLOWED_ORIGINS, read once. */
export function siteOrigins(): readonly string[] {
  configured ??= [new URL(site.url).origin, ...getEnv().ALLOWED_ORIGINS];
  return configured;
}

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The page's own origin when the request was sent to a loopback address; otherwise undefined. */
function loopbackOrigin(host: string | undefined): string | undefined {
  if (!host) return undefined;
  const name = host.replace(/:\d+$/, "").toLowerCase();
  return LOOPBACK_HOSTS.has(name) ? `http://${host}` : undefined;
}

/** Whether the request came from the page of a copy reached at a loopback address. */
function fromLoopbackPage({ origin, host }: RequestOrigin): boolean {
  return origin !== undefined && origin === loopbackOrigin(host);
}

/**
 * Whether a state-changing request may go on. A request without Origin is not from a page (a
 * script or a server of its own), so no page can forge it. A refusal is logged with what would
 * allow it, since a misconfigured address refuses every visitor.
 */
export function originAllowed(
  request: RequestOrigin,
  allowedOrigins: readonly string[] = siteOrigins(),
): boolean {
  const { origin, host } = request;
  if (!origin || allowedOrigins.includes(origin) || fromLoopbackPage(request))
    return true;
  getLogger().warn(
    { origin, host, allowedOrigins },
    "refused a request from another origin; if it is this site's address, set SITE_URL to it (and rebuild) or add it to ALLOWED_ORIGINS",
  );
  return false;
}

/**
 * Where links e-mailed because of `request` lead: the site's canonical address, or the loopback
 * address a copy on this machine was used at, so that its links work there. Never another Host:
 * a client could forge one to have a link sent that leads elsewhere.
 */
export function accountLinkOrigin(request: RequestOrigin): string {
  return fromLoopbackPage(request) ? request.origin! : site.url;
}
