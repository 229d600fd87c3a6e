/**
 * Web development page: head tags, the copy of every section in page order and the structured
 * data. The services' names and prices are in `web-development-services.ts`, which the learning
 * center quotes too.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import {
  priceOffers,
  serviceCatalogJsonLd,
  serviceOffering,
} from "#app/content/service-offers.ts";
import {
  webDevelopmentPrices,
  webDevelopmentServiceName,
} from "#app/content/web-development-services.ts";
import type {
  HeroContent,
  CaseStudy,
  CtaContent,
  ProcessStep,
  SectionIntro,
  ServiceOffering,
  ItemGroup,
} from "#app/content/types.ts";

export const webDevelopmentSeo = {
  title: "Custom Web Development for DC, Maryland & Virginia Businesses",
  description:
    "Custom web apps, online stores, progressive web apps, databases, security audits and speed fixes for DMV businesses, with clear price ranges and timelines.",
  keywords: [
    "custom web development",
    "web application development",
    "e-commerce development",
    "progressive web apps",
    "website security audit",
    "website performance optimization",
    "Washington DC web developer",
    "Northern Virginia web development",
    "Maryland web development company",
  ],
} as const;

export const webDevelopmentHero = {
  eyebrow: "Custom Web Development",
  title: "Websites and Web Apps Built for How Your Business Works",
  description:
    "From customer portals and online stores to fast, secure rebuilds of the site you already have, our Northern Virginia team designs, builds and supports software for businesses across DC, Maryland and Virginia.",
  actions: [
    {
      label: "Start Your Project",
      to: contactServicePath(webDevelopmentServiceName),
    },
    { label: "See Our Work", to: "/portfolio" },
  ],
  points: [
    "Price ranges and timelines up front",
    "3 months of free support after launch",
    "Local team serving DC, MD & VA",
  ],
  panel: {
    title: "What we build",
    items: [
      { id: "apps", label: "Custom web applications", icon: "code" },
      { id: "stores", label: "Online stores that sell", icon: "shopping-cart" },
      {
        id: "pwa",
        label: "Installable progressive web apps",
        icon: "smartphone",
      },
      { id: "data", label: "Databases and integrations", icon: "database" },
      {
        id: "care",
        label: "Security and speed tune-ups",
        icon: "shield-check",
      },
    ],
  },
} as const satisfies HeroContent;

export function webDevelopmentJsonLd(): JsonLd[] {
  return [
    serviceCatalogJsonLd({
      path: "/web-development",
      name: webDevelopmentServiceName,
      serviceType: "Custom web development",
      description:
        "Custom web applications, e-commerce development, progressive web apps, database design, security audits and performance optimization for businesses in Washington DC, Maryland and Northern Virginia.",
      offerings: priceOffers(webDevelopmentPrices),
    }),
    breadcrumbJsonLd([
      { name: webDevelopmentServiceName, path: "/web-development" },
    ]),
  ];
}

const [
  customApps,
  eCommerce,
  progressiveWebApps,
  database,
  security,
  performance,
] = webDevelopmentPrices;

export const webDevelopmentServices = {
  intro: {
    eyebrow: "Services",
    title: "Web Development Services",
    description:
      "Every project starts with a free consultation and a written scope, so you know the price and the timeline before any work begins.",
  },
  services: [
    serviceOffering(customApps, {
      description:
        "Customer portals, booking and quoting tools, and internal dashboards built around the way your team already works, not the other way around.",
      features: [
        "Secure logins with roles for staff and customers",
        "Admin dashboards and reports",
        "Integrations with your CRM, payments and accounting",
        "Automated tests and documented code",
      ],
      timelineText: "8-20 weeks",
      icon: "code",
    }),
    serviceOffering(eCommerce, {
      description:
        "Online stores on Shopify, WooCommerce or a custom build, set up to sell to customers down the street and across the country.",
      features: [
        "Secure checkout with Stripe, Square or PayPal",
        "Inventory, shipping and local pickup options",
        "Product pages built for search",
        "Sales and conversion tracking",
      ],
      timelineText: "6-12 weeks",
      icon: "shopping-cart",
    }),
    serviceOffering(progressiveWebApps, {
      description:
        "App-like experiences that customers install straight from your website: no app store approval, one codebase for phones and computers.",
      features: [
        "Installs from the browser to the home screen",
        "Keeps working on weak or no connection",
        "Push notifications for offers and reminders",
        "One codebase for iPhone, Android and desktop",
      ],
      timelineText: "8-16 weeks",
      icon: "app-window",
    }),
    serviceOffering(database, {
      description:
        "Move your business out of scattered spreadsheets into a database that keeps customers, orders and inventory consistent across every tool you use.",
      features: [
        "Schema design and data migration",
        "APIs that connect your systems",
        "Automated backups and recovery plans",
        "Reporting your team can actually use",
      ],
      timelineText: "2-6 weeks",
      icon: "database",
    }),
    serviceOffering(security, {
      description:
        "A hands-on review of your website or web app that finds the weaknesses attackers look for and tells you, in plain English, what to fix first.",
      features: [
        "Review against the OWASP Top 10 risks",
        "Outdated plugins and dependencies checked",
        "Server, SSL and security header settings",
        "A prioritized report with fixes",
      ],
      timelineText: "1-3 weeks",
      icon: "shield-check",
    }),
    serviceOffering(performance, {
      description:
        "Slow pages lose visitors before they ever see your offer. We find what is holding your site back and make it load faster, with before-and-after measurements.",
      features: [
        "Core Web Vitals audit and fixes",
        "Image, font and script optimization",
        "Caching and CDN setup",
        "Before-and-after speed report",
      ],
      timelineText: "1-3 weeks",
      icon: "gauge",
    }),
  ],
  note: "Price ranges depend on scope: the number of pages, features and integrations. Your written estimate is based on a free consultation.",
} as const satisfies {
  intro: SectionIntro;
  services: readonly ServiceOffering[];
  note: string;
};

export const webDevelopmentTechnologies = {
  intro: {
    eyebrow: "Technologies",
    title: "Modern, Proven Technology",
    description:
      "We choose well-supported tools with large communities, so your site stays fast, secure and easy for any good developer to maintain for years.",
  },
  groups: [
    {
      id: "frontend",
      title: "Frontend",
      icon: "layout",
      items: ["React", "Next.js", "TypeScript", "Tailwind CSS", "HTML & CSS"],
    },
    {
      id: "backend",
      title: "Backend",
      icon: "server",
      items: ["Node.js", "Python", "PHP", "REST APIs", "GraphQL"],
    },
    {
      id: "data",
      title: "Databases",
      icon: "database",
      items: ["PostgreSQL", "MySQL", "MongoDB", "Redis"],
    },
    {
      id: "platforms",
      title: "Cloud & Commerce",
      icon: "cloud",
      items: ["AWS", "Vercel", "Docker", "Shopify", "WooCommerce", "Stripe"],
    },
  ],
} as const satisfies { intro: SectionIntro; groups: readonly ItemGroup[] };

export const webDevelopmentStories = {
  intro: {
    eyebrow: "Success stories",
    title: "Built for Local Businesses Like Yours",
    description:
      "A few recent projects for businesses around the DMV, and what changed for them after launch.",
  },
  studies: [
    {
      id: "salon-booking",
      category: "Custom Web Application",
      title: "Online Booking for a Multi-Location Salon",
      client: "Salon group with three locations in Northern Virginia",
      description:
        "Phone-only booking kept the front desk tied up and left gaps in the schedule. We built an online booking system with stylist calendars, deposits and automatic text reminders.",
      metrics: [
        { id: "no-shows", value: "40%", label: "fewer no-shows" },
        { id: "hours", value: "24/7", label: "online booking" },
        { id: "locations", value: "3", label: "locations, one calendar" },
      ],
      results: [
        "Most appointments now booked online, outside business hours",
        "Deposits collected at booking for long services",
      ],
      technologies: ["React", "Node.js", "PostgreSQL", "Stripe", "Twilio"],
      visual: {
        kind: "dashboard",
        alt: "Drawing of the salon's booking dashboard with a weekly appointments chart",
      },
    },
    {
      id: "specialty-food-store",
      category: "E-commerce",
      title: "An Online Store for a Specialty Food Shop",
      client: "Family-owned specialty food shop in Montgomery County, MD",
      description:
        "The shop sold only over the counter. We launched a Shopify store with local pickup, same-day delivery zones and gift boxes for the holiday season.",
      metrics: [
        { id: "online-share", value: "30%", label: "of sales now online" },
        { id: "load", value: "1.8s", label: "mobile page load" },
        { id: "launch", value: "8 wks", label: "from kickoff to launch" },
      ],
      results: [
        "Holiday gift boxes sold out online for the first time",
        "Pickup orders scheduled to avoid lines at the counter",
      ],
      technologies: ["Shopify", "Liquid", "JavaScript", "Klaviyo"],
      visual: {
        kind: "store",
        alt: "Drawing of the shop's online store with a grid of products and a cart",
      },
    },
    {
      id: "field-service-pwa",
      category: "Progressive Web App",
      title: "A Field Service App for an HVAC Contractor",
      client: "HVAC contractor serving DC and Prince George's County",
      description:
        "Technicians carried paper work orders and invoices took a week to go out. We built an installable app for work orders, photos, signatures and invoices, even with no signal.",
      metrics: [
        {
          id: "invoicing",
          value: "1 day",
          label: "from job to invoice",
        },
        { id: "technicians", value: "12", label: "technicians on one system" },
        { id: "offline", value: "Offline", label: "works in basements" },
      ],
      results: [
        "Paper work orders replaced by the app",
        "Customer signatures and photos attached to every job",
      ],
      technologies: ["React", "TypeScript", "PWA", "Node.js", "PostgreSQL"],
      visual: {
        kind: "mobile",
        alt: "Drawing of the field service app open on two phones",
      },
    },
  ],
  note: "Client names are withheld for privacy. Results depend on each business, its market and its starting point.",
} as const satisfies {
  intro: SectionIntro;
  studies: readonly CaseStudy[];
  note: string;
};

export const webDevelopmentProcess = {
  intro: {
    eyebrow: "Our process",
    title: "Six Steps from Idea to Launch",
    description:
      "You see progress every step of the way, with working software to review instead of status reports.",
  },
  steps: [
    {
      id: "discovery",
      title: "Discovery & Planning",
      description:
        "We learn your business, your customers and your goals, then agree on what to build first and what can wait.",
      duration: "1-2 weeks",
      deliverables: [
        "Project brief and scope",
        "Written estimate and timeline",
      ],
    },
    {
      id: "design",
      title: "UX & Visual Design",
      description:
        "Wireframes and a clickable prototype let you try the site before a line of code is written.",
      duration: "2-4 weeks",
      deliverables: ["Wireframes", "Clickable prototype", "Visual design"],
    },
    {
      id: "development",
      title: "Development",
      description:
        "We build in short cycles and show you working features every two weeks on a private preview site.",
      duration: "2-12 weeks",
      deliverables: [
        "Preview site you can click through",
        "Demos every two weeks",
      ],
    },
    {
      id: "testing",
      title: "Testing & Quality Assurance",
      description:
        "Every page is tested on phones, tablets and computers, for accessibility, security and speed.",
      duration: "1-2 weeks",
      deliverables: [
        "Cross-browser and device testing",
        "Accessibility and security checks",
      ],
    },
    {
      id: "launch",
      title: "Launch",
      description:
        "We handle the domain, hosting, analytics and the move from your old site, then train your team.",
      duration: "1 week",
      deliverables: [
        "Go-live and redirects",
        "Analytics setup",
        "Team training",
      ],
    },
    {
      id: "support",
      title: "Support & Growth",
      description:
        "Three months of free support after launch, then optional support plans from $200/month for updates, backups and improvements.",
      deliverables: ["3 months of free support", "Monthly health checks"],
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly ProcessStep[] };

export const webDevelopmentCta = {
  title: "Have a Project in Mind?",
  description:
    "Tell us what you want to build. We will reply within 24 hours to set up a free consultation and give you a clear estimate, with no obligation.",
  actions: [
    {
      label: "Start Your Project",
      to: contactServicePath(webDevelopmentServiceName),
    },
    { label: "Explore UX/UI Design", to: "/ux-ui-design" },
  ],
} as const satisfies CtaContent;
