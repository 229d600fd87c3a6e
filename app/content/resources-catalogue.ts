/**
 * The resources hub's library (spec §3: 8 categories of 4 or 5 resources each). A data file of its
 * own, loaded with the library widget rather than with the page; the page's copy is in
 * `resources.ts`. Every resource is a guide, checklist, template or worksheet our team emails on
 * request (product.md D3), so none has a public download link.
 */
import type { IconName } from "#app/content/types.ts";

/** Spec §3: Beginner, Intermediate, Advanced, Expert. */
export const resourceLevels = [
  "Beginner",
  "Intermediate",
  "Advanced",
  "Expert",
] as const;

export type ResourceLevel = (typeof resourceLevels)[number];

/** What a resource is; each is sent by email as a PDF or a spreadsheet. */
export type ResourceType =
  "Guide" | "Checklist" | "Template" | "Worksheet" | "Report";

export interface Resource {
  id: string;
  title: string;
  description: string;
  type: ResourceType;
  /** Time to read or fill in, as visitors read it: "15 min". */
  duration: string;
  difficulty: ResourceLevel;
  topics: readonly string[];
  /**
   * A public file, once one exists. None does today: Access Resource opens the request dialog and
   * the team emails the resource (product.md D3), so no placeholder link is ever rendered.
   */
  downloadUrl?: string;
}

export interface ResourceCategory {
  /** Stable id, also the `?category=` value. */
  id: string;
  title: string;
  icon: IconName;
  description: string;
  resources: readonly Resource[];
}

export const resourceCategories = [
  {
    id: "web-development",
    title: "Web Development",
    icon: "code",
    description:
      "Plan, build, launch and look after a website that works as hard as you do.",
    resources: [
      {
        id: "website-planning-worksheet",
        title: "Website Project Planning Worksheet",
        description:
          "Turn ideas into a brief a developer can quote from: goals, pages, features, who writes the content, the systems it must connect to, budget range and launch date.",
        type: "Worksheet",
        duration: "30 min",
        difficulty: "Beginner",
        topics: ["Project planning", "Requirements", "Budgeting", "Sitemaps"],
      },
      {
        id: "choosing-a-platform",
        title:
          "Choosing a Website Platform: WordPress, Webflow, Shopify or Custom",
        description:
          "A side-by-side look at what each platform costs to run, who can edit it, how it handles bookings and stores, and when a custom build is worth it.",
        type: "Guide",
        duration: "20 min",
        difficulty: "Beginner",
        topics: ["CMS", "Platforms", "Hosting", "Total cost of ownership"],
      },
      {
        id: "pre-launch-checklist",
        title: "Pre-Launch Website Checklist",
        description:
          "The checks we run before any site goes live: form notifications, redirects from old addresses, analytics, SSL, backups, the 404 page and a test on real phones.",
        type: "Checklist",
        duration: "20 min",
        difficulty: "Intermediate",
        topics: [
          "Launch",
          "Quality assurance",
          "Redirects",
          "Analytics",
          "Forms",
        ],
      },
      {
        id: "maintenance-schedule",
        title: "Website Maintenance Schedule Template",
        description:
          "A weekly, monthly and quarterly calendar of updates, backups, uptime checks, broken-link scans and content reviews, with a column for who owns each task.",
        type: "Template",
        duration: "10 min",
        difficulty: "Beginner",
        topics: ["Maintenance", "Backups", "Updates"],
      },
      {
        id: "headless-cms-playbook",
        title: "Headless CMS and API Integration Playbook",
        description:
          "When a headless CMS pays off, how to model content so it can be reused, and how to connect booking, point-of-sale and CRM systems through their APIs without brittle glue code.",
        type: "Guide",
        duration: "45 min",
        difficulty: "Advanced",
        topics: ["Headless CMS", "APIs", "Integrations", "Content modeling"],
      },
    ],
  },
  {
    id: "ux-ui-design",
    title: "UX/UI Design",
    icon: "palette",
    description:
      "Design pages that visitors understand at a glance and act on, on every screen size.",
    resources: [
      {
        id: "homepage-wireframe-kit",
        title: "Homepage Wireframe Kit for Service Businesses",
        description:
          "Printable and Figma wireframes of the homepage sections that win calls for service businesses: the headline, proof, services, service area and a clear next step.",
        type: "Template",
        duration: "20 min",
        difficulty: "Beginner",
        topics: ["Wireframes", "Homepage", "Layout", "Calls to action"],
      },
      {
        id: "usability-testing-guide",
        title: "Usability Testing on a Small Budget",
        description:
          "Run five-person usability tests with customers you already have: writing tasks, recruiting, recording sessions with free tools, and turning what you see into a fix list.",
        type: "Guide",
        duration: "25 min",
        difficulty: "Intermediate",
        topics: ["Usability testing", "User research", "Prioritization"],
      },
      {
        id: "accessibility-checklist",
        title:
          "Accessibility Checklist for Small Business Websites (WCAG 2.2 AA)",
        description:
          "Plain-language checks for color contrast, keyboard use, form labels, image text, captions and focus, with how to test each one yourself in a few minutes.",
        type: "Checklist",
        duration: "20 min",
        difficulty: "Intermediate",
        topics: [
          "Accessibility",
          "WCAG 2.2",
          "Color contrast",
          "Keyboard navigation",
        ],
      },
      {
        id: "design-system-guide",
        title: "Building a Design System from Your Brand Guide",
        description:
          "Turn a logo and brand colors into design tokens, type scales and reusable components, so every new page and campaign looks like it came from the same business.",
        type: "Guide",
        duration: "40 min",
        difficulty: "Advanced",
        topics: [
          "Design systems",
          "Design tokens",
          "Components",
          "Brand consistency",
        ],
      },
    ],
  },
  {
    id: "ecommerce",
    title: "E-Commerce",
    icon: "shopping-cart",
    description:
      "Sell online with product pages, checkout, delivery and inventory that hold up on busy days.",
    resources: [
      {
        id: "product-page-checklist",
        title: "Product Page Copy and Photo Checklist",
        description:
          "What every product page needs before it can sell: photos that answer questions, sizing and care details, shipping and pickup times, reviews and a clear price.",
        type: "Checklist",
        duration: "15 min",
        difficulty: "Beginner",
        topics: ["Product pages", "Photography", "Copywriting", "Conversion"],
      },
      {
        id: "checkout-friction-audit",
        title: "Checkout Friction Audit",
        description:
          "Walk through your own checkout screen by screen and score it: forced accounts, surprise shipping costs, missing digital wallets and form fields you can cut.",
        type: "Worksheet",
        duration: "30 min",
        difficulty: "Intermediate",
        topics: ["Checkout", "Cart abandonment", "Payments", "Conversion"],
      },
      {
        id: "local-pickup-guide",
        title: "Local Delivery and Curbside Pickup Setup Guide",
        description:
          "Set delivery zones and fees, pickup windows, order-ready texts and the hand-off routine for staff, on Shopify, WooCommerce and Square Online.",
        type: "Guide",
        duration: "25 min",
        difficulty: "Beginner",
        topics: ["Local pickup", "Delivery zones", "Shipping"],
      },
      {
        id: "dmv-sales-tax-guide",
        title: "Sales Tax for Online Sellers in DC, Maryland and Virginia",
        description:
          "A plain-language overview of when you collect sales tax on orders shipped across the DMV, how store platforms calculate it, and the questions to take to your accountant.",
        type: "Guide",
        duration: "20 min",
        difficulty: "Intermediate",
        topics: ["Sales tax", "Compliance", "Multi-state selling"],
      },
      {
        id: "inventory-sync-guide",
        title: "Inventory Sync Between Your POS and Online Store",
        description:
          "Keep one stock count across the shop floor and the website: mapping products and variants, choosing the system of record, and handling returns and oversells.",
        type: "Guide",
        duration: "35 min",
        difficulty: "Advanced",
        topics: ["Inventory", "POS integration", "Square", "Shopify", "Clover"],
      },
    ],
  },
  {
    id: "seo-performance",
    title: "SEO & Performance",
    icon: "gauge",
    description:
      "Get found in local search and maps, and load fast enough that visitors stay.",
    resources: [
      {
        id: "core-web-vitals-checklist",
        title: "Core Web Vitals Checklist for Local Business Sites",
        description:
          "Find and fix what slows your site down: oversized images, render-blocking scripts, layout shifts from ads and embeds, and slow hosting, with the free tools to measure each.",
        type: "Checklist",
        duration: "15 min",
        difficulty: "Beginner",
        topics: ["Core Web Vitals", "Page speed", "Images", "Hosting"],
      },
      {
        id: "business-profile-guide",
        title: "Google Business Profile Optimization Guide",
        description:
          "Choose the right categories, write a description that converts, add services and photos, post updates and answer reviews, step by step.",
        type: "Guide",
        duration: "25 min",
        difficulty: "Beginner",
        topics: [
          "Google Business Profile",
          "Google Maps",
          "Local SEO",
          "Reviews",
          "Photos",
        ],
      },
      {
        id: "local-keyword-worksheet",
        title: "Local Keyword Research Worksheet",
        description:
          "List the searches your customers make, by service and by town, rank them by intent and value, and decide which page on your site should answer each one.",
        type: "Worksheet",
        duration: "30 min",
        difficulty: "Intermediate",
        topics: ["Keyword research", "Local SEO", "Search intent"],
      },
      {
        id: "technical-seo-audit",
        title: "Technical SEO Audit Template",
        description:
          "The spreadsheet we use for site audits: crawl errors, indexing, duplicate pages, redirects, structured data, internal links and mobile usability, with a priority column.",
        type: "Template",
        duration: "60 min",
        difficulty: "Advanced",
        topics: [
          "Technical SEO",
          "Crawling",
          "Indexing",
          "Structured data",
          "Redirects",
        ],
      },
      {
        id: "image-font-performance",
        title: "Image and Font Performance Playbook",
        description:
          "Modern image formats, responsive sizes, font subsetting and preloading, and how to measure the effect on Largest Contentful Paint with real-visitor data.",
        type: "Guide",
        duration: "45 min",
        difficulty: "Expert",
        topics: ["Performance", "Images", "Web fonts", "LCP", "Field data"],
      },
    ],
  },
  {
    id: "security-practices",
    title: "Security Practices",
    icon: "shield-check",
    description:
      "Protect your website, your customers' data and your reputation without a security team.",
    resources: [
      {
        id: "website-security-checklist",
        title: "Small Business Website Security Checklist",
        description:
          "The basics that stop most attacks: strong unique passwords, two-factor sign-in, off-site backups you have tested, prompt updates and removing old accounts.",
        type: "Checklist",
        duration: "15 min",
        difficulty: "Beginner",
        topics: [
          "Passwords",
          "Two-factor authentication",
          "Backups",
          "Updates",
        ],
      },
      {
        id: "wordpress-hardening",
        title: "WordPress Hardening Guide",
        description:
          "Lock down a WordPress site: trimming plugins, user roles, login protection, file permissions, a web application firewall and automatic updates you can trust.",
        type: "Guide",
        duration: "40 min",
        difficulty: "Intermediate",
        topics: ["WordPress", "Plugins", "User roles", "Firewalls"],
      },
      {
        id: "incident-response-template",
        title: "Incident Response Plan Template for Small Teams",
        description:
          "What to do in the first hours after a hack or data leak: who to call, how to take the site offline safely, what evidence to keep, and how to tell customers.",
        type: "Template",
        duration: "30 min",
        difficulty: "Advanced",
        topics: [
          "Incident response",
          "Data breaches",
          "Customer communication",
          "Recovery",
        ],
      },
      {
        id: "security-headers-guide",
        title: "Content Security Policy and Security Headers in Practice",
        description:
          "Write a Content Security Policy that blocks injected scripts without breaking analytics or payment widgets, and set HSTS and the other headers that matter.",
        type: "Guide",
        duration: "50 min",
        difficulty: "Expert",
        topics: ["Content Security Policy", "HTTP headers", "HSTS", "XSS"],
      },
    ],
  },
  {
    id: "tools-templates",
    title: "Tools & Templates",
    icon: "layout-template",
    description:
      "Ready-to-use spreadsheets and documents for planning, hiring and measuring your marketing.",
    resources: [
      {
        id: "content-calendar",
        title: "Monthly Content Calendar Template",
        description:
          "A spreadsheet to plan blog posts, social posts and emails a month at a time, with columns for the topic, channel, owner, due date and the offer each one supports.",
        type: "Template",
        duration: "10 min",
        difficulty: "Beginner",
        topics: ["Content planning", "Social media", "Blogging", "Email"],
      },
      {
        id: "website-rfp-template",
        title: "Website Request for Proposal Template",
        description:
          "Describe your project once and get quotes you can compare: scope, must-have features, content, timeline, budget range and the questions to ask every agency.",
        type: "Template",
        duration: "20 min",
        difficulty: "Beginner",
        topics: ["Request for proposal", "Hiring an agency", "Budgeting"],
      },
      {
        id: "kpi-dashboard",
        title: "Marketing KPI Dashboard Spreadsheet",
        description:
          "Track the numbers that matter month by month: visits, calls, form leads, cost per lead, review count and rating, with charts that update as you paste in data.",
        type: "Template",
        duration: "25 min",
        difficulty: "Intermediate",
        topics: ["KPIs", "Reporting", "Google Analytics 4", "Cost per lead"],
      },
      {
        id: "utm-builder",
        title: "UTM Link Builder and Naming Conventions",
        description:
          "Tag links in emails, social posts and print QR codes consistently, so your analytics show which campaign really brought each visitor and lead.",
        type: "Template",
        duration: "15 min",
        difficulty: "Intermediate",
        topics: ["UTM parameters", "Campaign tracking", "QR codes"],
      },
      {
        id: "brand-voice-template",
        title: "Brand Voice Guide Template",
        description:
          "Write down how your business sounds: tone, words you use and avoid, sample posts and replies to reviews. The same brief we use to train an AI marketing agent.",
        type: "Template",
        duration: "30 min",
        difficulty: "Intermediate",
        topics: ["Brand voice", "Copywriting", "AI content", "Style guide"],
      },
    ],
  },
  {
    id: "industry-insights",
    title: "Industry Insights",
    icon: "lightbulb",
    description:
      "What is changing in search, marketing and buying habits, and what to do about it.",
    resources: [
      {
        id: "freelancer-agency-ai-comparison",
        title: "Freelancer, Agency or AI Agent? A Cost Comparison Guide",
        description:
          "Compare what a freelancer, a traditional agency and an AI marketing agent cost per month, what each actually delivers, and which fits your stage of business.",
        type: "Guide",
        duration: "15 min",
        difficulty: "Beginner",
        topics: ["Marketing budget", "Hiring", "AI marketing agents"],
      },
      {
        id: "ai-search-report",
        title: "How AI Search Is Changing Local Discovery",
        description:
          "How AI answers in search engines and assistants choose which local businesses to mention, and the website, profile and review basics that keep you in them.",
        type: "Report",
        duration: "20 min",
        difficulty: "Intermediate",
        topics: ["AI search", "Local SEO", "Structured data", "Reviews"],
      },
      {
        id: "healthcare-marketing-playbook",
        title: "Digital Marketing Playbook for Healthcare Practices",
        description:
          "Reach new patients while staying within privacy rules: what not to track on booking pages, how to answer reviews, and content that builds trust.",
        type: "Guide",
        duration: "30 min",
        difficulty: "Advanced",
        topics: ["Healthcare", "HIPAA", "Patient reviews", "Online booking"],
      },
      {
        id: "marketing-roi-guide",
        title: "Measuring Marketing ROI Beyond Clicks",
        description:
          "Connect marketing to revenue: call tracking, offline conversions, first-touch attribution and customer lifetime value, set up without an analytics team.",
        type: "Guide",
        duration: "40 min",
        difficulty: "Expert",
        topics: [
          "Attribution",
          "Call tracking",
          "Customer lifetime value",
          "ROI",
        ],
      },
    ],
  },
  {
    id: "dmv-resources",
    title: "DMV Resources",
    icon: "map-pin",
    description:
      "Help made for businesses in Washington DC, Maryland and Northern Virginia.",
    resources: [
      {
        id: "dmv-business-support",
        title: "DMV Small Business Support Guide",
        description:
          "Where to get free and low-cost help across the region: the SBA, Small Business Development Centers in DC, Maryland and Virginia, SCORE mentors and local chambers of commerce.",
        type: "Guide",
        duration: "15 min",
        difficulty: "Beginner",
        topics: ["SBDC", "SCORE", "Chambers of commerce", "Funding"],
      },
      {
        id: "multi-jurisdiction-local-seo",
        title: "Local SEO Across DC, Maryland and Virginia",
        description:
          "Rank in the District, Montgomery County and Fairfax County at once: service-area pages that are not thin copies, business profile service areas and local citations.",
        type: "Guide",
        duration: "30 min",
        difficulty: "Intermediate",
        topics: ["Local SEO", "Service area pages", "Citations"],
      },
      {
        id: "dmv-marketing-calendar",
        title: "DMV Local Marketing Calendar",
        description:
          "A year of local moments to plan content around: cherry blossom season, Restaurant Week, back-to-school, the Marine Corps Marathon and holiday markets.",
        type: "Template",
        duration: "15 min",
        difficulty: "Beginner",
        topics: ["Content planning", "Local events", "Seasonal promotions"],
      },
      {
        id: "government-contractor-checklist",
        title: "Government Contractor Website Checklist",
        description:
          "What contracting officers look for on a small contractor's website: a capability statement, NAICS codes, UEI and CAGE codes, past performance and Section 508 accessibility.",
        type: "Checklist",
        duration: "20 min",
        difficulty: "Advanced",
        topics: [
          "Government contracting",
          "Capability statement",
          "Section 508",
        ],
      },
      {
        id: "multilingual-marketing-guide",
        title: "Multilingual Marketing Guide for DMV Audiences",
        description:
          "Reach the region's Spanish-, Amharic-, Korean- and Vietnamese-speaking customers: what to translate first, working with translators, and language versions search engines understand.",
        type: "Guide",
        duration: "25 min",
        difficulty: "Intermediate",
        topics: ["Multilingual websites", "Translation", "hreflang", "Spanish"],
      },
    ],
  },
] as const satisfies readonly ResourceCategory[];
