/**
 * The DMV directory's catalogue (spec §3): business listings in four categories, the location
 * filter's values, showcase projects and community groups. A data file of its own, loaded with the
 * directory widget rather than with the page; the page's copy is in `dmv-directory.ts`.
 *
 * The entries are illustrative: they show the kind of business the directory features, and the
 * page says so. Websites and e-mail addresses use the reserved `.example` domain and phone numbers
 * the 555-01xx range set aside for fiction, so no real business is named or reachable by mistake.
 */
import type { CaseStudyVisual, IconName } from "#app/content/types.ts";

/** A category's accent on the cards; each maps to a colour pair with enough contrast. */
export type DirectoryColour = "blue" | "violet" | "emerald" | "amber";

export interface DirectoryCategory {
  /** Stable id, also the `?category=` value (spec §3). */
  id: "web-development" | "design-agencies" | "ecommerce" | "marketing";
  title: string;
  icon: IconName;
  colour: DirectoryColour;
}

/** Spec §3 "Business listing". */
export interface BusinessListing {
  id: string;
  name: string;
  /** What the business is: "Shopify Agency". */
  type: string;
  /** Town and state as written, matched by the location filter: "Arlington, Virginia". */
  location: string;
  specialties: readonly string[];
  description: string;
  /** An `https:` address. */
  website: string;
  /** As printed: "(202) 555-0117". */
  phone: string;
  email: string;
  /** Out of 5. */
  rating: number;
  /** Projects delivered. */
  projects: number;
  established: number;
  /** "12 people" */
  teamSize: string;
  /** The category's title. */
  category: string;
  categoryId: DirectoryCategory["id"];
  colour: DirectoryColour;
}

/** Spec §3 "Showcase project". */
export interface ShowcaseProject {
  id: string;
  title: string;
  /** Who the client is, without a name: "Family-owned bakery". */
  client: string;
  category: string;
  description: string;
  technologies: readonly string[];
  results: readonly string[];
  /** A drawing in place of a photo, with its text alternative. */
  image: CaseStudyVisual;
  year: number;
  /** The listed business that built it. */
  agency: string;
  location: string;
}

/** Spec §3 "Community event": a local group and when it meets. */
export interface CommunityGroup {
  id: string;
  name: string;
  /** "Monthly meetup", "Online community" */
  type: string;
  location: string;
  description: string;
  /**
   * When it next meets, written as its regular schedule ("First Thursday of each month, 6:30 PM"),
   * so the page never shows a date that has passed (product.md D3).
   */
  nextEvent: string;
  members: number;
  topics: readonly string[];
}

export const directoryCategories = [
  {
    id: "web-development",
    title: "Web Development",
    icon: "code",
    colour: "blue",
  },
  {
    id: "design-agencies",
    title: "Design Agencies",
    icon: "palette",
    colour: "violet",
  },
  {
    id: "ecommerce",
    title: "E-Commerce",
    icon: "shopping-cart",
    colour: "emerald",
  },
  { id: "marketing", title: "Marketing", icon: "megaphone", colour: "amber" },
] as const satisfies readonly DirectoryCategory[];

/** The location filter's values (spec §5), matched as a substring of a listing's location. */
export const directoryLocations = [
  { id: "washington", label: "Washington, DC" },
  { id: "virginia", label: "Virginia" },
  { id: "maryland", label: "Maryland" },
] as const;

/** A listing with its category's title and colour filled in from the category. */
function listing(
  categoryId: DirectoryCategory["id"],
  details: Omit<BusinessListing, "category" | "categoryId" | "colour">,
): BusinessListing {
  const category = directoryCategories.find(
    (entry) => entry.id === categoryId,
  )!;
  return {
    ...details,
    category: category.title,
    categoryId,
    colour: category.colour,
  };
}

export const businessListings: readonly BusinessListing[] = [
  listing("web-development", {
    id: "potomac-code-works",
    name: "Potomac Code Works",
    type: "Web Development Studio",
    location: "Washington, DC",
    specialties: [
      "Custom Web Apps",
      "React",
      "API Integrations",
      "Accessibility",
    ],
    description:
      "Builds custom web applications and member portals for associations, nonprofits and professional firms, with accessibility built in from the first sprint.",
    website: "https://www.potomaccodeworks.example",
    phone: "(202) 555-0117",
    email: "hello@potomaccodeworks.example",
    rating: 4.9,
    projects: 86,
    established: 2014,
    teamSize: "14 people",
  }),
  listing("web-development", {
    id: "old-town-web-co",
    name: "Old Town Web Co.",
    type: "WordPress Developer",
    location: "Alexandria, Virginia",
    specialties: [
      "WordPress",
      "Site Maintenance",
      "Speed Optimization",
      "Hosting",
    ],
    description:
      "Builds and looks after WordPress sites for restaurants, law offices and shops, with monthly care plans that cover updates, backups and small edits.",
    website: "https://www.oldtownwebco.example",
    phone: "(703) 555-0123",
    email: "projects@oldtownwebco.example",
    rating: 4.8,
    projects: 140,
    established: 2011,
    teamSize: "6 people",
  }),
  listing("web-development", {
    id: "rockville-digital-labs",
    name: "Rockville Digital Labs",
    type: "Software & Web Development",
    location: "Rockville, Maryland",
    specialties: [
      "Progressive Web Apps",
      "Healthcare Portals",
      "Python",
      "Cloud Hosting",
    ],
    description:
      "Develops patient portals, scheduling tools and progressive web apps for clinics and life-science companies along the I-270 corridor.",
    website: "https://www.rockvilledigitallabs.example",
    phone: "(301) 555-0131",
    email: "info@rockvilledigitallabs.example",
    rating: 4.7,
    projects: 58,
    established: 2016,
    teamSize: "22 people",
  }),
  listing("design-agencies", {
    id: "capitol-pixel-design",
    name: "Capitol Pixel Design",
    type: "Brand & UX Design Agency",
    location: "Navy Yard, Washington, DC",
    specialties: [
      "Brand Identity",
      "UX Research",
      "Nonprofit Websites",
      "Accessibility",
    ],
    description:
      "Designs brands and websites for mission-driven organizations, starting every project with interviews of the people the site has to serve.",
    website: "https://www.capitolpixel.example",
    phone: "(202) 555-0148",
    email: "studio@capitolpixel.example",
    rating: 4.9,
    projects: 112,
    established: 2012,
    teamSize: "11 people",
  }),
  listing("design-agencies", {
    id: "clarendon-creative-studio",
    name: "Clarendon Creative Studio",
    type: "UI/UX Design Studio",
    location: "Arlington, Virginia",
    specialties: [
      "UI Design",
      "Design Systems",
      "Figma Prototyping",
      "SaaS Dashboards",
    ],
    description:
      "Designs product interfaces and design systems for software startups and government contractors, from first prototype to developer hand-off.",
    website: "https://www.clarendoncreative.example",
    phone: "(571) 555-0156",
    email: "hello@clarendoncreative.example",
    rating: 4.8,
    projects: 74,
    established: 2017,
    teamSize: "9 people",
  }),
  listing("design-agencies", {
    id: "takoma-park-design-house",
    name: "Takoma Park Design House",
    type: "Graphic & Web Design",
    location: "Takoma Park, Maryland",
    specialties: ["Logo Design", "Illustration", "Restaurant Menus", "Signage"],
    description:
      "A small studio designing logos, menus, signs and simple websites for independent restaurants, cafés and shops in Montgomery and Prince George's counties.",
    website: "https://www.takomaparkdesign.example",
    phone: "(301) 555-0162",
    email: "design@takomaparkdesign.example",
    rating: 5,
    projects: 210,
    established: 2009,
    teamSize: "4 people",
  }),
  listing("ecommerce", {
    id: "union-market-commerce",
    name: "Union Market Commerce",
    type: "Shopify Agency",
    location: "Washington, DC",
    specialties: [
      "Shopify",
      "Subscription Boxes",
      "Product Photography",
      "Local Delivery",
    ],
    description:
      "Launches and grows Shopify stores for food, beverage and gift brands, including subscriptions and same-day delivery inside the Beltway.",
    website: "https://www.unionmarketcommerce.example",
    phone: "(202) 555-0175",
    email: "shop@unionmarketcommerce.example",
    rating: 4.8,
    projects: 95,
    established: 2018,
    teamSize: "10 people",
  }),
  listing("ecommerce", {
    id: "reston-storefronts",
    name: "Reston Storefronts",
    type: "E-Commerce Developer",
    location: "Reston, Virginia",
    specialties: ["BigCommerce", "B2B Ordering", "ERP Integration", "Shopify"],
    description:
      "Builds online ordering for distributors and manufacturers: customer-specific pricing, quote requests and stores connected to the ERP.",
    website: "https://www.restonstorefronts.example",
    phone: "(703) 555-0184",
    email: "sales@restonstorefronts.example",
    rating: 4.6,
    projects: 47,
    established: 2015,
    teamSize: "16 people",
  }),
  listing("ecommerce", {
    id: "sligo-creek-commerce",
    name: "Sligo Creek Commerce",
    type: "WooCommerce & Square Specialists",
    location: "Silver Spring, Maryland",
    specialties: [
      "WooCommerce",
      "Square Online",
      "Inventory Sync",
      "Curbside Pickup",
    ],
    description:
      "Helps neighborhood retailers and bakeries sell online without a second inventory: stores synced with the register, pickup scheduling and order texts.",
    website: "https://www.sligocreekcommerce.example",
    phone: "(301) 555-0193",
    email: "hello@sligocreekcommerce.example",
    rating: 4.9,
    projects: 63,
    established: 2019,
    teamSize: "5 people",
  }),
  listing("marketing", {
    id: "dupont-digital-marketing",
    name: "Dupont Digital Marketing",
    type: "Digital Marketing Agency",
    location: "Washington, DC",
    specialties: ["Local SEO", "Google Ads", "Email Marketing", "Analytics"],
    description:
      "Runs search, paid ads and email programs for professional services, dental and medical practices, and reports results as calls and booked appointments.",
    website: "https://www.dupontdigital.example",
    phone: "(202) 555-0109",
    email: "team@dupontdigital.example",
    rating: 4.7,
    projects: 160,
    established: 2013,
    teamSize: "18 people",
  }),
  listing("marketing", {
    id: "fairfax-growth-partners",
    name: "Fairfax Growth Partners",
    type: "SEO & Content Marketing",
    location: "Fairfax, Virginia",
    specialties: [
      "SEO",
      "Content Marketing",
      "Google Business Profile",
      "Review Management",
    ],
    description:
      "Writes content and manages local search for home-service companies across Northern Virginia: HVAC, plumbing, roofing and remodeling.",
    website: "https://www.fairfaxgrowth.example",
    phone: "(703) 555-0137",
    email: "grow@fairfaxgrowth.example",
    rating: 4.8,
    projects: 120,
    established: 2016,
    teamSize: "12 people",
  }),
  listing("marketing", {
    id: "bethesda-social-studio",
    name: "Bethesda Social Studio",
    type: "Social Media Marketing",
    location: "Bethesda, Maryland",
    specialties: [
      "Social Media",
      "Short-Form Video",
      "Influencer Partnerships",
      "Paid Social",
    ],
    description:
      "Plans, shoots and posts social content for boutiques, fitness studios and restaurants, and partners them with local creators.",
    website: "https://www.bethesdasocial.example",
    phone: "(301) 555-0144",
    email: "hello@bethesdasocial.example",
    rating: 4.7,
    projects: 88,
    established: 2020,
    teamSize: "7 people",
  }),
];

export const showcaseProjects: readonly ShowcaseProject[] = [
  {
    id: "bakery-online-ordering",
    title: "Online Pre-Orders for a Neighborhood Bakery",
    client: "Family-owned bakery",
    category: "E-Commerce",
    description:
      "Holiday pie and cake orders moved from a phone line and paper tickets to an online store synced with the bakery's register, with pickup time slots so the counter never backs up.",
    technologies: ["WooCommerce", "Square", "Pickup scheduling"],
    results: [
      "Holiday pre-orders taken online instead of by phone",
      "Pickup slots spread the rush across the day",
    ],
    image: {
      kind: "store",
      alt: "An online bakery store with product tiles and a pickup time picker",
    },
    year: 2024,
    agency: "Sligo Creek Commerce",
    location: "Silver Spring, Maryland",
  },
  {
    id: "nonprofit-accessible-redesign",
    title: "Accessible Redesign for a Literacy Nonprofit",
    client: "Adult literacy nonprofit",
    category: "Design",
    description:
      "A new brand and website built around what volunteers and learners need to do: find a class, sign up to tutor and donate, readable on any phone and usable with a screen reader.",
    technologies: ["Figma", "WordPress", "WCAG 2.2 AA"],
    results: [
      "Class sign-up reduced to a single short form",
      "Every page checked with a screen reader and keyboard",
    ],
    image: {
      kind: "website",
      alt: "A nonprofit homepage with a large headline and buttons to volunteer and donate",
    },
    year: 2024,
    agency: "Capitol Pixel Design",
    location: "Washington, DC",
  },
  {
    id: "physical-therapy-portal",
    title: "Patient Portal for a Physical Therapy Practice",
    client: "Three-location physical therapy practice",
    category: "Web Development",
    description:
      "A progressive web app where patients book visits, fill in intake forms before they arrive and follow their home exercise plans, working offline in the gym.",
    technologies: ["Progressive Web App", "Python", "Cloud hosting"],
    results: [
      "Intake forms completed before the first visit",
      "Exercise plans available on patients' phones, even offline",
    ],
    image: {
      kind: "mobile",
      alt: "A phone screen showing a patient's upcoming appointment and exercise plan",
    },
    year: 2023,
    agency: "Rockville Digital Labs",
    location: "Rockville, Maryland",
  },
  {
    id: "hvac-local-seo",
    title: "Local Search Campaign for a Heating and Cooling Company",
    client: "Family-run HVAC company",
    category: "Marketing",
    description:
      "Service-area pages for each town the company serves, a rebuilt business profile and a steady review routine, aimed at the emergency searches that happen on the first cold night.",
    technologies: ["Google Business Profile", "Local SEO", "Review management"],
    results: [
      "A page for every town in the service area",
      "Review requests sent after every completed job",
    ],
    image: {
      kind: "dashboard",
      alt: "A marketing dashboard charting calls and search visibility by month",
    },
    year: 2024,
    agency: "Fairfax Growth Partners",
    location: "Fairfax, Virginia",
  },
];

export const communityGroups: readonly CommunityGroup[] = [
  {
    id: "dc-small-business-tech",
    name: "DC Small Business Tech Night",
    type: "Monthly meetup",
    location: "Washington, DC",
    description:
      "Owners and freelancers trade notes on the tools that run their businesses: websites, booking, payments and marketing automation, with a short talk and open questions.",
    nextEvent: "First Thursday of each month, 6:30 PM",
    members: 420,
    topics: ["Small business tech", "Automation", "Websites"],
  },
  {
    id: "nova-web-builders",
    name: "NoVA Web Builders",
    type: "Monthly meetup",
    location: "Arlington, Virginia",
    description:
      "Developers and designers from agencies, startups and government contractors show their work and talk through accessibility, performance and hiring.",
    nextEvent: "Third Tuesday of each month, 7:00 PM",
    members: 680,
    topics: ["Web development", "Accessibility", "Design"],
  },
  {
    id: "montgomery-marketing-roundtable",
    name: "Montgomery County Marketing Roundtable",
    type: "Breakfast roundtable",
    location: "Rockville, Maryland",
    description:
      "A small, seated breakfast where local business owners bring one marketing problem each and leave with advice from peers and practitioners.",
    nextEvent: "Second Wednesday of each month, 8:00 AM",
    members: 150,
    topics: ["Local marketing", "SEO", "Social media"],
  },
  {
    id: "dmv-ecommerce-founders",
    name: "DMV E-Commerce Founders Circle",
    type: "Online community",
    location: "Online, with members across DC, MD and VA",
    description:
      "Store owners compare platforms, shipping rates, payment fees and local delivery partners in an online forum, with a video call each quarter.",
    nextEvent: "Quarterly video call; forum open all year",
    members: 310,
    topics: ["E-commerce", "Shipping", "Payments"],
  },
];
