/** About page: head tags, hero, the company's values and structured data. The rest is in `about-sections.ts`. */
import {
  absoluteUrl,
  breadcrumbJsonLd,
  serviceAreasJsonLd,
  type JsonLd,
} from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { FeatureItem, HeroContent } from "#app/content/types.ts";

export const aboutSeo = {
  title: "About Us: The DMV Team Behind Your AI Marketing Agent",
  description: `Meet the ${site.location} team that builds, trains and supports AI marketing agents for local businesses in Washington DC, Maryland and Virginia since ${site.foundingYear}.`,
  keywords: [
    "about DMV AI Agents",
    "AI marketing company Northern Virginia",
    "Washington DC marketing team",
    "local AI marketing experts",
    "small business marketing DMV",
  ],
} as const;

export const aboutHero = {
  eyebrow: "About us",
  title: "More Than Just an Agency, We're the Team Behind the Agent",
  description: `We are a ${site.location} team that builds, trains and looks after AI marketing agents for local businesses across DC, Maryland and Virginia. Hundreds of local businesses already rely on them, and on us.`,
  actions: [{ label: "Meet Your Agent", to: "/free-audit" }],
} as const satisfies HeroContent;

/** Our Mission's three values; the page and the AboutPage record both read them. */
export const companyValues = [
  {
    id: "transparency",
    title: "Transparency",
    description:
      "No hidden fees and no confusing contracts. Month-to-month billing, a 30-day money-back guarantee, and every post and result visible in your dashboard.",
    icon: "eye",
  },
  {
    id: "innovation",
    title: "Innovation",
    description:
      "We keep improving our agents as AI and search change, so your marketing keeps up without you having to learn new tools.",
    icon: "lightbulb",
  },
  {
    id: "partnership",
    title: "Partnership",
    description:
      "Your success is our success. We listen, adjust your agent's strategy as your business grows and answer the phone when you call.",
    icon: "handshake",
  },
] as const satisfies readonly FeatureItem[];

export const missionStatement =
  "To give every local business in the DMV a marketing team that works around the clock, at a price that makes sense, with real people to call when it matters.";

/** Spec §2: what the about page's structured data names as the company's specialties. */
export const aboutSpecialties = [
  "AI marketing automation",
  "SEO optimization",
  "social media management",
  "content creation",
  "marketing analytics",
] as const;

/** The page as a schema.org AboutPage about the site's organization record. */
export function aboutJsonLd(): JsonLd[] {
  const url = absoluteUrl("/about");
  return [
    {
      "@context": "https://schema.org",
      "@type": "AboutPage",
      "@id": `${url}#webpage`,
      url,
      name: aboutHero.title,
      description: aboutSeo.description,
      inLanguage: "en-US",
      isPartOf: { "@id": `${site.url}/#website` },
      mainEntity: {
        "@id": `${site.url}/#organization`,
        name: site.name,
        foundingDate: String(site.foundingYear),
        areaServed: serviceAreasJsonLd,
        knowsAbout: aboutSpecialties,
      },
      hasPart: {
        "@type": "WebPageElement",
        name: "Our Mission",
        description: missionStatement,
        about: companyValues.map((value) => ({
          "@type": "Thing",
          name: value.title,
          description: value.description,
        })),
      },
    },
    breadcrumbJsonLd([{ name: "About", path: "/about" }]),
  ];
}
