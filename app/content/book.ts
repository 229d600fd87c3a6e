/** The strategy call's booking page (`/book`, product.md D12): copy and structured data. */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";

/** The page's name where it is linked (breadcrumb, the assistant's links). */
export const bookPageName = "Book a Strategy Call";

export const bookSeo = {
  title: "Book Your Free Strategy Call",
  description:
    "Pick a time for a free 30-minute strategy call about your marketing, shown in your own time zone, with a calendar invite by e-mail.",
  keywords: [
    "book a strategy call",
    "free marketing consultation",
    "DMV marketing agency call",
    "AI marketing agents demo",
  ],
} as const;

export const bookHero = {
  title: "Book your free strategy call",
  intro:
    "Thirty minutes with our team about your marketing: what works today, where AI agents can save you hours each week, and what a first month could look like. No obligation, no sales script.",
} as const;

export const manageSeo = {
  title: "Your Strategy Call",
  description:
    "Move your strategy call to another time, or cancel it, until a few hours before it starts.",
} as const;

/** The call as a free service of the business, and the page's place in the site. */
export function bookJsonLd(): JsonLd[] {
  const url = absoluteUrl("/book");
  return [
    {
      "@context": "https://schema.org",
      "@type": "Service",
      "@id": `${url}#service`,
      name: "Free Strategy Call",
      serviceType: "Marketing consultation",
      description:
        "A free 30-minute call about a local business's marketing and where AI marketing agents can help, booked online.",
      url,
      provider: { "@id": `${site.url}/#organization`, name: site.name },
      areaServed: serviceAreasJsonLd,
      offers: {
        "@type": "Offer",
        price: 0,
        priceCurrency: "USD",
        url,
        availability: "https://schema.org/InStock",
      },
    },
    breadcrumbJsonLd([{ name: bookPageName, path: "/book" }]),
  ];
}
