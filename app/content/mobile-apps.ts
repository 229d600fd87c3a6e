/**
 * Mobile apps page: head tags, hero and structured data. The priced services and tiers are in
 * `mobile-apps-services.ts` (read by the JSON-LD offers at first load); the cards and the other
 * sections are in `mobile-apps-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { packagedServiceJsonLd } from "#app/content/package-offers.ts";
import {
  mobileAppsServiceName,
  mobileAppsServicePrices,
  mobileAppsTierPrices,
} from "#app/content/mobile-apps-services.ts";
import type { HeroContent } from "#app/content/types.ts";

export const mobileAppsSeo = {
  title: "Mobile App Development for DC, Maryland & Virginia Businesses",
  description:
    "iPhone and Android apps for DMV businesses: cross-platform and native development, app design, backends, store launch and maintenance. Apps from $5,000.",
  keywords: [
    "mobile app development",
    "iOS app development",
    "Android app development",
    "React Native developer",
    "app design",
    "Washington DC app developer",
    "Northern Virginia mobile app development",
    "Maryland app development company",
  ],
} as const;

export const mobileAppsHero = {
  eyebrow: "Mobile App Development",
  title: "Mobile Apps Your Customers Will Actually Use",
  description:
    "Ordering, booking, loyalty and field-service apps for iPhone and Android, designed and built by our Northern Virginia team for businesses across DC, Maryland and Virginia, and supported long after launch.",
  actions: [
    {
      label: "Start Your App Project",
      to: contactServicePath(mobileAppsServiceName),
    },
    { label: "See Our Work", to: "/portfolio" },
  ],
  points: [
    "iPhone and Android",
    "Apps from $5,000",
    "3 months of free support after launch",
  ],
  panel: {
    title: "What we deliver",
    items: [
      {
        id: "design",
        label: "Screens tested with real users",
        icon: "palette",
      },
      {
        id: "apps",
        label: "Cross-platform and native apps",
        icon: "smartphone",
      },
      {
        id: "backend",
        label: "Backends, payments and integrations",
        icon: "database",
      },
      {
        id: "launch",
        label: "App Store and Google Play launch",
        icon: "rocket",
      },
      { id: "care", label: "Updates and support after launch", icon: "wrench" },
    ],
  },
} as const satisfies HeroContent;

export function mobileAppsJsonLd(): JsonLd[] {
  return [
    packagedServiceJsonLd({
      path: "/mobile-apps",
      name: mobileAppsServiceName,
      serviceType: "Mobile app development",
      description:
        "Cross-platform and native iOS and Android apps, app design, backends and integrations, app store launch and ongoing maintenance for businesses in Washington DC, Maryland and Northern Virginia.",
      prices: mobileAppsServicePrices,
      packages: mobileAppsTierPrices,
    }),
    breadcrumbJsonLd([{ name: mobileAppsServiceName, path: "/mobile-apps" }]),
  ];
}
