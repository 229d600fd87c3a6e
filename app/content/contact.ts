/**
 * Contact page: head tags, hero and structured data. The form's copy and the contact details
 * beside it are in `contact-sections.ts`. Every business fact comes from `site.ts`.
 */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

export const contactSeo = {
  title: "Contact Us: AI Marketing & Web Services in the DMV",
  description: `Talk to ${site.name} about AI marketing agents, websites, e-commerce and apps. Send a message and we'll reply within 24 hours, or call ${site.phone}, ${site.hours.label}.`,
  keywords: [
    "contact AI marketing agency",
    "marketing agency Northern Virginia",
    "web design agency Washington DC",
    "Maryland digital marketing",
    "DMV web development contact",
    "AI marketing consultation",
  ],
} as const;

export const contactHero = {
  eyebrow: "Contact Us",
  title: "Get In Touch",
  description: `Questions about AI marketing agents, a new website or an app? Send us a message or give us a call. We're a local team based in ${site.location}, working with businesses across Washington DC, Maryland and Virginia.`,
  actions: [],
  points: [
    "A reply within 24 hours",
    `Phone ${site.hours.label}`,
    "Serving DC, Maryland & Virginia",
  ],
} as const satisfies HeroContent;

export function contactJsonLd(): JsonLd[] {
  const url = absoluteUrl("/contact");
  return [
    {
      "@context": "https://schema.org",
      "@type": "ContactPage",
      "@id": `${url}#webpage`,
      url,
      name: `Contact ${site.name}`,
      description: contactSeo.description,
      inLanguage: "en-US",
      mainEntity: {
        "@id": `${site.url}/#organization`,
        name: site.name,
        contactPoint: {
          "@type": "ContactPoint",
          contactType: "customer service",
          telephone: site.phoneE164,
          email: site.email,
          areaServed: serviceAreasJsonLd,
          availableLanguage: "English",
          hoursAvailable: {
            "@type": "OpeningHoursSpecification",
            dayOfWeek: site.hours.days,
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        },
      },
    },
    breadcrumbJsonLd([{ name: "Contact", path: "/contact" }]),
  ];
}
