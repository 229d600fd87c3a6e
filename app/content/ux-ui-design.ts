/**
 * UX/UI design page: the priced services, head tags, the copy of every section in page order and
 * the structured data, whose offers are those services.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { contactServicePath } from "#app/lib/paths.ts";
import {
  priceOffers,
  serviceCatalogJsonLd,
  serviceOffering,
} from "#app/content/service-offers.ts";
import type {
  HeroContent,
  CaseStudy,
  CtaContent,
  ProcessStep,
  RatedTestimonial,
  SectionIntro,
  ServiceOffering,
  ItemGroup,
  ServicePrice,
} from "#app/content/types.ts";
import { formatPrice } from "#app/lib/format.ts";

/** The page's service: breadcrumb, JSON-LD and the contact form's service of interest. */
export const uxUiDesignServiceName = "UX/UI Design";

export const uxUiDesignPrices = [
  { id: "ux-design", title: "UX Design", min: 2_500 },
  { id: "ui-design", title: "UI Design", min: 2_000 },
  { id: "mobile-app-design", title: "Mobile App Design", min: 3_500 },
  { id: "web-app-design", title: "Web App Design", min: 3_000 },
  { id: "design-systems", title: "Design Systems", min: 4_000 },
  {
    id: "conversion-optimization",
    title: "Conversion Rate Optimization",
    min: 1_500,
  },
] as const satisfies readonly ServicePrice[];

const lowestStartingPrice = Math.min(
  ...uxUiDesignPrices.map((price) => price.min),
);

export const uxUiDesignSeo = {
  title: "UX/UI Design for DC, Maryland & Virginia Businesses",
  description: `UX research, UI design, mobile and web app design, design systems and conversion optimization for DMV businesses. Design services starting at ${formatPrice(lowestStartingPrice)}.`,
  keywords: [
    "UX design",
    "UI design",
    "user experience design agency",
    "mobile app design",
    "web app design",
    "design system",
    "conversion rate optimization",
    "Washington DC UX design",
    "Northern Virginia UI design",
  ],
} as const;

export const uxUiDesignHero = {
  eyebrow: "UX/UI Design",
  title: "Design That Turns Visitors into Customers",
  description:
    "We research how your customers think, then design websites and apps that make it easy for them to book, buy or call. Accessible, on-brand and ready for your developers.",
  actions: [
    {
      label: "Start Your Design Project",
      to: contactServicePath(uxUiDesignServiceName),
    },
    { label: "See Our Work", to: "/portfolio" },
  ],
  points: [
    "Research with real customers",
    "Accessible to WCAG 2.2 AA",
    "Developer-ready handoff",
  ],
} as const satisfies HeroContent;

export function uxUiDesignJsonLd(): JsonLd[] {
  return [
    serviceCatalogJsonLd({
      path: "/ux-ui-design",
      name: uxUiDesignServiceName,
      serviceType: "User experience and user interface design",
      description:
        "UX design, UI design, mobile app design, web app design, design systems and conversion rate optimization for businesses in Washington DC, Maryland and Northern Virginia.",
      offerings: priceOffers(uxUiDesignPrices),
    }),
    breadcrumbJsonLd([{ name: uxUiDesignServiceName, path: "/ux-ui-design" }]),
  ];
}

const [ux, ui, mobileApp, webApp, designSystems, conversion] = uxUiDesignPrices;

export const uxUiDesignServices = {
  intro: {
    eyebrow: "Design services",
    title: "UX/UI Design Services",
    description:
      "Whether you need a fresh look, a smoother checkout or a complete app designed from scratch, every engagement starts from what your customers need to get done.",
  },
  services: [
    serviceOffering(ux, {
      description:
        "We study how your customers find, compare and contact you, then map a path that gets them there with fewer clicks and less confusion.",
      features: [
        "Customer interviews and surveys",
        "User journeys and site maps",
        "Wireframes for key pages",
        "Usability review of your current site",
      ],
      timelineText: "2-4 weeks",
      icon: "users",
    }),
    serviceOffering(ui, {
      description:
        "A polished visual design that looks like your brand, reads easily on any screen and makes the next step obvious.",
      features: [
        "Page layouts for desktop and mobile",
        "Color, type and icon choices that pass accessibility checks",
        "Buttons, forms and states designed in detail",
        "Developer-ready design files",
      ],
      timelineText: "2-3 weeks",
      icon: "palette",
    }),
    serviceOffering(mobileApp, {
      description:
        "Screens for iPhone and Android that follow each platform's conventions, so your app feels familiar from the first tap.",
      features: [
        "iOS and Android design guidelines",
        "Onboarding and sign-up flows",
        "Interactive prototype to test on your phone",
        "App store screenshots",
      ],
      timelineText: "3-6 weeks",
      icon: "smartphone",
    }),
    serviceOffering(webApp, {
      description:
        "Dashboards, portals and booking tools designed so staff and customers can get their work done without a training manual.",
      features: [
        "Dashboards and data tables",
        "Complex forms broken into simple steps",
        "Roles and permissions mapped out",
        "Empty, loading and error states",
      ],
      timelineText: "3-6 weeks",
      icon: "layout",
    }),
    serviceOffering(designSystems, {
      description:
        "A shared library of colors, type, components and rules, so every new page and campaign looks consistent and ships faster.",
      features: [
        "Brand colors, fonts, type scale and spacing",
        "Reusable component library in Figma",
        "Usage guidelines and accessibility notes",
        "Matching code components on request",
      ],
      timelineText: "4-8 weeks",
      icon: "layers",
    }),
    serviceOffering(conversion, {
      description:
        "Find out where visitors drop off and test changes that turn more of them into calls, bookings and sales.",
      features: [
        "Analytics and heatmap review",
        "Landing page and form redesigns",
        "A/B test plan and setup",
        "Report of what worked and why",
      ],
      timelineText: "2-4 weeks",
      icon: "trending-up",
    }),
  ],
  note: "Starting prices cover a focused first project; your estimate after a free consultation reflects the number of screens and the research involved.",
} as const satisfies {
  intro: SectionIntro;
  services: readonly ServiceOffering[];
  note: string;
};

export const uxUiDesignProcess = {
  intro: {
    eyebrow: "Our design process",
    title: "A Six-Step Process You Can Follow",
    description:
      "Each step ends with something you can see, test and approve, so there are no surprises at the end.",
  },
  steps: [
    {
      id: "research",
      title: "Research",
      description:
        "We interview your customers and staff, review your analytics and study your local competitors to learn what people need from you.",
      deliverables: [
        "Customer interview notes",
        "Competitor review",
        "Analytics summary",
      ],
    },
    {
      id: "strategy",
      title: "Strategy & Personas",
      description:
        "We turn the research into clear goals, customer personas and the few tasks your site or app must make effortless.",
      deliverables: [
        "Customer personas",
        "User journey maps",
        "Success measures",
      ],
    },
    {
      id: "wireframes",
      title: "Information Architecture & Wireframes",
      description:
        "We organize your content and sketch each key screen in black and white, so we agree on structure before style.",
      deliverables: ["Site map", "Wireframes for key screens"],
    },
    {
      id: "visual-design",
      title: "Visual Design",
      description:
        "Your brand comes to life in full-color designs for mobile and desktop, with every color and font checked for readability.",
      deliverables: [
        "High-fidelity screen designs",
        "Style guide",
        "Accessibility check",
      ],
    },
    {
      id: "prototype-testing",
      title: "Prototype & Usability Testing",
      description:
        "A clickable prototype goes in front of real customers. We watch where they hesitate and fix it before development.",
      deliverables: [
        "Clickable prototype",
        "Usability test findings",
        "Revised designs",
      ],
    },
    {
      id: "handoff",
      title: "Developer Handoff & Support",
      description:
        "Your developers, or ours, get organized design files, specs and assets, and we stay available to answer questions during the build.",
      deliverables: [
        "Annotated design files",
        "Exported assets",
        "Design review of the build",
      ],
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly ProcessStep[] };

export const uxUiDesignCaseStudies = {
  intro: {
    eyebrow: "Case studies",
    title: "Design Work That Moved the Numbers",
    description:
      "Redesigns for DMV businesses, measured the way their owners measure success: calls, bookings and sales.",
  },
  studies: [
    {
      id: "dental-booking",
      category: "Healthcare",
      title: "A Calmer Booking Experience for a Dental Practice",
      client: "Family dental practice in Bethesda, MD",
      description:
        "New patients struggled to find insurance details and book online on their phones. We redesigned the site around the three questions patients ask first and rebuilt the booking form as three short steps.",
      metrics: [
        { id: "requests", value: "2x", label: "online booking requests" },
        {
          id: "form",
          value: "3",
          label: "short booking steps",
        },
        { id: "mobile", value: "70%", label: "of bookings from phones" },
      ],
      technologies: ["Figma", "Maze", "Hotjar"],
      visual: {
        kind: "website",
        alt: "Drawing of the dental practice's redesigned home page with a booking button",
      },
    },
    {
      id: "restaurant-ordering",
      category: "Restaurants",
      title: "Mobile Ordering Designed for the Lunch Rush",
      client: "Fast-casual restaurant group in Washington, DC",
      description:
        "Office workers gave up on a slow, cluttered ordering flow. We designed a mobile ordering app with saved favorites, one-tap reorder and clear pickup times.",
      metrics: [
        { id: "checkout", value: "35%", label: "faster checkout" },
        { id: "reorder", value: "1 tap", label: "to repeat a favorite order" },
        { id: "screens", value: "24", label: "screens designed and tested" },
      ],
      technologies: ["Figma", "FigJam", "Lookback"],
      visual: {
        kind: "mobile",
        alt: "Drawing of the restaurant's ordering app on two phones",
      },
    },
    {
      id: "real-estate-portal",
      category: "Real Estate",
      title: "A Client Portal for a Real Estate Team",
      client: "Residential real estate team in Arlington, VA",
      description:
        "Buyers were juggling emails, texts and shared folders. We designed a portal where clients follow saved homes, documents and closing tasks in one place.",
      metrics: [
        { id: "emails", value: "50%", label: "fewer status-check emails" },
        { id: "status", value: "24/7", label: "access to deal status" },
        { id: "tests", value: "12", label: "buyers in usability tests" },
      ],
      technologies: ["Figma", "Storybook", "Google Analytics 4"],
      visual: {
        kind: "dashboard",
        alt: "Drawing of the real estate client portal with a progress chart",
      },
    },
  ],
  labels: { technologies: "Tools used" },
  note: "Client names are withheld for privacy. Results depend on each business, its market and its starting point.",
} as const satisfies {
  intro: SectionIntro;
  studies: readonly CaseStudy[];
  labels: { technologies: string };
  note: string;
};

export const uxUiDesignTools = {
  intro: {
    eyebrow: "Tools",
    title: "The Tools We Design With",
    description:
      "Industry-standard tools, so your files are easy to share with your team and any developer you work with.",
  },
  groups: [
    {
      id: "design",
      title: "Design & Prototyping",
      icon: "pen-tool",
      items: ["Figma", "FigJam", "Adobe Illustrator", "Adobe Photoshop"],
    },
    {
      id: "research",
      title: "Research & Testing",
      icon: "search",
      items: ["Maze", "Lookback", "Hotjar", "Google Analytics 4"],
    },
    {
      id: "accessibility",
      title: "Accessibility",
      icon: "eye",
      items: ["Stark", "axe DevTools", "WAVE", "WebAIM Contrast Checker"],
    },
    {
      id: "handoff",
      title: "Handoff & Collaboration",
      icon: "code",
      items: ["Figma Dev Mode", "Storybook", "Notion", "Slack"],
    },
  ],
} as const satisfies { intro: SectionIntro; groups: readonly ItemGroup[] };

export const uxUiDesignTestimonials = {
  intro: {
    eyebrow: "Testimonials",
    title: "What Our Design Clients Say",
  },
  testimonials: [
    {
      id: "dental",
      name: "Dr. Priya S.",
      title: "Owner, family dental practice in Bethesda, MD",
      content:
        "They talked to our actual patients before designing anything. The new site answers the insurance question up front, and booking on a phone finally feels easy.",
      rating: 5,
    },
    {
      id: "restaurant",
      name: "Marcus T.",
      title: "Operations Manager, restaurant group in Washington, DC",
      content:
        "Our lunch regulars reorder in seconds now. The prototype testing caught problems we would never have found on our own.",
      rating: 5,
    },
    {
      id: "real-estate",
      name: "Jennifer K.",
      title: "Team Lead, real estate team in Arlington, VA",
      content:
        "Clients love seeing every closing step in one place, and our agents spend less time answering 'where are we?' emails.",
      rating: 5,
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  testimonials: readonly RatedTestimonial[];
};

export const uxUiDesignCta = {
  title: "Ready for a Site Your Customers Enjoy Using?",
  description:
    "Tell us about your project. We will reply within 24 hours to set up a free consultation and recommend where design can make the biggest difference.",
  actions: [
    {
      label: "Start Your Design Project",
      to: contactServicePath(uxUiDesignServiceName),
    },
    { label: "Explore Web Development", to: "/web-development" },
  ],
} as const satisfies CtaContent;
