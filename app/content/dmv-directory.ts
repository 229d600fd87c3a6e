/**
 * DMV directory: head tags, hero, structured data and the copy of the directory's tabs, filter,
 * cards and closing call to action. The listings, showcase projects and community groups are data
 * in `dmv-directory-listings.ts`, loaded with the directory widget. The listings are illustrative,
 * so no structured data describes them as real businesses.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { site } from "#app/content/site.ts";
import type {
  CtaContent,
  HeroContent,
  SectionIntro,
} from "#app/content/types.ts";

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

/** The section, tabs, filter, cards and empty state of the directory. */
export const directoryCopy = {
  intro: {
    eyebrow: "Directory",
    title: "Browse the DMV Directory",
    description:
      "Search by business name or specialty, and narrow the list by category and location. Every card links straight to the business's website, phone and email.",
  },
  disclaimer:
    "Listings shown are illustrative examples of the kinds of businesses, projects and groups the directory features. Local businesses can apply to be listed through List Your Business.",
  tabsLabel: "Directory views",
  tabs: {
    directory: "Business Directory",
    showcase: "Project Showcase",
    community: "Community & Events",
  },
  searchLabel: "Search businesses",
  searchPlaceholder: "Search by business name or specialty",
  categoryLabel: "Category",
  allCategories: "All Categories",
  locationLabel: "Location",
  allLocations: "All Locations",
  /** "Showing 12 businesses" */
  itemName: { singular: "business", plural: "businesses" },
  card: {
    specialties: "Specialties",
    rating: "Rating",
    outOf: "out of 5",
    projects: "Projects",
    established: "Established",
    teamSize: "Team",
    website: "Website",
    call: "Call",
    email: "Email",
  },
  empty: {
    title: "No businesses found",
    hint: "Try another name or specialty, or choose a different category or location.",
    clear: "Clear Filters",
  },
  showcase: {
    intro: "Recent work by directory businesses for clients across the region.",
    client: "Client",
    builtBy: "Built by",
    results: "Results",
    technologies: "Technologies",
    submit: {
      label: "Submit a Project",
      to: contactServicePath("Project Showcase Submission"),
    },
  },
  community: {
    intro:
      "Meetups and groups where DMV business owners, developers, designers and marketers learn from each other.",
    meets: "Meets",
    members: "members",
    topics: "Topics",
    submit: {
      label: "Suggest a Group or Event",
      to: contactServicePath("Community Group Listing"),
    },
  },
} as const satisfies { intro: SectionIntro } & Record<string, unknown>;

export const directoryCta = {
  title: "Own a Web, Design or Marketing Business in the DMV?",
  description:
    "Apply to be listed in the directory. Tell us about your business, your specialties and the clients you serve, and our team will get back to you.",
  actions: [
    {
      label: "List Your Business",
      to: contactServicePath(directoryListingService),
    },
    { label: "Browse Free Resources", to: "/resources" },
  ],
} as const satisfies CtaContent;
