/**
 * Web tools page: head tags, hero, structured data, the copy of the featured tools and the tool
 * browser, the cost calculator's texts and the closing call to action. The tools and their
 * categories are data in `web-tools-sections.ts`.
 */
import type { CalculatorInput } from "#app/lib/cost-calculator.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type {
  CallToAction,
  CtaContent,
  HeroContent,
  SectionIntro,
} from "#app/content/types.ts";

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

export const webToolsFeatured = {
  intro: {
    eyebrow: "Featured Tools",
    title: "Start with These",
    description:
      "One tool you can use right now, and two free checks our team runs for you.",
  },
} as const satisfies { intro: SectionIntro };

export const webToolsBrowser = {
  intro: {
    eyebrow: "All Tools",
    title: "Browse Tools by Category",
    description:
      "Choose a category to see its tools. Each check is carried out by a member of our team, who emails you the results.",
  },
  categoriesLabel: "Tool categories",
  /** "Showing 3 tools" */
  itemName: { singular: "tool", plural: "tools" },
  comingSoon: {
    title: "More Tools Coming Soon!",
    description: (category: string) =>
      `We are still building our free ${category.toLowerCase()} tools. Tell us what would help your business most and we will let you know when it is ready, or check it for you in the meantime.`,
    /** The contact form, with the category as the service of interest. */
    action: (category: string): CallToAction => ({
      label: "Request a Tool",
      to: contactServicePath(`${category} Tool Request`),
    }),
  },
} as const;

/**
 * The calculator's example figures (the spec's 150, 40 and 8), shown as the inputs' placeholders.
 * Here rather than beside the calculation, so that the page's copy does not bring the calculator's
 * code into the route chunk.
 */
export const calculatorPlaceholders = {
  hourlyRate: "150",
  hoursPerWeek: "40",
  weeks: "8",
} as const satisfies Record<keyof CalculatorInput, string>;

/**
 * A placeholder that reads as an example, not as a value already entered: "e.g. 150", while the
 * totals still read 0 until the visitor types.
 */
const example = (figure: string) => `e.g. ${figure}`;

export const webToolsCalculator = {
  anchor: calculatorAnchor,
  intro: {
    eyebrow: "Cost Calculator",
    title: "Project Cost Calculator",
    description:
      "Estimate the hours and cost of a web project. Totals update as you type; nothing you enter leaves your browser.",
  },
  fields: [
    {
      id: "hourlyRate",
      label: "Hourly rate (USD)",
      placeholder: example(calculatorPlaceholders.hourlyRate),
    },
    {
      id: "hoursPerWeek",
      label: "Hours per week",
      placeholder: example(calculatorPlaceholders.hoursPerWeek),
    },
    {
      id: "weeks",
      label: "Number of weeks",
      placeholder: example(calculatorPlaceholders.weeks),
    },
  ],
  totalHoursLabel: "Total Hours",
  totalCostLabel: "Total Cost",
  formula: "Total cost = hourly rate × hours per week × weeks",
  note: "An estimate for planning and comparing quotes. For a fixed quote on your project, tell us what you need.",
  action: {
    label: "Get a Project Quote",
    to: contactServicePath("Web Development Project Quote"),
  },
} as const;

export const webToolsCta = {
  title: "Want the Full Picture?",
  description:
    "Our free audit brings these checks together with a competitor analysis and a custom strategy for your business. No obligation.",
  actions: [
    { label: "Start Your Free Audit", to: "/free-audit" },
    { label: "Read the Learning Center", to: "/learning-center" },
  ],
} as const satisfies CtaContent;
