/**
 * Website builder service page: head tags, the copy of every section in page order and the
 * structured data. The builder is a do-it-yourself product whose price the spec does not give, so
 * no price is shown or offered: its calls to action lead to the contact form (service pre-filled)
 * and the free audit.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import { serviceJsonLd } from "#app/content/service-schema.ts";
import type {
  HeroContent,
  Benefit,
  CtaContent,
  FeatureItem,
  SectionIntro,
  Step,
} from "#app/content/types.ts";
import { site } from "#app/content/site.ts";

/** The product's name: its breadcrumb and the contact form's service of interest. */
export const builderServiceName = "Website Builder";

/** Where every "Get Started" of the page leads: /contact?service=Website%20Builder. */
export const builderGetStartedPath = contactServicePath(builderServiceName);

export const builderSeo = {
  title: "Drag-and-Drop Website Builder for Small Businesses",
  description:
    "Build your business website yourself: drag and drop, mobile-responsive templates, e-commerce ready and automatic SEO. Made for DMV small businesses.",
  keywords: [
    "website builder",
    "drag and drop website builder",
    "small business website builder",
    "mobile-responsive website templates",
    "e-commerce website builder",
    "SEO-friendly website",
    "Washington DC small business website",
  ],
} as const;

export const builderHero = {
  eyebrow: "Website Builder",
  title: "Build a Professional Website Yourself, No Code Needed",
  description:
    "Drag and drop your pages into place, start from mobile-responsive templates, sell online when you are ready and let automatic SEO help local customers find you.",
  actions: [
    { label: "Get Started With the Builder", to: builderGetStartedPath },
    { label: "Get a Free Audit", to: "/free-audit" },
  ],
  points: [
    "Drag and drop",
    "Mobile-responsive templates",
    "E-commerce ready",
    "Automatic SEO",
  ],
} as const satisfies HeroContent;

export function builderJsonLd(): JsonLd[] {
  return [
    serviceJsonLd({
      path: "/website-builder",
      name: builderServiceName,
      serviceType: "Website builder",
      description:
        "A do-it-yourself website builder for small businesses: drag-and-drop editing, mobile-responsive templates, e-commerce features and automatic SEO.",
      // No published price: the offer leads to the contact form, where the team answers.
      offers: {
        "@type": "Offer",
        name: builderServiceName,
        url: absoluteUrl(builderGetStartedPath),
        availability: "https://schema.org/InStock",
      },
    }),
    breadcrumbJsonLd([{ name: builderServiceName, path: "/website-builder" }]),
  ];
}

/** The spec's four builder features. */
export const builderFeatures = {
  intro: {
    eyebrow: "Features",
    title: "Everything You Need to Launch, Nothing You Have to Code",
    description:
      "The essentials of a professional small-business website, in a builder you can use on your own schedule.",
  },
  features: [
    {
      id: "drag-and-drop",
      title: "Drag and drop",
      description:
        "Move text, photos, buttons and whole sections into place with your mouse. What you see while editing is what your customers get.",
      icon: "mouse-pointer",
    },
    {
      id: "templates",
      title: "Mobile-responsive templates",
      description:
        "Start from a professional template instead of a blank page. Every layout adapts to phones, tablets and desktops on its own.",
      icon: "layout-template",
    },
    {
      id: "e-commerce",
      title: "E-commerce ready",
      description:
        "Add products and take orders online when you are ready to sell beyond your storefront, without moving to a new platform.",
      icon: "shopping-cart",
    },
    {
      id: "seo",
      title: "Automatic SEO",
      description:
        "Search-friendly page titles, descriptions and structure are handled as you build, so search engines can understand your site from day one.",
      icon: "search",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

/** Business types the templates are designed around. */
export const builderBusinessTypes = {
  intro: {
    eyebrow: "Built for your business",
    title: "Templates for Every Kind of Local Business",
    description:
      "Start from a layout designed around what your customers look for first, then make it your own.",
  },
  features: [
    {
      id: "restaurants",
      title: "Restaurants and food service",
      description:
        "Your menu, hours, location and photos up front, with room to take orders online when you are ready.",
      icon: "utensils",
    },
    {
      id: "retail",
      title: "Retail stores",
      description:
        "Show off your products and store hours, and grow into a full online shop as your business does.",
      icon: "store",
    },
    {
      id: "professional-services",
      title: "Professional services",
      description:
        "Law firms, accountants and consultants: clear service pages, team bios and an easy way to get in touch.",
      icon: "scale",
    },
    {
      id: "healthcare",
      title: "Healthcare and medical",
      description:
        "Practices and clinics: providers, services, office locations and the practical details new patients need.",
      icon: "stethoscope",
    },
    {
      id: "real-estate",
      title: "Real estate",
      description:
        "Agents and brokerages: featured properties, neighborhood pages and your story as a local expert.",
      icon: "key",
    },
    {
      id: "home-services",
      title: "Home services",
      description:
        "Contractors, plumbers, cleaners and landscapers: your services, your service area and a clear call for a quote.",
      icon: "wrench",
    },
  ],
} as const satisfies { intro: SectionIntro; features: readonly FeatureItem[] };

/** The spec's three-step flow. */
export const builderSteps = {
  intro: {
    eyebrow: "How it works",
    title: "From Idea to Live Website in Three Steps",
    description: "No developer, no code and no waiting on anyone else.",
  },
  steps: [
    {
      id: "choose",
      title: "Choose a template",
      description:
        "Pick a mobile-responsive template made for your type of business as your starting point.",
    },
    {
      id: "customize",
      title: "Make it yours",
      description:
        "Drag and drop your text, photos, colors and sections into place until the site looks and sounds like your business.",
    },
    {
      id: "publish",
      title: "Publish and grow",
      description:
        "Go live with automatic SEO already in place, and add products and online sales whenever you are ready.",
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly Step[] };

export const builderBenefits = {
  intro: {
    eyebrow: "Why build it yourself",
    title: "Your Website, on Your Terms",
    description:
      "A do-it-yourself builder puts you in control of how your business looks online and when it changes.",
  },
  benefits: [
    {
      id: "schedule",
      title: "Launch on your schedule",
      description:
        "Build in an evening or over a few weekends. You decide when your site goes live.",
    },
    {
      id: "edits",
      title: "Update it anytime",
      description:
        "Change your hours, prices or photos yourself in minutes, without waiting on a developer.",
    },
    {
      id: "mobile",
      title: "Looks right on every phone",
      description:
        "Most local searches happen on phones, and every template is made to read well on small screens.",
    },
    {
      id: "sell",
      title: "Ready when you are to sell",
      description:
        "Start with a simple site and switch on e-commerce later, on the same site.",
    },
    {
      id: "found",
      title: "Built to be found",
      description:
        "Automatic SEO gives every page a search-friendly foundation from the moment you publish.",
    },
    {
      id: "support",
      title: "A local team when you need help",
      description: `Questions? Our team in ${site.location} answers them ${site.hours.label}. And if you outgrow the builder, we build custom websites too.`,
    },
  ],
} as const satisfies { intro: SectionIntro; benefits: readonly Benefit[] };

export const builderCta = {
  title: "Ready to Build Your Website?",
  description:
    "Tell us about your business and we will help you get started with the website builder. Not sure where to begin? Start with a free audit of your online presence.",
  actions: [
    { label: "Get Started With the Builder", to: builderGetStartedPath },
    { label: "Get a Free Audit", to: "/free-audit" },
    { label: "Explore Custom Web Development", to: "/web-development" },
  ],
} as const satisfies CtaContent;
