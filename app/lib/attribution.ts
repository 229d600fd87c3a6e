/**
 * First-touch attribution (product.md D6): the page a visitor landed on, the site that sent them
 * and the UTM parameters of that first visit. Kept in the browser's localStorage and sent with
 * every lead and contact message.
 */

/** Where the first touch is kept in the browser's localStorage. */
export const FIRST_TOUCH_KEY = "site.first-touch";

// No zod here: the forms read the record in the browser, inside the first-load budget. The server
// parses what arrives with `AttributionSchema` (form-fields.ts).
export const attributionKeys = [
  "landingPage",
  "referrer",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;
export type AttributionKey = (typeof attributionKeys)[number];
export type Attribution = Partial<Record<AttributionKey, string>>;

/**
 * The attribution of a visit that starts at `href`, arriving from `referrer`. The page's inline
 * loader runs this function's source before any module, so it refers to nothing outside itself.
 */
export function attributionOf(href: string, referrer: string): Attribution {
  const url = new URL(href);
  const attribution: Attribution = {
    landingPage: url.pathname + url.search,
  };
  // A referrer from the site itself says nothing about where the visitor came from.
  if (referrer && new URL(referrer, url).origin !== url.origin)
    attribution.referrer = referrer;
  for (const [parameter, key] of [
    ["utm_source", "utmSource"],
    ["utm_medium", "utmMedium"],
    ["utm_campaign", "utmCampaign"],
    ["utm_term", "utmTerm"],
    ["utm_content", "utmContent"],
  ] as const) {
    const value = url.searchParams.get(parameter);
    if (value) attribution[key] = value;
  }
  return attribution;
}

/**
 * Remembers the first touch of this browser; later visits keep the first one. Self-contained
 * like `attributionOf`, which it is handed, for the same reason.
 */
export function captureFirstTouch(
  storageKey: string,
  attribution: typeof attributionOf,
  storage: Storage = localStorage,
): void {
  try {
    if (storage.getItem(storageKey)) return;
    storage.setItem(
      storageKey,
      JSON.stringify(attribution(location.href, document.referrer)),
    );
  } catch {
    // Storage can be disabled or full; attribution is a nice-to-have.
  }
}

/** The stored first touch, or an empty record when there is none or it cannot be read. */
export function readFirstTouch(storage: Storage = localStorage): Attribution {
  try {
    const stored: unknown = JSON.parse(
      storage.getItem(FIRST_TOUCH_KEY) ?? "null",
    );
    if (typeof stored !== "object" || stored === null) return {};
    const attribution: Attribution = {};
    for (const key of attributionKeys) {
      const value = (stored as Record<string, unknown>)[key];
      if (typeof value === "string") attribution[key] = value;
    }
    return attribution;
  } catch {
    return {};
  }
}
