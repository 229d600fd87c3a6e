/**
 * The mobile app services' and pricing tiers' names and prices (spec §9: services $1,500 to
 * $12,000, maintenance from $2,000 a month; tiers $5,000-$15,000, $15,000-$35,000, $35,000+). The
 * page's JSON-LD offers read them at first load; the cards below the hero
 * (`mobile-apps-sections.ts`) add the details.
 */
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
