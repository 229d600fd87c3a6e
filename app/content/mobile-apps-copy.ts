/**
 * The mobile apps page's copy, section by section in page order: only the page's copy (which never
 * hydrates) reads it, so none of it is in the page's JavaScript (docs/decisions/0021). The
 * priced services, head tags and structured data are in `mobile-apps.ts`.
 */
import { contactServicePath } from "#app/lib/paths.ts";
import { pricedService, servicePackage } from "#app/content/package-offers.ts";
import { popularBadgeLabel } from "#app/content/plans.ts";
import type {
  HeroContent,
  CaseStudy,
  CtaContent,
  ProcessStep,
  SectionIntro,
  ServiceOffering,
  ServicePackage,
  ItemGroup,
} from "#app/content/types.ts";
import {
  mobileAppsServiceName,
  mobileAppsServicePrices,
  mobileAppsTierPrices,
} from "#app/content/mobile-apps.ts";

export const mobileAppsHero = {
  eyebrow: "Mobile App Development",
  title: "Mobile Apps Your Customers Will Actually Use",
  description:
    "Ordering, booking, loyalty and field-service apps for iPhone and Android, designed and built by our Northern Virginia team for businesses across DC, Maryland and Virginia, and supported long after launch.",
  actions: [
    {
      label: "Start Your App Project",
      to: contactServicePath(mobileAppsServiceName),
    },
    { label: "See Our Work", to: "/portfolio" },
  ],
  points: [
    "iPhone and Android",
    "Apps from $5,000",
    "3 months of free support after launch",
  ],
  panel: {
    title: "What we deliver",
    items: [
      {
        id: "design",
        label: "Screens tested with real users",
        icon: "palette",
      },
      {
        id: "apps",
        label: "Cross-platform and native apps",
        icon: "smartphone",
      },
      {
        id: "backend",
        label: "Backends, payments and integrations",
        icon: "database",
      },
      {
        id: "launch",
        label: "App Store and Google Play launch",
        icon: "rocket",
      },
      { id: "care", label: "Updates and support after launch", icon: "wrench" },
    ],
  },
} as const satisfies HeroContent;

const servicePrice = (id: (typeof mobileAppsServicePrices)[number]["id"]) =>
  mobileAppsServicePrices.find((price) => price.id === id)!;
const packagePrice = (id: (typeof mobileAppsTierPrices)[number]["id"]) =>
  mobileAppsTierPrices.find((price) => price.id === id)!;

export const mobileAppsServices = {
  intro: {
    eyebrow: "Services",
    title: "Mobile App Services",
    description:
      "From the first sketch to the app stores and beyond. Take the full journey with us, or only the part you need.",
  },
  services: [
    pricedService(servicePrice("cross-platform-apps"), {
      description:
        "One React Native codebase for iPhone and Android: for most businesses, the fastest and most affordable way into both app stores.",
      features: [
        "One codebase, two app stores",
        "Native look and feel on each platform",
        "Camera, location and push notifications",
        "Updates shipped to both platforms at once",
      ],
      timelineText: "10-16 weeks",
      icon: "layers",
    }),
    pricedService(servicePrice("native-apps"), {
      description:
        "Swift and Kotlin apps for when you need top performance or deep device features such as Bluetooth, background location or advanced camera work.",
      features: [
        "Swift and SwiftUI for iPhone and iPad",
        "Kotlin and Jetpack Compose for Android",
        "Full access to device hardware",
        "Home screen widgets and watch apps",
      ],
      timelineText: "10-20 weeks",
      icon: "smartphone",
    }),
    pricedService(servicePrice("app-backend"), {
      description:
        "The accounts, data and admin tools behind your app, connected to the payment, booking and CRM systems you already use.",
      features: [
        "Secure sign-in and user accounts",
        "APIs and a cloud database",
        "Admin dashboard for your team",
        "Payment, booking and CRM connections",
      ],
      timelineText: "3-6 weeks",
      icon: "database",
    }),
    pricedService(servicePrice("app-design"), {
      description:
        "Screens, flows and a clickable prototype, tested with real users before a line of code is written.",
      features: [
        "User research and journey mapping",
        "Wireframes and visual design",
        "Clickable prototype",
        "Design files ready for developers",
      ],
      timelineText: "3-5 weeks",
      icon: "palette",
    }),
    pricedService(servicePrice("app-store-launch"), {
      description:
        "Listings, screenshots, privacy details and review submission for the App Store and Google Play, with keywords that help people find you.",
      features: [
        "Store listings and screenshots",
        "Privacy labels and data forms",
        "Review submission and follow-up",
        "App store keyword optimization",
      ],
      timelineText: "1-2 weeks",
      icon: "rocket",
    }),
    pricedService(servicePrice("app-maintenance"), {
      description:
        "Operating system updates, bug fixes, security patches and small improvements, so your app keeps working as phones change.",
      features: [
        "Updates for each new iOS and Android release",
        "Crash monitoring and bug fixes",
        "Security patches",
        "Monthly hours for small improvements",
      ],
      timelineText: "Month to month",
      icon: "wrench",
    }),
  ],
  note: "Starting prices depend on the number of screens, features and integrations. Your written estimate follows a free consultation.",
} as const satisfies {
  intro: SectionIntro;
  services: readonly ServiceOffering[];
  note: string;
};

export const mobileAppsStack = {
  intro: {
    eyebrow: "Technology",
    title: "Our Mobile Technology Stack",
    description:
      "Proven, widely supported tools, so your app is easy to maintain and never depends on one developer.",
  },
  groups: [
    {
      id: "cross-platform",
      title: "Cross-Platform",
      icon: "layers",
      description: "One codebase for iPhone and Android.",
      items: ["React Native", "Expo", "TypeScript"],
    },
    {
      id: "native",
      title: "Native",
      icon: "smartphone",
      description: "For top performance and deep device features.",
      items: ["Swift", "SwiftUI", "Kotlin", "Jetpack Compose"],
    },
    {
      id: "backend",
      title: "Backend & Cloud",
      icon: "cloud",
      description: "Accounts, data and the APIs behind your app.",
      items: ["Node.js", "PostgreSQL", "Firebase", "AWS"],
    },
    {
      id: "services",
      title: "Services & Integrations",
      icon: "code",
      description: "The features customers expect.",
      items: [
        "Stripe",
        "Apple Pay",
        "Google Pay",
        "Push notifications",
        "Maps and location",
      ],
    },
  ],
} as const satisfies { intro: SectionIntro; groups: readonly ItemGroup[] };

export const mobileAppsProcess = {
  intro: {
    eyebrow: "Process",
    title: "From Idea to App Store in Six Steps",
    description:
      "A clear process with something you can see and test at every step, and no surprises on price.",
  },
  steps: [
    {
      id: "discovery",
      title: "Discovery & Strategy",
      description:
        "We learn your business, your customers and what the app has to achieve, then agree on the features that matter most for launch.",
      deliverables: [
        "Prioritized feature list",
        "Platform recommendation",
        "Written estimate and timeline",
      ],
      duration: "1-2 weeks",
    },
    {
      id: "design",
      title: "UX/UI Design",
      description:
        "We map the user journeys and design the screens, then test a clickable prototype with real users before development starts.",
      deliverables: [
        "User flows and wireframes",
        "Visual design of key screens",
        "Clickable prototype",
      ],
      duration: "2-4 weeks",
    },
    {
      id: "development",
      title: "Development",
      description:
        "We build in two-week sprints and send you a test build at the end of each one, so you watch progress on your own phone.",
      deliverables: [
        "A test build every two weeks",
        "Backend and integrations",
        "Admin tools for your team",
      ],
      duration: "6-12 weeks",
    },
    {
      id: "testing",
      title: "Testing & QA",
      description:
        "We test on real iPhones and Android phones of different ages and sizes, and run a beta with your staff or a few loyal customers.",
      deliverables: [
        "Testing on real devices",
        "Accessibility and performance checks",
        "Beta feedback fixed",
      ],
      duration: "1-2 weeks",
    },
    {
      id: "launch",
      title: "App Store Launch",
      description:
        "We prepare the store listings, submit the app for review to Apple and Google, and watch it closely through launch day.",
      deliverables: [
        "App Store and Google Play listings",
        "Review submission and follow-up",
        "Launch-day monitoring",
      ],
      duration: "About 1 week",
    },
    {
      id: "support",
      title: "Support & Growth",
      description:
        "Three months of free support after launch, then optional maintenance. We keep the app current and plan the next features with you.",
      deliverables: [
        "Crash and usage reports",
        "Updates for new iOS and Android releases",
        "A roadmap for the next version",
      ],
      duration: "Ongoing",
    },
  ],
} as const satisfies { intro: SectionIntro; steps: readonly ProcessStep[] };

export const mobileAppsCaseStudies = {
  intro: {
    eyebrow: "Case studies",
    title: "Apps We Have Built",
    description:
      "Three DMV businesses, three different platforms, one goal: an app that earns its place on the home screen.",
  },
  studies: [
    {
      id: "restaurant-ordering",
      title: "Restaurant Ordering App",
      category: "iOS & Android (React Native)",
      client:
        "Family restaurant group with three locations, Prince George's County",
      description:
        "A restaurant group paying steep commissions to delivery apps wanted regulars to order pickup from it directly.",
      results: [
        "Pickup orders moved from delivery apps to the restaurant's own app",
        "Loyalty rewards bring regulars back more often",
        "App orders arrive on the same kitchen screen as phone orders",
      ],
      features: [
        "Menu with options and daily specials",
        "Apple Pay and Google Pay",
        "Loyalty points",
        "Push notifications for offers",
      ],
      revenue: "$40K in app orders in the first quarter",
      timeline: "12 weeks",
      visual: {
        kind: "mobile",
        alt: "Drawing of two phones showing a restaurant menu and an order screen",
      },
    },
    {
      id: "fitness-booking",
      title: "Fitness Studio Booking App",
      category: "iOS (Swift)",
      client: "Boutique fitness studio, Arlington",
      description:
        "A studio taking class bookings by phone and text needed members to book, join waitlists and renew on their own.",
      results: [
        "Most class bookings moved from phone calls to the app",
        "Fewer no-shows thanks to reminders and a waitlist",
        "Memberships renew automatically",
      ],
      features: [
        "Class schedule and booking",
        "Waitlist and reminders",
        "Membership billing with Stripe",
        "Apple Health workout sync",
      ],
      revenue: "Membership revenue up 25% in six months",
      timeline: "14 weeks",
      visual: {
        kind: "mobile",
        alt: "Drawing of two phones showing a class schedule and a booking confirmation",
      },
    },
    {
      id: "field-service",
      title: "Field Service Technician App",
      category: "Android (Kotlin)",
      client: "HVAC and plumbing company, Prince William County",
      description:
        "Technicians juggled paper work orders and text messages, and the office never knew when a job was finished.",
      results: [
        "Invoices go out the same day instead of at the end of the week",
        "Dispatchers see every job's status as it changes",
        "Photos and signatures attached to every job",
      ],
      features: [
        "Job list and route map",
        "Offline mode for basements and crawl spaces",
        "Photo capture and e-signatures",
        "Invoices synced to QuickBooks",
      ],
      revenue: "Invoices paid two weeks sooner on average",
      timeline: "10 weeks",
      visual: {
        kind: "mobile",
        alt: "Drawing of two phones showing a technician's job list and a signed work order",
      },
    },
  ],
  note: "Clients are described rather than named. Results depend on each business, its customers and its marketing, so yours will differ.",
} as const satisfies {
  intro: SectionIntro;
  studies: readonly CaseStudy[];
  note: string;
};

export const mobileAppsTiers = {
  intro: {
    eyebrow: "Pricing",
    title: "App Pricing Tiers",
    description:
      "Most apps fall into one of three tiers. Your written estimate pins down the exact price once we know the scope.",
  },
  popularLabel: popularBadgeLabel,
  packages: [
    servicePackage(packagePrice("essential"), {
      description:
        "A focused app that does one job well, such as bookings, ordering or loyalty.",
      features: [
        "iPhone, Android or both from one codebase",
        "A focused set of core screens",
        "Sign-in and push notifications",
        "App Store and Google Play launch",
      ],
      timelineText: "6-10 weeks",
    }),
    servicePackage(packagePrice("business"), {
      description:
        "A full-featured app connected to the systems your business already runs.",
      features: [
        "iPhone and Android from one codebase",
        "Payments and customer accounts",
        "Booking, POS or CRM integration",
        "Admin dashboard for your team",
        "Analytics and crash reporting",
      ],
      timelineText: "10-16 weeks",
    }),
    servicePackage(packagePrice("enterprise"), {
      description:
        "Complex apps with custom backends, offline work or strict security requirements.",
      features: [
        "Native iOS and Android where it matters",
        "Custom backend and APIs",
        "Offline data sync",
        "Role-based access and audit logs",
        "A dedicated project manager",
      ],
      timelineText: "16+ weeks",
    }),
  ],
  note: "Every app includes 3 months of free support after launch. After that, maintenance starts at $2,000 a month, month to month.",
} as const satisfies {
  intro: SectionIntro;
  popularLabel: string;
  packages: readonly ServicePackage[];
  note: string;
};

export const mobileAppsCta = {
  title: "Have an App Idea?",
  description:
    "Tell us what you want your app to do. We will recommend a platform and an approach, with a written estimate and timeline, free and with no obligation.",
  actions: [
    {
      label: "Start Your App Project",
      to: contactServicePath(mobileAppsServiceName),
    },
    { label: "View Our Portfolio", to: "/portfolio" },
  ],
  note: "Every app includes 3 months of free support after launch.",
} as const satisfies CtaContent;
