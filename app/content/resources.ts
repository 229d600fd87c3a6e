/**
 * Resources hub: head tags, hero, structured data and the copy of the library's filter, cards and
 * closing call to action. The library itself (levels, categories and resources) is data in
 * `resources-catalogue.ts`, loaded with the library widget.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type {
  CtaContent,
  HeroContent,
  SectionIntro,
} from "#app/content/types.ts";

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

/** The search box, selects, tabs, result line and empty state of the library. */
export const resourceLibrary = {
  intro: {
    eyebrow: "Resource library",
    title: "Browse Guides, Checklists and Templates",
    description:
      "Search by topic, or narrow the library by category and level. Choose Access Resource and we'll email it to you.",
  },
  searchLabel: "Search resources",
  searchPlaceholder: "Search titles, descriptions and topics",
  categoryLabel: "Category",
  allCategories: "All Categories",
  levelLabel: "Level",
  allLevels: "All Levels",
  tabsLabel: "Resource categories",
  allTab: "All Resources",
  topicsLabel: "Topics",
  accessLabel: "Access Resource",
  /** "Showing 37 resources" */
  itemName: { singular: "resource", plural: "resources" },
  empty: {
    title: "No resources found",
    hint: "Try different search words, or choose another category or level.",
    clear: "Clear Filters",
  },
  note: "Every resource is free. Tell us where to send it and we'll email it to you.",
} as const satisfies { intro: SectionIntro } & Record<string, unknown>;

export const resourcesCta = {
  title: "Want Help Putting It Into Practice?",
  description:
    "Our team reviews your website, search presence and social media in a free audit and shows you what to fix first.",
  actions: [
    { label: "Start Free Audit", to: "/free-audit" },
    { label: "Contact Our Team", to: "/contact" },
  ],
} as const satisfies CtaContent;

/**
 * The request form below the resources on /resources and /industry-trends: where a card's button
 * leads without script, with that resource chosen.
 */
export const resourceRequestSection = {
  title: "Request a resource",
  intro:
    "Choose a resource and tell us where to send it: we'll email it to you. No spam: one email with the resource, and a reply from a real person if you have questions.",
};
