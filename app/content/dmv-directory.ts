/**
 * DMV directory: head tags, hero and structured data. The listings, showcase projects and
 * community groups are in `dmv-directory-listings.ts`, loaded with the sections below the hero.
 * The listings are illustrative, so no structured data describes them as real businesses.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

/** The service named on the contact form by every List Your Business button (product.md D3). */
export const directoryListingService = "Directory Listing";

export const dmvDirectorySeo = {
  title: "DMV Business Directory: Web, Design, E-Commerce & Marketing",
  description:
    "Find web developers, design agencies, e-commerce builders and marketing firms in Washington DC, Maryland and Northern Virginia, plus local projects and meetups.",
  keywords: [
    "DMV business directory",
    "Washington DC web developers",
    "Northern Virginia design agencies",
    "Maryland e-commerce developers",
    "DC marketing agencies",
    "local tech meetups DC",
    "list your business DMV",
  ],
} as const;

export const dmvDirectoryHero = {
  eyebrow: "DMV Business Directory",
  title: "Find Web, Design and Marketing Pros Across the DMV",
  description:
    "A directory for the web developers, design studios, e-commerce builders and marketing firms that serve Washington DC, Maryland and Northern Virginia, with the projects they ship and the local groups where they meet.",
  actions: [
    {
      label: "List Your Business",
      to: contactServicePath(directoryListingService),
    },
    { label: "Get a Free Marketing Audit", to: "/free-audit" },
  ],
  points: [
    "Washington DC, Maryland and Virginia",
    "Web, design, e-commerce and marketing",
    "Local projects, meetups and events",
  ],
} as const satisfies HeroContent;

export function dmvDirectoryJsonLd(): JsonLd[] {
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": `${absoluteUrl("/dmv-directory")}#page`,
      name: dmvDirectoryHero.title,
      description: dmvDirectorySeo.description,
      url: absoluteUrl("/dmv-directory"),
      isPartOf: { "@type": "WebSite", url: `${site.url}/` },
      publisher: { "@id": `${site.url}/#organization` },
      spatialCoverage: [
        { "@type": "City", name: "Washington, DC" },
        { "@type": "State", name: "Maryland" },
        { "@type": "State", name: "Virginia" },
      ],
    },
    breadcrumbJsonLd([{ name: "DMV Directory", path: "/dmv-directory" }]),
  ];
}
