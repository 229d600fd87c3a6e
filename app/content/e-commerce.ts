/**
 * E-commerce page: head tags and the structured data; the copy of its sections is in
 * `e-commerce-copy.ts`, which only the page's never-hydrating copy reads.
 * The priced services and packages are in `e-commerce-services.ts`, which the store examples page
 * quotes too.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { packagedServiceJsonLd } from "#app/content/package-offers.ts";
import {
  eCommercePackagePrices,
  eCommerceServiceName,
  eCommerceServicePrices,
} from "#app/content/e-commerce-services.ts";

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
