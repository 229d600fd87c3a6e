/**
 * Business facts: the one place every page, message, link and JSON-LD record reads them from.
 * Each fact can be overridden by an environment variable (see the README). Pages are prerendered,
 * so the values in force at build time are the ones visitors see; `npm start` rebuilds when they
 * change.
 */
declare const __SITE_ENV__: Record<string, string | undefined> | undefined;

/** Environment variables that override business facts; checked by `site-env.ts` at build. */
export const siteEnvKeys = [
  "SITE_URL",
  "SITE_NAME",
  "SITE_EMAIL",
  "SITE_PHONE",
  "SITE_LOCATION",
  "SITE_FACEBOOK_URL",
  "SITE_INSTAGRAM_URL",
  "SITE_LINKEDIN_URL",
  "SITE_X_URL",
  "SITE_YOUTUBE_URL",
] as const;

// Vite inlines the build-time values (browser and server build); tests read the environment.
const env: Record<string, string | undefined> =
  typeof __SITE_ENV__ !== "undefined"
    ? __SITE_ENV__
    : (globalThis.process?.env ?? {});
/** The facts the environment overrode when this copy of the site was built. */
export const siteEnvOverrides = Object.fromEntries(
  siteEnvKeys.map((key) => [key, env[key] || undefined]),
) as Partial<Record<(typeof siteEnvKeys)[number], string>>;

export type SocialNetwork =
  "facebook" | "instagram" | "linkedin" | "x" | "youtube";

/** How each network is named to screen readers. */
export const socialLabels: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  linkedin: "LinkedIn",
  x: "X",
  youtube: "YouTube",
};

const phone = siteEnvOverrides.SITE_PHONE ?? "(703) 555-0142";

export const site = {
  name: siteEnvOverrides.SITE_NAME ?? "DMV AI Agents",
  legalName: siteEnvOverrides.SITE_NAME ?? "DMV AI Agents LLC",
  tagline: "AI marketing agents and web services for DMV businesses",
  /** Canonical origin, without a trailing slash. */
  url: (siteEnvOverrides.SITE_URL ?? "https://www.dmvaiagents.com").replace(
    /\/+$/,
    "",
  ),
  email: siteEnvOverrides.SITE_EMAIL ?? "hello@dmvaiagents.com",
  phone,
  /** The phone number in E.164 form, for tel: links and structured data. */
  phoneE164: `+1${phone.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "")}`,
  location: siteEnvOverrides.SITE_LOCATION ?? "Northern Virginia",
  locationDetail: "Serving the entire DMV area",
  address: { region: "VA", country: "US" },
  serviceAreas: ["Washington, DC", "Maryland", "Virginia"],
  foundingYear: 2023,
  hours: {
    /** What pages print. */
    label: "Mon-Fri 9AM-6PM EST",
    weekendLabel: "Closed Saturday and Sunday",
    days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
    opens: "09:00",
    closes: "18:00",
    /** The zone the hours are kept in: bookable calls are expanded per local date in it. */
    timeZone: "America/New_York",
  },
  priceRange: "$297-$997 per month",
  social: {
    facebook: siteEnvOverrides.SITE_FACEBOOK_URL,
    instagram: siteEnvOverrides.SITE_INSTAGRAM_URL,
    linkedin: siteEnvOverrides.SITE_LINKEDIN_URL,
    x: siteEnvOverrides.SITE_X_URL,
    youtube: siteEnvOverrides.SITE_YOUTUBE_URL,
  } satisfies Record<SocialNetwork, string | undefined>,
} as const;

/** The configured social profiles only: an icon without an address is not shown. */
export function getSocialLinks(): { network: SocialNetwork; url: string }[] {
  return Object.entries(site.social).flatMap(([network, url]) =>
    url ? [{ network: network as SocialNetwork, url }] : [],
  );
}

export const mailtoLink = (subject?: string) =>
  `mailto:${site.email}${subject ? `?subject=${encodeURIComponent(subject)}` : ""}`;
export const telLink = () => `tel:${site.phoneE164}`;
