/**
 * Store examples page copy, section by section in page order (head tags, hero, the gallery's
 * texts, the closing call to action), and its structured data. The stores themselves are in
 * `store-examples.ts`.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { formatPrice } from "#app/lib/format.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { eCommerceServiceName } from "#app/content/e-commerce-services.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import type {
  CtaContent,
  HeroContent,
  SectionIntro,
} from "#app/content/types.ts";

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

/** How many features a store card shows (spec §2: "each showing its first three features"). */
export const storeCardFeatureCount = 3;

export const storeGallery = {
  intro: {
    eyebrow: "Example stores",
    title: "Stores by Category",
    description:
      "Pick a category to see stores like yours: the platform each one runs on, its three most important features and the results after launch.",
  },
  filterLabel: "Filter stores by category",
  itemName: { singular: "store", plural: "stores" },
  emptyText: "There are no stores in this category right now.",
  showAllLabel: "Show all stores",
  featuresLabel: "Key features",
  note: "These stores are representative of our work: owners are described rather than named, and results depend on each business's products, prices and marketing, so yours will differ.",
} as const satisfies {
  intro: SectionIntro;
  filterLabel: string;
  itemName: { singular: string; plural: string };
  emptyText: string;
  showAllLabel: string;
  featuresLabel: string;
  note: string;
};

export const storeExamplesCta = {
  title: "Want a Store Like These?",
  description:
    "Tell us what you sell and how your customers like to buy. We will recommend a platform, the features worth paying for and an honest estimate.",
  actions: [
    { label: "Plan Your Store", to: contactServicePath(eCommerceServiceName) },
    { label: "Explore E-Commerce Services", to: "/e-commerce" },
    { label: "See AI Marketing Plans", to: "/pricing" },
  ],
  note: `Once your store is live, an AI marketing agent can keep it visible with regular posts and SEO, from ${formatPrice(lowestMonthlyPrice)} a month.`,
} as const satisfies CtaContent;
