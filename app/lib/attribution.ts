/**
 * First-touch attribution (product.md D6): the page a visitor landed on, the site that sent them
 * and the UTM parameters of that first visit. Kept in the browser's localStorage and sent with
 * every lead and contact message.
 */

const STORAGE_KEY = "site.first-touch";
const utmKeys = [
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;

// No zod here: the capture runs on every page, inside the first-load budget. The server parses
// what arrives with `AttributionSchema` (form-fields.ts).
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

const camelCase = (key: (typeof utmKeys)[number]) =>
  key.replace(/_(\w)/g, (_, letter: string) => letter.toUpperCase()) as
    "utmSource" | "utmMedium" | "utmCampaign" | "utmTerm" | "utmContent";

/** The attribution of a visit that starts at `url`, arriving from `referrer`. */
export function attributionOf(url: URL, referrer: string): Attribution {
  const attribution: Attribution = {
    landingPage: url.pathname + url.search,
  };
  // A referrer from the site itself says nothing about where the visitor came from.
  if (referrer && new URL(referrer, url).origin !== url.origin)
    attribution.referrer = referrer;
  for (const key of utmKeys) {
    const value = url.searchParams.get(key);
    if (value) attribution[camelCase(key)] = value;
  }
  return attribution;
}

/** Remembers the first touch of this browser; later visits keep the first one. */
export function captureFirstTouch(storage: Storage = localStorage): void {
  try {
    if (storage.getItem(STORAGE_KEY)) return;
    storage.setItem(
      STORAGE_KEY,
      JSON.stringify(attributionOf(new URL(location.href), document.referrer)),
    );
  } catch {
    // Storage can be disabled or full; attribution is a nice-to-have.
  }
}

/** The stored first touch, or an empty record when there is none or it cannot be read. */
export function readFirstTouch(storage: Storage = localStorage): Attribution {
  try {
    const stored: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? "null");
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
