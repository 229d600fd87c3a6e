/**
 * Web tools page: head tags, hero and structured data. The tools, their categories and the cost
 * calculator's texts are in `web-tools-sections.ts`.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

/** The in-page anchor of the cost calculator, the one tool that runs on this site. */
export const calculatorAnchor = "cost-calculator";

export const webToolsSeo = {
  title: "Free Web Tools & Project Cost Calculator for DMV Businesses",
  description:
    "Estimate a website project's hours and budget with our free cost calculator, and ask our team for free local SEO, page speed and tech stack checks. For DC, MD and VA businesses.",
  keywords: [
    "website cost calculator",
    "web project cost estimate",
    "free website tools",
    "free local SEO check",
    "page speed check",
    "small business website budget",
    "Washington DC web developer",
    "Northern Virginia website tools",
  ],
} as const;

export const webToolsHero = {
  eyebrow: "Free Web Tools",
  title: "Free Tools to Plan and Check Your Website",
  description:
    "Work out a web project's hours and budget with our cost calculator, then ask our team for free checks of your site's search visibility, speed and setup. Made for small businesses in DC, Maryland and Northern Virginia.",
  actions: [
    { label: "Try the Cost Calculator", to: `#${calculatorAnchor}` },
    { label: "Start Your Free Audit", to: "/free-audit" },
  ],
  points: [
    "No sign-up needed",
    "The calculator runs in your browser",
    "Free checks by our team",
  ],
} as const satisfies HeroContent;

export function webToolsJsonLd(): JsonLd[] {
  return [
    breadcrumbJsonLd([{ name: "Web Tools", path: "/web-tools" }]),
    {
      "@context": "https://schema.org",
      "@type": "WebApplication",
      name: "Project Cost Calculator",
      description:
        "Total hours and total cost of a web project from an hourly rate, hours per week and number of weeks.",
      url: absoluteUrl(`/web-tools#${calculatorAnchor}`),
      applicationCategory: "BusinessApplication",
      operatingSystem: "Any web browser",
      isAccessibleForFree: true,
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      provider: { "@id": `${site.url}/#organization` },
    },
  ];
}
