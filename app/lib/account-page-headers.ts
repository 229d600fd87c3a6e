/**
 * The response headers of the account pages (sign-in, sign-up, dashboard and the e-mailed
 * links). They are never cached, and they keep `Cross-Origin-Opener-Policy: same-origin`, which
 * the marketing pages leave out for speed (docs/decisions/0018): a window another site opens on
 * one of them gets no handle on it to probe.
 */
export const accountPageHeaders = {
  "Cache-Control": "private, no-store",
  "Cross-Origin-Opener-Policy": "same-origin",
} as const;

/**
 * A page whose address holds a token: no other site is sent a Referer from it, not even the
 * site's origin. `same-origin` rather than `no-referrer`: under `no-referrer` a browser posts the
 * page's form (without script) with `Origin: null`, which the origin check refuses; the site's
 * own requests may carry the address, and the access log keeps neither Referer nor token.
 */
export const tokenPageHeaders = {
  ...accountPageHeaders,
  "Referrer-Policy": "same-origin",
} as const;
