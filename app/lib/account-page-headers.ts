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
 * A page whose address holds a token: the address is never sent on as a Referer either, only the
 * site's origin. Not `no-referrer`: under it a browser posts the page's form (without script)
 * with `Origin: null`, which the origin check refuses.
 */
export const tokenPageHeaders = {
  ...accountPageHeaders,
  "Referrer-Policy": "strict-origin",
} as const;
