/** Links of the top navigation, the footer and the mobile bottom bar. */
import type { IconName } from "#app/lib/icons.ts";

export interface NavLinkItem {
  label: string;
  to: string;
  description?: string;
  icon?: IconName;
}

/** The Services dropdown, in the spec's order. */
export const serviceLinks = [
  {
    label: "Web Development",
    to: "/web-development",
    description: "Fast, secure custom websites and web apps",
  },
  {
    label: "UX/UI Design",
    to: "/ux-ui-design",
    description: "Interfaces your customers enjoy using",
  },
  {
    label: "E-Commerce",
    to: "/e-commerce",
    description: "Online stores that sell around the clock",
  },
  {
    label: "Mobile Apps",
    to: "/mobile-apps",
    description: "iOS and Android apps for your business",
  },
  {
    label: "SEO Automation",
    to: "/seo-automation",
    description: "Rank higher in local search, automatically",
  },
  {
    label: "AI Marketing Agents",
    to: "/ai-marketing-agents",
    description: "Your 24/7 content, social and SEO team",
  },
] as const satisfies readonly NavLinkItem[];

export const primaryLinks = [
  { label: "Learning Center", to: "/learning-center" },
  { label: "Pricing", to: "/pricing" },
  { label: "Contact", to: "/contact" },
] as const satisfies readonly NavLinkItem[];

export const freeAuditLink = {
  label: "Start Free Audit",
  to: "/free-audit",
} as const;

export const footerColumns = [
  {
    title: "Services",
    links: [
      { label: "AI Marketing Agents", to: "/ai-marketing-agents" },
      { label: "SEO Automation", to: "/seo-automation" },
      { label: "Social Media Management", to: "/social-media-management" },
      { label: "Website Builder", to: "/website-builder" },
      { label: "Web Development", to: "/web-development" },
      { label: "E-Commerce", to: "/e-commerce" },
    ],
  },
  {
    title: "Company",
    links: [
      { label: "About", to: "/about" },
      { label: "How It Works", to: "/how-it-works" },
      { label: "Features", to: "/features" },
      { label: "Portfolio", to: "/portfolio" },
      { label: "Blog", to: "/blog" },
      // The two pages no other page links to.
      { label: "Industry Trends", to: "/industry-trends" },
      { label: "DMV Directory", to: "/dmv-directory" },
      { label: "Privacy Policy", to: "/privacy-policy" },
    ],
  },
  {
    title: "Get Started",
    links: [
      { label: "Free Audit", to: "/free-audit" },
      { label: "Pricing", to: "/pricing" },
      { label: "Learning Center", to: "/learning-center" },
      { label: "Support", to: "/support" },
      { label: "Contact", to: "/contact" },
    ],
  },
] as const satisfies readonly {
  title: string;
  links: readonly NavLinkItem[];
}[];

export const bottomBarLinks = [
  { label: "Home", to: "/", icon: "home" },
  { label: "Features", to: "/features", icon: "sparkles" },
  { label: "Pricing", to: "/pricing", icon: "dollar-sign" },
  { label: "Contact", to: "/contact", icon: "mail" },
] as const satisfies readonly NavLinkItem[];

export const bottomBarCta = {
  label: "Get Started",
  to: "/free-audit",
  icon: "rocket",
} as const satisfies NavLinkItem;
