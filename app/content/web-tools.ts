/**
 * Web tools page copy, section by section in page order (head tags, hero, the featured tools and
 * the tool browser with the tools and their categories, the cost calculator's texts, the closing
 * call to action), and its structured data.
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
  IconName,
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

export interface ToolCategory {
  /** The `?category=` value. */
  id: string;
  name: string;
  icon: IconName;
}

export interface WebTool {
  id: string;
  name: string;
  description: string;
  icon: IconName;
  /** How the tool is used or delivered: "Free · runs in your browser". */
  usage: string;
  category: ToolCategoryId;
  /** Shown again in the Featured Tools section. */
  featured: boolean;
  /** An in-page link to the calculator, or a request through the contact form. */
  action: CallToAction;
}

export const toolCategories = [
  { id: "development", name: "Development", icon: "code" },
  { id: "seo", name: "SEO", icon: "search" },
  { id: "performance", name: "Performance", icon: "gauge" },
  { id: "security", name: "Security", icon: "shield-check" },
  { id: "design", name: "Design", icon: "palette" },
  { id: "mobile", name: "Mobile", icon: "smartphone" },
] as const satisfies readonly ToolCategory[];

export type ToolCategoryId = (typeof toolCategories)[number]["id"];

/** The category shown when the URL names none (spec §4). */
export const defaultToolCategory: ToolCategoryId = "development";

const freeWithAudit = "Free · included in your free audit";
const request = (name: string): CallToAction => ({
  label: "Request this check",
  to: contactServicePath(name),
});

export const webTools = [
  {
    id: "cost-calculator",
    name: "Project Cost Calculator",
    description:
      "Enter an hourly rate, hours per week and number of weeks to see a web project's total hours and total cost, so you can compare quotes from agencies and freelancers on equal terms.",
    icon: "calculator",
    usage: "Free · runs in your browser",
    category: "development",
    featured: true,
    action: { label: "Open the calculator", to: `#${calculatorAnchor}` },
  },
  {
    id: "tech-stack-review",
    name: "Website Tech Stack Review",
    description:
      "Tell us where your site is hosted and what it runs on. We check the hosting plan, CMS and plugin versions, SSL certificate and backups, and list what needs updating first.",
    icon: "server",
    usage: freeWithAudit,
    category: "development",
    featured: false,
    action: request("Website Tech Stack Review"),
  },
  {
    id: "launch-checklist",
    name: "Website Launch Checklist",
    description:
      "The list our developers work through before every launch: redirects from old pages, working forms, analytics, backups, mobile checks and accessibility basics.",
    icon: "clipboard-check",
    usage: "Free · we email it to you",
    category: "development",
    featured: false,
    action: {
      label: "Request the checklist",
      to: contactServicePath("Website Launch Checklist"),
    },
  },
  {
    id: "local-seo-check",
    name: "Local SEO Check",
    description:
      "We review your Google Business Profile, check that your name, address and phone match across directories, and see where you appear in local searches in your part of the DMV.",
    icon: "map-pin",
    usage: freeWithAudit,
    category: "seo",
    featured: true,
    action: request("Local SEO Check"),
  },
  {
    id: "keyword-opportunities",
    name: "Keyword Opportunity Report",
    description:
      "The local searches your customers type, with how often each is searched and which ones your competitors rank for while you do not.",
    icon: "search",
    usage: freeWithAudit,
    category: "seo",
    featured: false,
    action: request("Keyword Opportunity Report"),
  },
  {
    id: "search-snippet-check",
    name: "Search Snippet Check",
    description:
      "How your pages look in search results: titles, descriptions and the structured data that can add your hours, reviews and prices to a listing.",
    icon: "file-text",
    usage: freeWithAudit,
    category: "seo",
    featured: false,
    action: request("Search Snippet Check"),
  },
  {
    id: "page-speed-review",
    name: "Page Speed Review",
    description:
      "We load your key pages the way a customer on a phone does and measure Core Web Vitals, then list the fixes that would make the biggest difference.",
    icon: "gauge",
    usage: freeWithAudit,
    category: "performance",
    featured: true,
    action: request("Page Speed Review"),
  },
  {
    id: "page-weight-check",
    name: "Image & Page Weight Check",
    description:
      "Finds the oversized images, videos and scripts that slow your pages down, with the saving each fix would bring.",
    icon: "image",
    usage: freeWithAudit,
    category: "performance",
    featured: false,
    action: request("Image & Page Weight Check"),
  },
] as const satisfies readonly WebTool[];

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
