/**
 * UX/UI design page: head tags, hero and structured data. The services' names and prices are in
 * `ux-ui-design-services.ts` (the JSON-LD offers need them at first load); everything below the
 * hero, with the service cards, is in `ux-ui-design-sections.ts`.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import {
  priceOffers,
  serviceCatalogJsonLd,
} from "#app/content/service-offers.ts";
import {
  uxUiDesignPrices,
  uxUiDesignServiceName,
} from "#app/content/ux-ui-design-services.ts";
import type { HeroContent } from "#app/content/types.ts";
import { formatPrice } from "#app/lib/format.ts";

const lowestStartingPrice = Math.min(
  ...uxUiDesignPrices.map((price) => price.min),
);

export const uxUiDesignSeo = {
  title: "UX/UI Design for DC, Maryland & Virginia Businesses",
  description: `UX research, UI design, mobile and web app design, design systems and conversion optimization for DMV businesses. Design services starting at ${formatPrice(lowestStartingPrice)}.`,
  keywords: [
    "UX design",
    "UI design",
    "user experience design agency",
    "mobile app design",
    "web app design",
    "design system",
    "conversion rate optimization",
    "Washington DC UX design",
    "Northern Virginia UI design",
  ],
} as const;

export const uxUiDesignHero = {
  eyebrow: "UX/UI Design",
  title: "Design That Turns Visitors into Customers",
  description:
    "We research how your customers think, then design websites and apps that make it easy for them to book, buy or call. Accessible, on-brand and ready for your developers.",
  actions: [
    {
      label: "Start Your Design Project",
      to: contactServicePath(uxUiDesignServiceName),
    },
    { label: "See Our Work", to: "/portfolio" },
  ],
  points: [
    "Research with real customers",
    "Accessible to WCAG 2.2 AA",
    "Developer-ready handoff",
  ],
} as const satisfies HeroContent;

export function uxUiDesignJsonLd(): JsonLd[] {
  return [
    serviceCatalogJsonLd({
      path: "/ux-ui-design",
      name: uxUiDesignServiceName,
      serviceType: "User experience and user interface design",
      description:
        "UX design, UI design, mobile app design, web app design, design systems and conversion rate optimization for businesses in Washington DC, Maryland and Northern Virginia.",
      offerings: priceOffers(uxUiDesignPrices),
    }),
    breadcrumbJsonLd([{ name: uxUiDesignServiceName, path: "/ux-ui-design" }]),
  ];
}
