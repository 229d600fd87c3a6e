/**
 * Learning center (knowledge-base FAQ) copy, section by section in page order (head tags, hero,
 * the browser's texts and the questions with their categories, the ways to reach the team, the
 * closing call to action), and its structured data.
 */
import { breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import type {
  CtaContent,
  HeroContent,
  IconName,
  SectionIntro,
} from "#app/content/types.ts";
import { formatPrice } from "#app/lib/format.ts";
import { lowestMonthlyPrice } from "#app/content/plans.ts";
import { priceRangeText } from "#app/content/service-offers.ts";
import { webDevelopmentPrices } from "#app/content/web-development-services.ts";

export const learningCenterSeo = {
  title: "Learning Center: Website, SEO & E-Commerce Questions Answered",
  description:
    "Straight answers for DMV business owners: website timelines, e-commerce, SEO results, design and support plans. Search the questions or email us; we answer within 24 hours.",
  keywords: [
    "website FAQ",
    "how long does a website take",
    "small business SEO questions",
    "e-commerce website questions",
    "website support plans",
    "Washington DC web design questions",
    "Northern Virginia web developer",
    "Maryland small business website",
  ],
} as const;

export const learningCenterHero = {
  eyebrow: "Learning Center",
  title: "Answers to the Questions Business Owners Ask Us Most",
  description:
    "How long a website takes, what happens after launch, when SEO starts to pay off and how to pick an e-commerce platform: plain answers from our team in Northern Virginia, for businesses across DC, Maryland and Virginia.",
  actions: [
    { label: "Start Your Free Audit", to: "/free-audit" },
    { label: "Contact Our Team", to: "/contact" },
  ],
  points: [
    "Search by topic or keyword",
    "Email answers within 24 hours",
    "No jargon, no sales pitch",
  ],
} as const satisfies HeroContent;

export function learningCenterJsonLd(): JsonLd[] {
  return [
    breadcrumbJsonLd([{ name: "Learning Center", path: "/learning-center" }]),
  ];
}

export const learningCenterFaq = {
  intro: {
    eyebrow: "Knowledge Base",
    title: "Frequently Asked Questions",
    description:
      "Search the questions or pick a topic. Select a question to read the answer.",
  },
  searchLabel: "Search questions",
  searchPlaceholder: "Search questions and answers...",
  categoriesLabel: "Question categories",
  allLabel: "All",
  /** "Showing 15 questions" */
  itemName: { singular: "question", plural: "questions" },
  empty: {
    title: "No questions found",
    hint: "Try adjusting your search terms or browse all categories",
    clearLabel: "Clear Filters",
  },
} as const;

/** A question category: its id (the `?category=` value) and its chip label. */
export interface FaqCategory {
  id: string;
  name: string;
}

/** A question of the knowledge base (spec §3: category, question, answer). */
export interface FaqItem {
  id: string;
  category: FaqCategoryId;
  question: string;
  answer: string;
}

export const faqCategories = [
  { id: "web-development", name: "Web Development" },
  { id: "ecommerce", name: "E-Commerce" },
  { id: "seo", name: "SEO" },
  { id: "design", name: "Design" },
  { id: "business", name: "Business" },
] as const satisfies readonly FaqCategory[];

export type FaqCategoryId = (typeof faqCategories)[number]["id"];

/** The support plan price that follows the free support after launch (spec §9). */
export const supportPlanFrom = 200;

const price = (id: (typeof webDevelopmentPrices)[number]["id"]) => {
  const entry = webDevelopmentPrices.find((item) => item.id === id)!;
  return priceRangeText(entry.min, entry.max);
};

export const faqs = [
  {
    id: "website-timeline",
    category: "web-development",
    question: "How long does it take to build a website?",
    answer:
      "It depends on what the site has to do. A simple business website of up to about ten pages takes 2-4 weeks. An e-commerce store takes 6-12 weeks, a custom web application 8-20 weeks, and an enterprise project with several integrations and approval rounds 12-30 weeks. After the discovery call you get a week-by-week schedule, and you can watch progress on a private preview site along the way.",
  },
  {
    id: "after-launch",
    category: "web-development",
    question: "What happens after my website launches?",
    answer: `Every website we build comes with 3 months of free support after launch: we fix bugs, apply security and plugin updates, keep backups running and make small content changes. After that you can run the site yourself or choose a support plan from ${formatPrice(supportPlanFrom)}/month for updates, backups, uptime monitoring and small improvements.`,
  },
  {
    id: "edit-yourself",
    category: "web-development",
    question: "Will I be able to update the website myself?",
    answer:
      "Yes. We build on content management systems you can edit without code, such as WordPress, Shopify or Webflow, and we hold a training session with your team before launch. You also get a short written guide to the everyday tasks: changing hours and prices, adding photos and publishing a blog post.",
  },
  {
    id: "custom-applications",
    category: "web-development",
    question: "Can you build a custom web application, not just a website?",
    answer: `Yes. We build booking systems, customer portals, quoting tools and internal dashboards that connect to the software you already use. Custom web applications typically cost ${price("custom-web-applications")} and take 8-20 weeks, depending on features and integrations. A short discovery phase comes first, so the scope and price are clear before development begins.`,
  },
  {
    id: "store-timeline",
    category: "ecommerce",
    question: "How long does it take to launch an online store?",
    answer:
      "Most online stores take 6-12 weeks from kickoff to launch. Where in that range yours falls depends on the number of products, how much photography and product copy needs preparing, and whether the store connects to a point-of-sale or inventory system. A store with a few dozen products and ready photos sits at the shorter end.",
  },
  {
    id: "store-platform",
    category: "ecommerce",
    question: "Which e-commerce platform should I choose?",
    answer:
      "For most small retailers we recommend Shopify: it is reliable, secure and easy for staff to run. WooCommerce suits businesses already on WordPress that want full control, BigCommerce suits large catalogs, and a custom build makes sense only for unusual ordering or pricing rules. We compare the options against your products, budget and team before recommending one.",
  },
  {
    id: "store-pos-sync",
    category: "ecommerce",
    question: "Can my online store stay in sync with my shop's point of sale?",
    answer:
      "Yes. We connect online stores to point-of-sale systems such as Square, Clover and Lightspeed, so products, stock counts and orders stay in step between your counter and your website. An item that sells out in the shop stops showing as available online, and online orders appear where your staff already work.",
  },
  {
    id: "seo-results",
    category: "seo",
    question: "How long does SEO take to show results?",
    answer:
      "Expect meaningful results in 3-6 months. Technical fixes and an updated Google Business Profile can help within weeks, but rankings for competitive local searches build as your site earns trust through new content, links and reviews. We report every month, so you can watch rankings and traffic move before the extra calls and leads follow.",
  },
  {
    id: "local-seo",
    category: "seo",
    question: "What is local SEO, and why does it matter in the DMV?",
    answer:
      "Local SEO helps your business appear when people nearby search for what you offer, such as 'plumber in Silver Spring' or 'bakery near Dupont Circle'. It covers your Google Business Profile, consistent name, address and phone listings, reviews and location pages. Customers here cross between DC, Maryland and Virginia every day, so showing up in the right neighborhoods matters.",
  },
  {
    id: "ranking-guarantee",
    category: "seo",
    question: "Can you guarantee a first-page ranking on Google?",
    answer:
      "No, and be wary of anyone who does: search engines decide rankings and change how they do it often. What we commit to is the work itself (technical fixes, content, listing updates) and a monthly report of your rankings, traffic and leads, so you can judge the results for yourself.",
  },
  {
    id: "ux-vs-ui",
    category: "design",
    question: "What is the difference between UX and UI design?",
    answer:
      "UX (user experience) design is how the site works: what visitors need, where they click and how quickly they can book, buy or call. UI (user interface) design is how it looks: layout, colors, type and buttons. We do both, starting with UX, so that the look serves your customers' tasks instead of the other way round.",
  },
  {
    id: "mobile-accessible",
    category: "design",
    question:
      "Will my website work well on phones and for people with disabilities?",
    answer:
      "Yes. We design for phones first, since most local searches happen on one, and test on real devices before launch. We follow the WCAG 2.2 AA accessibility guidelines: readable contrast, navigation that works with a keyboard, labelled forms and text alternatives for images.",
  },
  {
    id: "website-cost",
    category: "business",
    question: "How much does a website cost?",
    answer: `It depends on the scope. As a guide, online stores cost ${price("e-commerce-development")} and custom web applications ${price("custom-web-applications")}; a simple business website costs less and is quoted after a short call. You get a written quote before any work starts, with no hidden fees. If you only need marketing, our AI marketing agent plans start at ${formatPrice(lowestMonthlyPrice)} per month.`,
  },
  {
    id: "contracts",
    category: "business",
    question: "Do I have to sign a long-term contract?",
    answer: `No. AI marketing agent plans are billed month to month with no contracts and a 30-day money-back guarantee; upgrades take effect at once and downgrades at the next billing cycle. Website projects are quoted per project, and after the 3 months of free support, support plans start from ${formatPrice(supportPlanFrom)}/month and are optional.`,
  },
  {
    id: "local-team",
    category: "business",
    question: "Do you only work with businesses in the DMV?",
    answer:
      "The DMV is our focus. Our team is based in Northern Virginia and works with businesses across Washington DC, Maryland and Virginia, so we can meet in person, and we know the local market, from Bethesda and Rockville to Arlington, Alexandria and Capitol Hill.",
  },
] as const satisfies readonly FaqItem[];

/** A way to reach the team: a mailto:, tel: or site link with what to expect. */
export interface ContactOption {
  id: string;
  title: string;
  description: string;
  icon: IconName;
  /** The reply promise or opening hours, shown in bold. */
  detail: string;
  /** What the link says: the address, the number or an action. */
  linkLabel: string;
  /** A `mailto:`, `tel:` or site path. */
  href: string;
}

export const learningCenterContact = {
  intro: {
    eyebrow: "Still Have Questions?",
    title: "Ask Our Team Directly",
    description:
      "Did not find your answer? A real person on our team will help: by email, by phone or through the contact form.",
  },
  options: [
    {
      id: "email",
      title: "Email Us",
      description:
        "Send your question with a link to your website and we will reply with a specific answer.",
      icon: "mail",
      detail: "Answers within 24 hours",
      linkLabel: site.email,
      href: mailtoLink("Question from the Learning Center"),
    },
    {
      id: "phone",
      title: "Call Us",
      description:
        "Talk your project through with someone on our Northern Virginia team.",
      icon: "phone",
      detail: site.hours.label,
      linkLabel: site.phone,
      href: telLink(),
    },
    {
      id: "contact-form",
      title: "Send a Message",
      description:
        "Tell us about your business and what you need, and we will come back with next steps.",
      icon: "message-square",
      detail: "Reply within 24 hours",
      linkLabel: "Open the contact form",
      href: "/contact",
    },
  ],
} as const satisfies {
  intro: SectionIntro;
  options: readonly ContactOption[];
};

export const learningCenterCta = {
  title: "Get Answers Specific to Your Business",
  description:
    "Our free audit reviews your website, search visibility and competitors, and comes with a custom strategy. No obligation.",
  actions: [
    { label: "Start Your Free Audit", to: "/free-audit" },
    { label: "See Pricing", to: "/pricing" },
  ],
} as const satisfies CtaContent;
