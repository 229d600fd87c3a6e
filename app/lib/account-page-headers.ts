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

/** A page whose address holds a token: it is never sent on as a Referer either. */
export const tokenPageHeaders = {
  ...accountPageHeaders,
  "Referrer-Policy": "no-referrer",
} as const;
