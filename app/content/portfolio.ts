/**
 * Portfolio page copy, section by section in page order (head tags, hero, the projects with their
 * categories and the gallery's texts, the closing call to action), and its structured data.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type {
  CtaContent,
  HeroContent,
  SectionIntro,
} from "#app/content/types.ts";
import type {
  PortfolioProject,
  ShowcaseCategory,
} from "#app/content/portfolio-types.ts";

export const portfolioSeo = {
  title: "Portfolio: Websites, Stores & Apps for DMV Businesses",
  description:
    "Websites, online stores, mobile apps and design work we deliver for small businesses in Washington DC, Maryland and Northern Virginia, with results.",
  keywords: [
    "web design portfolio DMV",
    "Washington DC web development projects",
    "Northern Virginia web agency portfolio",
    "Maryland website design examples",
    "small business mobile app examples",
    "e-commerce case studies",
  ],
} as const;

export const portfolioHero = {
  eyebrow: "Portfolio",
  title: "Work That Helps Local Businesses Grow",
  description:
    "Websites, online stores, mobile apps and brand design for restaurants, contractors, clinics, shops and nonprofits across DC, Maryland and Northern Virginia. Browse the projects by category and see what changed for each business.",
  actions: [
    { label: "Start Your Project", to: "/contact" },
    { label: "See Store Examples", to: "/ecommerce-examples" },
  ],
  points: [
    "Web development, e-commerce, mobile and design",
    "Goals agreed up front, results measured after launch",
    "Local team serving DC, MD & VA",
  ],
} as const satisfies HeroContent;

/** The page as a schema.org CollectionPage of the organization's work. */
export function portfolioJsonLd(): JsonLd[] {
  const url = absoluteUrl("/portfolio");
  return [
    {
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      "@id": `${url}#webpage`,
      url,
      name: portfolioSeo.title,
      description: portfolioSeo.description,
      inLanguage: "en-US",
      isPartOf: { "@id": `${site.url}/#website` },
      about: { "@id": `${site.url}/#organization` },
    },
    breadcrumbJsonLd([{ name: "Portfolio", path: "/portfolio" }]),
  ];
}

export const portfolioCategories = [
  { id: "web-development", label: "Web Development", icon: "code" },
  { id: "ecommerce", label: "E-Commerce", icon: "shopping-cart" },
  { id: "mobile", label: "Mobile Apps", icon: "smartphone" },
  { id: "design", label: "Design", icon: "palette" },
] as const satisfies readonly ShowcaseCategory[];

export type PortfolioCategoryId = (typeof portfolioCategories)[number]["id"];

export const portfolioProjects = [
  {
    id: "restaurant-online-ordering",
    category: "web-development",
    title: "Commission-Free Online Ordering for a Neighborhood Restaurant",
    client: "A family-run Ethiopian restaurant on U Street, Washington, DC",
    industry: "Restaurant",
    location: "Washington, DC",
    description:
      "Most pickup orders came through delivery apps that kept a large share of every ticket. We built a fast, mobile-first website with the restaurant's own ordering, connected to the kitchen's existing point of sale.",
    technologies: ["React", "TypeScript", "Square API", "PostgreSQL"],
    services: ["Website design", "Online ordering", "Local SEO"],
    results: {
      primary:
        "Regulars now order pickup from the restaurant's own site instead of third-party apps",
      secondary:
        "Staff update the menu and daily specials themselves in minutes",
      metric: "About $2,000 a month saved in app commissions",
    },
    testimonial: {
      quote:
        "We stopped giving away a cut of every pickup order. Our regulars order from our own website now, and we change the menu ourselves.",
      author: "Co-owner, Ethiopian restaurant on U Street",
    },
  },
  {
    id: "family-law-website",
    category: "web-development",
    title: "A Website That Brings in Consultations for a Family Law Firm",
    client: "A four-attorney family law practice in Rockville, MD",
    industry: "Legal services",
    location: "Rockville, MD",
    description:
      "The firm's old site was slow, hard to read on phones and buried the way to book a consultation. We rebuilt it around clear practice-area pages and a short, private consultation request form.",
    technologies: [
      "WordPress",
      "PHP",
      "Schema.org markup",
      "Google Analytics 4",
    ],
    services: ["Website redesign", "Content strategy", "Accessibility review"],
    results: {
      primary:
        "Consultation requests arrive through the website instead of voicemail",
      secondary: "Practice-area pages rank for searches in Montgomery County",
      metric: "2x consultation requests in the six months after launch",
    },
    testimonial: {
      quote:
        "Clients tell us the site answered their first questions before they ever called. The requests we get now are better prepared, too.",
      author: "Managing partner, family law firm in Rockville",
    },
  },
  {
    id: "hvac-service-area-site",
    category: "web-development",
    title: "Service-Area Pages and Online Booking for an HVAC Contractor",
    client:
      "A family-owned heating and cooling company serving Fairfax and Loudoun counties, VA",
    industry: "Home services",
    location: "Chantilly, VA",
    description:
      "Emergency calls went to whichever competitor showed up first in search. We built a website with a page for every town they serve, online booking for tune-ups and a click-to-call button that is always on screen.",
    technologies: ["React Router", "Tailwind CSS", "HubSpot forms", "Twilio"],
    services: ["Website development", "Local SEO", "Online booking"],
    results: {
      primary:
        "Seasonal tune-ups are booked online, outside office hours, without a phone call",
      secondary:
        "Town pages bring in calls from Ashburn, Herndon and Reston searches",
      metric: "+65% calls from search in the first heating season",
    },
    testimonial: {
      quote:
        "Our phones ring on cold mornings now, and half the tune-ups book themselves overnight. The site paid for itself before spring.",
      author: "Owner, HVAC company in Chantilly",
    },
  },
  {
    id: "coffee-roaster-subscriptions",
    category: "ecommerce",
    title: "Coffee Subscriptions for a Small-Batch Roaster",
    client: "A small-batch coffee roaster in Hyattsville, MD",
    industry: "Food & beverage",
    location: "Hyattsville, MD",
    description:
      "The roaster sold bags at the café counter and at two farmers markets. We launched an online store with subscriptions, wholesale ordering for local cafés and local pickup at the roastery.",
    technologies: ["Shopify", "Recharge", "Klaviyo", "Shopify POS"],
    services: ["Store setup", "Subscriptions", "Email marketing"],
    results: {
      primary: "Subscriptions bring in predictable revenue every month",
      secondary:
        "Local cafés reorder wholesale beans online instead of by text message",
      metric: "310 active subscribers within the first year",
    },
    testimonial: {
      quote:
        "We roast to order for subscribers now, so we know what to roast each week and waste less. That changed the whole business.",
      author: "Founder, coffee roaster in Hyattsville",
    },
  },
  {
    id: "bike-shop-store",
    category: "ecommerce",
    title: "An Online Store and Repair Booking for a Bike Shop",
    client: "An independent bike shop in Arlington, VA",
    industry: "Retail",
    location: "Arlington, VA",
    description:
      "Riders called to ask whether a part was in stock and waited in line to book repairs. We connected an online store to the shop's inventory and added repair booking by service type.",
    technologies: ["WooCommerce", "Lightspeed POS sync", "Stripe"],
    services: ["Store development", "Inventory integration", "Online booking"],
    results: {
      primary: "Customers check live stock before they ride over",
      secondary:
        "Repair bookings are spread across the week instead of piling up on Saturdays",
      metric: "28% of sales now start online",
    },
    testimonial: {
      quote:
        "The phone used to ring all day with 'do you have this tube?' Now they check the site and come in ready to buy.",
      author: "Owner, bike shop in Arlington",
    },
  },
  {
    id: "fitness-studio-app",
    category: "mobile",
    title: "A Class Booking App for a Boutique Fitness Studio",
    client: "A cycling and strength studio in Bethesda, MD",
    industry: "Fitness",
    location: "Bethesda, MD",
    description:
      "Members booked through a generic app that charged per booking and showed other studios' classes. We built the studio's own app for iPhone and Android with class booking, waitlists and class packs.",
    technologies: ["React Native", "TypeScript", "Firebase", "Stripe"],
    services: ["App design", "iOS and Android development", "Payments"],
    results: {
      primary:
        "Members book, join waitlists and buy class packs in the studio's own app",
      secondary: "Waitlist spots fill automatically when someone cancels",
      metric: "4.8-star average rating in the app stores",
    },
    testimonial: {
      quote:
        "Our members love that it is our app, with our classes and our instructors. Late cancellations dropped once waitlists filled on their own.",
      author: "Owner, fitness studio in Bethesda",
    },
  },
  {
    id: "property-maintenance-app",
    category: "mobile",
    title: "A Maintenance Request App for a Property Manager",
    client:
      "A property management company with about 600 rental units in Prince George's County, MD",
    industry: "Real estate",
    location: "Largo, MD",
    description:
      "Maintenance requests came in by phone, email and sticky notes, and tenants never knew when help was coming. We built an app for tenants to report issues with photos and for technicians to update each job.",
    technologies: ["React Native", "Node.js", "PostgreSQL", "Twilio"],
    services: ["Product strategy", "Mobile development", "Staff dashboard"],
    results: {
      primary:
        "Every request is logged with photos and an owner, from report to repair",
      secondary:
        "Tenants get a text when a technician is scheduled and when the job is done",
      metric: "Average repair time cut from 6 days to 2",
    },
    testimonial: {
      quote:
        "Nothing falls through the cracks anymore. Tenants see progress, technicians see photos before they arrive, and I see it all in one place.",
      author: "Operations manager, property management company in Largo",
    },
  },
  {
    id: "dental-brand-refresh",
    category: "design",
    title: "A Brand Refresh and Website Design for a Dental Practice",
    client: "A two-dentist family practice on Capitol Hill, Washington, DC",
    industry: "Healthcare",
    location: "Washington, DC",
    description:
      "The practice had grown, but its look still said 1998. We designed a warmer brand, photography guidelines and a website that makes new-patient forms and insurance details easy to find.",
    technologies: ["Figma", "Design system", "WCAG 2.2 AA"],
    services: ["Brand identity", "UX/UI design", "Accessibility"],
    results: {
      primary:
        "New patients complete their forms online before the first visit",
      secondary:
        "Signage, website and appointment reminders share one consistent look",
      metric: "+40% new-patient bookings in the first year",
    },
    testimonial: {
      quote:
        "Patients say the office finally looks like the care they get here. The new site answers the insurance question before they call.",
      author: "Dentist and co-owner, family practice on Capitol Hill",
    },
  },
  {
    id: "nonprofit-donation-ux",
    category: "design",
    title: "A Simpler Donation Experience for a Community Nonprofit",
    client: "A food-security nonprofit serving Alexandria, VA",
    industry: "Nonprofit",
    location: "Alexandria, VA",
    description:
      "Donors left the old five-page donation form halfway through. We tested the form with real supporters, then designed a one-page donation flow with suggested amounts and monthly giving.",
    technologies: ["Figma", "Usability testing", "Webflow"],
    services: ["UX research", "UX/UI design", "Conversion optimization"],
    results: {
      primary: "Most donations are completed on a phone in under a minute",
      secondary: "Monthly giving became the default choice for repeat donors",
      metric: "Donation form completion up from 38% to 71%",
    },
    testimonial: {
      quote:
        "Watching donors struggle with our old form was humbling. The new one is so simple that our year-end campaign beat its goal by December 15.",
      author: "Development director, nonprofit in Alexandria",
    },
  },
] as const satisfies readonly (PortfolioProject & {
  category: PortfolioCategoryId;
})[];

export const portfolioGallery = {
  intro: {
    eyebrow: "Our work",
    title: "Recent Projects",
    description:
      "Choose a category to see the websites, stores, apps and designs we have delivered for businesses like yours, with what changed after launch.",
  },
  filterLabel: "Filter projects by category",
  itemName: { singular: "project", plural: "projects" },
  emptyText: "There are no projects in this category right now.",
  showAllLabel: "Show all projects",
  note: "These projects are representative of our work: clients are described rather than named, and results depend on each business's market, offer and starting point, so yours will differ.",
} as const satisfies {
  intro: SectionIntro;
  filterLabel: string;
  itemName: { singular: string; plural: string };
  emptyText: string;
  showAllLabel: string;
  note: string;
};

export const portfolioCta = {
  title: "Ready to Be Our Next Success Story?",
  description:
    "Tell us about your business and what you want to change. We reply within 24 hours with next steps and an honest estimate.",
  actions: [
    { label: "Start Your Project", to: "/contact" },
    { label: "See AI Marketing Plans", to: "/pricing" },
    { label: "Browse the Learning Center", to: "/learning-center" },
  ],
  note: "Questions about timelines, costs or support? The Learning Center answers the ones we hear most.",
} as const satisfies CtaContent;
