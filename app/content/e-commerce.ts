/**
 * E-commerce page: head tags, hero and structured data. The priced services and packages are in
 * `e-commerce-services.ts` (read by the JSON-LD offers at first load); the cards and the other
 * sections are in `e-commerce-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { packagedServiceJsonLd } from "#app/content/package-offers.ts";
import {
  eCommercePackagePrices,
  eCommerceServiceName,
  eCommerceServicePrices,
} from "#app/content/e-commerce-services.ts";
import type { HeroContent } from "#app/content/types.ts";

export const eCommerceSeo = {
  title: "E-Commerce Development for DC, Maryland & Virginia Businesses",
  description:
    "Online stores for DMV businesses: custom builds, platform migrations, payments, inventory integration and store SEO. Packages from $5,000 with clear timelines.",
  keywords: [
    "e-commerce development",
    "online store development",
    "Shopify developer",
    "WooCommerce developer",
    "e-commerce platform migration",
    "Washington DC e-commerce agency",
    "Northern Virginia online store design",
    "Maryland e-commerce development",
  ],
} as const;

export const eCommerceHero = {
  eyebrow: "E-Commerce Development",
  title: "Online Stores That Sell for Local Businesses",
  description:
    "We plan, build and connect online stores for retailers, restaurants and makers across DC, Maryland and Northern Virginia, so customers can buy from you on any device, at any hour, and pick up down the street or get it shipped.",
  actions: [
    {
      label: "Start Your Store Project",
      to: contactServicePath(eCommerceServiceName),
    },
    { label: "Browse Store Examples", to: "/ecommerce-examples" },
  ],
  points: [
    "Packages from $5,000",
    "3 months of free support after launch",
    "Local team serving DC, MD & VA",
  ],
  panel: {
    title: "What we set up",
    items: [
      { id: "store", label: "A store designed for your brand", icon: "store" },
      {
        id: "payments",
        label: "Cards, Apple Pay and Google Pay",
        icon: "credit-card",
      },
      {
        id: "inventory",
        label: "Inventory synced with your POS",
        icon: "package",
      },
      {
        id: "shipping",
        label: "Shipping, delivery and local pickup",
        icon: "truck",
      },
      {
        id: "analytics",
        label: "Sales and conversion tracking",
        icon: "bar-chart",
      },
    ],
  },
} as const satisfies HeroContent;

export function eCommerceJsonLd(): JsonLd[] {
  return [
    packagedServiceJsonLd({
      path: "/e-commerce",
      name: eCommerceServiceName,
      serviceType: "E-commerce development",
      description:
        "Custom online stores, platform migrations, payment and checkout setup, inventory and order integration, conversion optimization and e-commerce SEO for businesses in Washington DC, Maryland and Northern Virginia.",
      prices: eCommerceServicePrices,
      packages: eCommercePackagePrices,
    }),
    breadcrumbJsonLd([{ name: eCommerceServiceName, path: "/e-commerce" }]),
  ];
}
