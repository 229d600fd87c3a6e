/**
 * Resources hub: head tags, hero and structured data. The library itself (categories, resources
 * and the filter's copy) is in `resources-catalogue.ts`, loaded with the sections below the hero.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

export const resourcesSeo = {
  title: "Free Website & Marketing Resources for DMV Businesses",
  description:
    "Free guides, checklists and templates on web development, design, e-commerce, SEO and security for small businesses in DC, Maryland and Northern Virginia.",
  keywords: [
    "small business marketing resources",
    "website checklist",
    "local SEO guide",
    "e-commerce guide",
    "website security checklist",
    "marketing templates",
    "Washington DC small business resources",
    "Northern Virginia business resources",
    "Maryland small business help",
  ],
} as const;

export const resourcesHero = {
  eyebrow: "Resources",
  title: "Free Guides, Checklists and Templates for DMV Businesses",
  description:
    "The practical material our web, design and marketing team uses with clients, written for small businesses in Washington DC, Maryland and Northern Virginia. Pick what you need and we'll email it to you.",
  actions: [
    { label: "Get Your Free Audit", to: "/free-audit" },
    { label: "Visit the Learning Center", to: "/learning-center" },
  ],
  points: [
    "Free, with no obligation",
    "Beginner to expert levels",
    "Sent straight to your inbox",
  ],
} as const satisfies HeroContent;

export function resourcesJsonLd(): JsonLd[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": `${absoluteUrl("/resources")}#page`,
      name: resourcesHero.title,
      description: resourcesSeo.description,
      url: absoluteUrl("/resources"),
      isPartOf: { "@type": "WebSite", url: `${site.url}/` },
      publisher: { "@id": `${site.url}/#organization` },
      about: [
        "Web development",
        "UX/UI design",
        "E-commerce",
        "Search engine optimization",
        "Website security",
      ],
    },
    breadcrumbJsonLd([{ name: "Resources", path: "/resources" }]),
  ];
}
