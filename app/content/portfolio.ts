/**
 * Portfolio page: head tags, hero, structured data and the closing call to action. The projects,
 * their categories and the gallery's texts are in `portfolio-sections.ts`, loaded with the
 * gallery.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { CtaContent, HeroContent } from "#app/content/types.ts";

export const portfolioSeo = {
  title: "Portfolio: Websites, Stores & Apps for DMV Businesses",
  description:
    "Websites, online stores, mobile apps and design work we deliver for small businesses in Washington DC, Maryland and Northern Virginia, with results.",
  keywords: [
    "web design portfolio DMV",
    "Washington DC web development projects",
    "Northern Virginia web agency portfolio",
    "Maryland website design examples",
    "small business mobile app examples",
    "e-commerce case studies",
  ],
} as const;

export const portfolioHero = {
  eyebrow: "Portfolio",
  title: "Work That Helps Local Businesses Grow",
  description:
    "Websites, online stores, mobile apps and brand design for restaurants, contractors, clinics, shops and nonprofits across DC, Maryland and Northern Virginia. Browse the projects by category and see what changed for each business.",
  actions: [
    { label: "Start Your Project", to: "/contact" },
    { label: "See Store Examples", to: "/ecommerce-examples" },
  ],
  points: [
    "Web development, e-commerce, mobile and design",
    "Goals agreed up front, results measured after launch",
    "Local team serving DC, MD & VA",
  ],
} as const satisfies HeroContent;

/** The page as a schema.org CollectionPage of the organization's work. */
export function portfolioJsonLd(): JsonLd[] {
  const url = absoluteUrl("/portfolio");
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": `${url}#webpage`,
      url,
      name: portfolioSeo.title,
      description: portfolioSeo.description,
      inLanguage: "en-US",
      isPartOf: { "@id": `${site.url}/#website` },
      about: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([{ name: "Portfolio", path: "/portfolio" }]),
  ];
}

export const portfolioCta = {
  title: "Ready to Be Our Next Success Story?",
  description:
    "Tell us about your business and what you want to change. We reply within 24 hours with next steps and an honest estimate.",
  actions: [
    { label: "Start Your Project", to: "/contact" },
    { label: "See AI Marketing Plans", to: "/pricing" },
    { label: "Browse the Learning Center", to: "/learning-center" },
  ],
  note: "Questions about timelines, costs or support? The Learning Center answers the ones we hear most.",
} as const satisfies CtaContent;
