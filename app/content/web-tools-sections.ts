/**
 * The web tools catalogue: the tool categories and the tools (spec §3: name, description, icon,
 * usage text, category). A data file of its own, loaded with the tool browser; the page's copy,
 * the cost calculator's texts included, is in `web-tools.ts`. (The name is older than that split
 * of data and copy; the browser tests import the tools from here.)
 *
 * Honesty rule: the cost calculator is the one tool that runs on this site. Every other card
 * describes a free check our team carries out, and its link asks for it through the contact form.
 */
import { contactServicePath } from "#app/lib/paths.ts";
import { calculatorAnchor } from "#app/content/web-tools.ts";
import type { CallToAction, IconName } from "#app/content/types.ts";

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
