/**
 * Website builder service page: head tags, hero and structured data. The builder is a
 * do-it-yourself product whose price the spec does not give, so no price is shown or offered:
 * its calls to action lead to the contact form (service pre-filled) and the free audit.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type { HeroContent } from "#app/content/types.ts";

/** The product's name: its breadcrumb and the contact form's service of interest. */
export const builderServiceName = "Website Builder";

/** Where every "Get Started" of the page leads: /contact?service=Website%20Builder. */
export const builderGetStartedPath = contactServicePath(builderServiceName);

export const builderSeo = {
  title: "Drag-and-Drop Website Builder for Small Businesses",
  description:
    "Build your business website yourself: drag and drop, mobile-responsive templates, e-commerce ready and automatic SEO. Made for DMV small businesses.",
  keywords: [
    "website builder",
    "drag and drop website builder",
    "small business website builder",
    "mobile-responsive website templates",
    "e-commerce website builder",
    "SEO-friendly website",
    "Washington DC small business website",
  ],
} as const;

export const builderHero = {
  eyebrow: "Website Builder",
  title: "Build a Professional Website Yourself, No Code Needed",
  description:
    "Drag and drop your pages into place, start from mobile-responsive templates, sell online when you are ready and let automatic SEO help local customers find you.",
  actions: [
    { label: "Get Started With the Builder", to: builderGetStartedPath },
    { label: "Get a Free Audit", to: "/free-audit" },
  ],
  points: [
    "Drag and drop",
    "Mobile-responsive templates",
    "E-commerce ready",
    "Automatic SEO",
  ],
} as const satisfies HeroContent;

export function builderJsonLd(): JsonLd[] {
  return [
    serviceJsonLd({
      path: "/website-builder",
      name: builderServiceName,
      serviceType: "Website builder",
      description:
        "A do-it-yourself website builder for small businesses: drag-and-drop editing, mobile-responsive templates, e-commerce features and automatic SEO.",
      // No published price: the offer leads to the contact form, where the team answers.
      offers: {
        "@type": "Offer",
        name: builderServiceName,
        url: absoluteUrl(builderGetStartedPath),
        availability: "https://schema.org/InStock",
      },
    }),
    breadcrumbJsonLd([{ name: builderServiceName, path: "/website-builder" }]),
  ];
}
