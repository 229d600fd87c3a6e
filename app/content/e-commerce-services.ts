/**
 * The e-commerce services' and packages' names and prices (spec §9: services $800 to $5,000+;
 * packages Starter $5,000, Growth $12,000, Enterprise $25,000+), read by the e-commerce page's
 * cards and JSON-LD offers and by the store examples page.
 */
import type { PackagePrice, ServicePrice } from "#app/content/types.ts";

/** The page's service: breadcrumb, JSON-LD and the contact form's service of interest. */
export const eCommerceServiceName = "E-Commerce Development";

export const eCommerceServicePrices = [
  {
    id: "custom-store",
    title: "Custom Online Store",
    min: 5_000,
    orMore: true,
  },
  {
    id: "platform-migration",
    title: "Platform Migration",
    min: 2_500,
    max: 5_000,
  },
  {
    id: "payment-checkout",
    title: "Payment & Checkout Setup",
    min: 800,
    max: 2_000,
  },
  {
    id: "inventory-integration",
    title: "Inventory & Order Integration",
    min: 1_500,
    max: 4_000,
  },
  {
    id: "conversion-optimization",
    title: "Store Conversion Optimization",
    min: 1_200,
    max: 3_000,
  },
  { id: "e-commerce-seo", title: "E-Commerce SEO", min: 1_000, max: 2_500 },
] as const satisfies readonly ServicePrice[];

export const eCommercePackagePrices = [
  {
    id: "starter",
    name: "E-Commerce Starter Package",
    price: { min: 5_000 },
    popular: false,
  },
  {
    id: "growth",
    name: "E-Commerce Growth Package",
    price: { min: 12_000 },
    popular: true,
  },
  {
    id: "enterprise",
    name: "E-Commerce Enterprise Package",
    price: { min: 25_000, orMore: true },
    popular: false,
  },
] as const satisfies readonly PackagePrice[];
