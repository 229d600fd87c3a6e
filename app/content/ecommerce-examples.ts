/**
 * Store examples page: head tags, hero and structured data. The stores, their categories and the
 * closing call to action load below the hero, from `ecommerce-examples-sections.ts`.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { eCommerceServiceName } from "#app/content/e-commerce-services.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

export const ecommerceExamplesSeo = {
  title: "E-Commerce Store Examples for DMV Small Businesses",
  description:
    "Online stores we build for DC, Maryland and Virginia shops: fashion, food, electronics, home, beauty and sports, with platforms, features and results.",
  keywords: [
    "e-commerce store examples",
    "online store examples small business",
    "Shopify store examples DMV",
    "WooCommerce store examples",
    "Washington DC online store design",
    "Northern Virginia e-commerce agency",
    "Maryland online store development",
  ],
} as const;

export const ecommerceExamplesHero = {
  eyebrow: "Store Examples",
  title: "Online Stores Built for Local Shops",
  description:
    "See how boutiques, bakeries, repair shops, furniture stores, salons and sports retailers around the DMV sell online with stores we built: the platform each one runs on, the features that matter most and what changed after launch.",
  actions: [
    { label: "Plan Your Store", to: contactServicePath(eCommerceServiceName) },
    { label: "Our E-Commerce Services", to: "/e-commerce" },
  ],
  points: [
    "Shopify, WooCommerce, BigCommerce and Square Online",
    "Pickup, local delivery and shipping",
    "Local team serving DC, MD & VA",
  ],
} as const satisfies HeroContent;

/** The page as a schema.org CollectionPage of example stores. */
export function ecommerceExamplesJsonLd(): JsonLd[] {
  const url = absoluteUrl("/ecommerce-examples");
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": `${url}#webpage`,
      url,
      name: ecommerceExamplesSeo.title,
      description: ecommerceExamplesSeo.description,
      inLanguage: "en-US",
      isPartOf: { "@id": `${site.url}/#website` },
      about: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([
      { name: eCommerceServiceName, path: "/e-commerce" },
      { name: "Store Examples", path: "/ecommerce-examples" },
    ]),
  ];
}
