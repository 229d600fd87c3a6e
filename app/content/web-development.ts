/**
 * Web development page: head tags, hero and structured data. The services' names and prices are in
 * `web-development-services.ts` (the JSON-LD offers need them at first load); everything below
 * the hero, with the service cards, is in `web-development-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import {
  priceOffers,
  serviceCatalogJsonLd,
} from "#app/content/service-offers.ts";
import {
  webDevelopmentPrices,
  webDevelopmentServiceName,
} from "#app/content/web-development-services.ts";
import type { HeroContent } from "#app/content/types.ts";

export const webDevelopmentSeo = {
  title: "Custom Web Development for DC, Maryland & Virginia Businesses",
  description:
    "Custom web apps, online stores, progressive web apps, databases, security audits and speed fixes for DMV businesses, with clear price ranges and timelines.",
  keywords: [
    "custom web development",
    "web application development",
    "e-commerce development",
    "progressive web apps",
    "website security audit",
    "website performance optimization",
    "Washington DC web developer",
    "Northern Virginia web development",
    "Maryland web development company",
  ],
} as const;

export const webDevelopmentHero = {
  eyebrow: "Custom Web Development",
  title: "Websites and Web Apps Built for How Your Business Works",
  description:
    "From customer portals and online stores to fast, secure rebuilds of the site you already have, our Northern Virginia team designs, builds and supports software for businesses across DC, Maryland and Virginia.",
  actions: [
    {
      label: "Start Your Project",
      to: contactServicePath(webDevelopmentServiceName),
    },
    { label: "See Our Work", to: "/portfolio" },
  ],
  points: [
    "Price ranges and timelines up front",
    "3 months of free support after launch",
    "Local team serving DC, MD & VA",
  ],
  panel: {
    title: "What we build",
    items: [
      { id: "apps", label: "Custom web applications", icon: "code" },
      { id: "stores", label: "Online stores that sell", icon: "shopping-cart" },
      {
        id: "pwa",
        label: "Installable progressive web apps",
        icon: "smartphone",
      },
      { id: "data", label: "Databases and integrations", icon: "database" },
      {
        id: "care",
        label: "Security and speed tune-ups",
        icon: "shield-check",
      },
    ],
  },
} as const satisfies HeroContent;

export function webDevelopmentJsonLd(): JsonLd[] {
  return [
    serviceCatalogJsonLd({
      path: "/web-development",
      name: webDevelopmentServiceName,
      serviceType: "Custom web development",
      description:
        "Custom web applications, e-commerce development, progressive web apps, database design, security audits and performance optimization for businesses in Washington DC, Maryland and Northern Virginia.",
      offerings: priceOffers(webDevelopmentPrices),
    }),
    breadcrumbJsonLd([
      { name: webDevelopmentServiceName, path: "/web-development" },
    ]),
  ];
}
