/**
 * Mobile apps page: the priced services and tiers, head tags and the structured data, whose offers
 * are those services. The copy of its sections is in `mobile-apps-copy.ts`, which only the page's
 * never-hydrating copy reads.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { packagedServiceJsonLd } from "#app/content/package-offers.ts";
import type { PackagePrice, ServicePrice } from "#app/content/types.ts";

/** The page's service: breadcrumb, JSON-LD and the contact form's service of interest. */
export const mobileAppsServiceName = "Mobile App Development";

export const mobileAppsServicePrices = [
  { id: "cross-platform-apps", title: "Cross-Platform Apps", min: 12_000 },
  { id: "native-apps", title: "Native iOS & Android Apps", min: 10_000 },
  { id: "app-backend", title: "App Backend & Integrations", min: 4_000 },
  { id: "app-design", title: "App UI/UX Design", min: 3_500 },
  {
    id: "app-store-launch",
    title: "App Store Launch & Optimization",
    min: 1_500,
  },
  {
    id: "app-maintenance",
    title: "App Maintenance & Support",
    min: 2_000,
    per: "month",
  },
] as const satisfies readonly ServicePrice[];

export const mobileAppsTierPrices = [
  {
    id: "essential",
    name: "Essential Mobile App",
    price: { min: 5_000, max: 15_000 },
    popular: false,
  },
  {
    id: "business",
    name: "Business Mobile App",
    price: { min: 15_000, max: 35_000 },
    popular: false,
  },
  {
    id: "enterprise",
    name: "Enterprise Mobile App",
    price: { min: 35_000, orMore: true },
    popular: false,
  },
] as const satisfies readonly PackagePrice[];

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
