/**
 * What the chat assistant knows (product.md D8): facts read from the site's own content modules,
 * each quoting the text as a page states it, with that page as its source. Nothing here states a
 * fact of its own, so the assistant follows the content whenever it changes; the keywords only
 * help the search find a fact.
 */
import {
  aboutHero,
  companyValues,
  dmvStory,
  missionStatement,
  whyAiNow,
} from "#app/content/about.ts";
import {
  aiAgentsBenefits,
  aiAgentsFeatures,
  aiAgentsHero,
  aiAgentsPlans,
  aiAgentsSeo,
  aiAgentsTraining,
} from "#app/content/ai-marketing-agents.ts";
import {
  bookHero,
  bookPageName,
  bookSeo,
  manageSeo,
} from "#app/content/book.ts";
import type { ChatLink } from "#app/content/chat-answers.ts";
import { contactInfo } from "#app/content/contact.ts";
import { eCommerceSeo } from "#app/content/e-commerce.ts";
import {
  eCommerceFeatures,
  eCommerceHero,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
} from "#app/content/e-commerce-copy.ts";
import {
  auditConfirmation,
  auditExpectations,
  freeAuditHero,
} from "#app/content/free-audit.ts";
import { localExpertise } from "#app/content/home.ts";
import {
  contentFlow,
  dailyTasks,
  howItWorksHero,
  howItWorksSeo,
  setupSteps,
} from "#app/content/how-it-works.ts";
import { blogFeedLink, blogPage } from "#app/content/blog.ts";
import {
  faqs,
  learningCenterContact,
  learningCenterHero,
} from "#app/content/learning-center.ts";
import { mobileAppsSeo } from "#app/content/mobile-apps.ts";
import {
  mobileAppsHero,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps-copy.ts";
import {
  bottomBarLinks,
  footerColumns,
  primaryLinks,
  serviceLinks,
} from "#app/content/navigation.ts";
import { plans, popularBadgeLabel } from "#app/content/plans.ts";
import {
  planPriceList,
  pricingPlansNote,
  pricingPolicies,
} from "#app/content/pricing.ts";
import { privacyPolicySections } from "#app/content/privacy-policy.ts";
import { resourceLibrary, resourcesHero } from "#app/content/resources.ts";
import { resourceCategories } from "#app/content/resources-catalogue.ts";
import {
  calculatorAnchor,
  webTools,
  webToolsCalculator,
  webToolsHero,
} from "#app/content/web-tools.ts";
import {
  seoBenefits,
  seoFeatures,
  seoHero,
  seoProcess,
  seoSeo,
} from "#app/content/seo-automation.ts";
import { site } from "#app/content/site.ts";
import {
  portfolioGallery,
  portfolioProjects,
  portfolioSeo,
} from "#app/content/portfolio.ts";
import { storeExamples } from "#app/content/store-examples.ts";
import type { PortfolioProject } from "#app/content/portfolio-types.ts";
import {
  ecommerceExamplesHero,
  storeGallery,
} from "#app/content/ecommerce-examples.ts";
import { dmvDirectoryHero } from "#app/content/dmv-directory.ts";
import { industryTrendsHero } from "#app/content/industry-trends-copy.ts";
import { industryNewsletter } from "#app/content/industry-trends.ts";
import { noCardToday, signupPage } from "#app/content/signup.ts";
import {
  socialBenefits,
  socialFeatures,
  socialHero,
  socialPlatforms,
  socialSeo,
} from "#app/content/social-media-management.ts";
import { supportFaqs } from "#app/content/support.ts";
import type {
  DocumentBlock,
  HeroContent,
  ItemGroup,
  ProcessStep,
  SectionIntro,
  ServiceOffering,
  ServicePackage,
} from "#app/content/types.ts";
import {
  uxUiDesignHero,
  uxUiDesignProcess,
  uxUiDesignSeo,
  uxUiDesignServices,
  uxUiDesignTools,
} from "#app/content/ux-ui-design.ts";
import {
  webDevelopmentHero,
  webDevelopmentProcess,
  webDevelopmentSeo,
  webDevelopmentServices,
  webDevelopmentTechnologies,
} from "#app/content/web-development.ts";
import {
  builderBenefits,
  builderBusinessTypes,
  builderFeatures,
  builderHero,
  builderSeo,
  builderSteps,
} from "#app/content/website-builder.ts";
import { formatPrice } from "#app/lib/format.ts";

export interface Fact {
  /** `<page or module>:<item id>`, stable while the content's ids are. */
  id: string;
  title: string;
  /** The fact as the site states it. */
  text: string;
  /** Words a visitor may use for it that the text does not contain. */
  keywords: readonly string[];
  /** The page that states it. */
  source: ChatLink;
}

/** Pages' names as the navigation shows them, so that links read like the site's own. */
const navigationLinks: readonly { label: string; to: string }[] = [
  ...bottomBarLinks,
  ...serviceLinks,
  ...primaryLinks,
  ...footerColumns.flatMap(
    (column): readonly { label: string; to: string }[] => column.links,
  ),
];
const pageLabels = new Map([
  // Linked from pages, not from the navigation.
  ["/resources", resourcesHero.eyebrow],
  ["/web-tools", webToolsHero.eyebrow],
  ["/book", bookPageName],
  ["/ecommerce-examples", ecommerceExamplesHero.eyebrow],
  ...navigationLinks.map((link): [string, string] => [link.to, link.label]),
]);

function page(href: string): ChatLink {
  return { label: pageLabels.get(href) ?? href, href };
}

/** "Eastern Time" for "America/New_York": the zone's name whatever the season. */
function timeZoneName(timeZone: string): string {
  return (
    new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(0)
      .find((part) => part.type === "timeZoneName")?.value ?? timeZone
  );
}

/** "A, B and C" */
function listOf(items: readonly string[]): string {
  return items.length < 2
    ? items.join("")
    : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** The text with a full stop at its end, unless it has one. */
const sentence = (text: string) => (/[.!?:]$/.test(text) ? text : `${text}.`);

const joinSentences = (parts: readonly string[]) =>
  parts.filter(Boolean).map(sentence).join(" ");

/** Keywords of the pages, by topic. */
const topics = {
  plans: [
    "plan",
    "plans",
    "price",
    "pricing",
    "cost",
    "monthly",
    "subscription",
  ],
  agents: ["AI", "agent", "agents", "marketing", "automation"],
  seo: ["SEO", "search", "Google", "rankings", "keywords"],
  social: ["social", "media", "Facebook", "Instagram", "posts"],
  builder: ["website", "builder", "DIY", "templates"],
  web: ["website", "web", "development", "developer", "build"],
  design: ["design", "UX", "UI", "designer"],
  commerce: ["ecommerce", "online", "store", "shop", "sell"],
  mobile: ["mobile", "app", "apps", "iPhone", "Android"],
  contact: ["contact", "reach", "call", "phone", "number", "email", "hours"],
  local: ["DMV", "local", "Washington", "DC", "Maryland", "Virginia", "area"],
  audit: ["audit", "free", "review", "strategy", "consultation"],
  privacy: ["privacy", "data", "information", "personal"],
} as const;

/** A page's hero: what the page is about, in its own summary, under the page's name. */
function overview(
  id: string,
  hero: Pick<HeroContent, "eyebrow" | "title" | "description" | "points">,
  href: string,
  keywords: readonly string[],
): Fact {
  return {
    id: `${id}:overview`,
    title: `${hero.eyebrow ?? page(href).label}: ${hero.title}`,
    text: joinSentences([hero.description, ...(hero.points ?? [])]),
    keywords,
    source: page(href),
  };
}

/**
 * A page's description for search engines: its offer in a sentence or two, often with its
 * starting price ("From $297/month").
 */
function summary(
  id: string,
  seo: { title: string; description: string },
  href: string,
  keywords: readonly string[],
): Fact {
  return {
    id: `${id}:summary`,
    title: seo.title,
    text: seo.description,
    keywords: [...keywords, "price", "cost"],
    source: page(href),
  };
}

/** One fact per item of a list of titled descriptions (features, benefits, values). */
function items(
  prefix: string,
  list: readonly { id: string; title: string; description: string }[],
  href: string,
  keywords: readonly string[],
): Fact[] {
  return list.map((item) => ({
    id: `${prefix}:${item.id}`,
    title: item.title,
    text: sentence(item.description),
    keywords,
    source: page(href),
  }));
}

/** One fact for a list of steps, numbered as the page shows them. */
function steps(
  id: string,
  title: string,
  list: readonly Pick<ProcessStep, "title" | "description" | "duration">[],
  href: string,
  keywords: readonly string[],
): Fact {
  return {
    id,
    title,
    text: list
      .map(
        (step, index) =>
          `${index + 1}. ${step.title}${step.duration ? ` (${step.duration})` : ""}: ${sentence(step.description)}`,
      )
      .join(" "),
    keywords: [...keywords, "steps", "process"],
    source: page(href),
  };
}

function questions(
  prefix: string,
  list: readonly { id: string; question: string; answer: string }[],
  href: string,
): Fact[] {
  return list.map((item) => ({
    id: `${prefix}:${item.id}`,
    title: item.question,
    text: item.answer,
    keywords: [],
    source: page(href),
  }));
}

/**
 * The words visitors use for a tier by its place in a range listed from smallest to largest
 * ("the mid-size package", "the biggest app tier").
 */
const TIER_WORDS = {
  lowest: [
    "cheapest",
    "smallest",
    "lowest",
    "entry",
    "basic",
    "least expensive",
  ],
  middle: [
    "middle",
    "mid",
    "medium",
    "midsize",
    "mid-size",
    "mid-level",
    "mid-tier",
    "second",
  ],
  highest: [
    "biggest",
    "largest",
    "top",
    "highest",
    "premium",
    "priciest",
    "most expensive",
  ],
} as const;

/** Every word for a tier's place in a range ("basic", "biggest"). */
export const allTierWords: readonly string[] = Object.values(TIER_WORDS).flat();

function tierWords(index: number, count: number): readonly string[] {
  if (index === 0) return TIER_WORDS.lowest;
  if (index === count - 1) return TIER_WORDS.highest;
  return count === 3 ? TIER_WORDS.middle : [];
}

/**
 * The initials of a name of three words or more, as visitors shorten it ("PWA" for Progressive
 * Web Apps, "CRO" for Conversion Rate Optimization); none for a shorter name, a hyphenated
 * compound counting as one word.
 */
export function acronymOf(name: string): string | undefined {
  // A hyphenated compound is one word: nobody says "CPA" for Cross-Platform Apps.
  const words = name.split(/\s+/).filter((word) => /^\p{L}/u.test(word));
  return words.length >= 3
    ? words
        .map((word) => word.charAt(0))
        .join("")
        .toUpperCase()
    : undefined;
}

/**
 * Priced cards (services, packages): name, description, price, timeline and what they include;
 * a range of tiers (`tiered`) also by each one's place in it, and every card by its initials.
 */
function pricedCards(
  prefix: string,
  cards: readonly (ServiceOffering | ServicePackage)[],
  href: string,
  keywords: readonly string[],
  { tiered = false }: { tiered?: boolean } = {},
): Fact[] {
  return cards.map((card, index) => {
    const name = "name" in card ? card.name : card.title;
    return {
      id: `${prefix}:${card.id}`,
      title: name,
      text: joinSentences([
        `${name}${"popular" in card && card.popular ? ` (${popularBadgeLabel})` : ""}: ${card.description}`,
        `Price: ${card.priceText}`,
        `Timeline: ${card.timelineText}`,
        `Includes: ${card.features.join("; ")}`,
      ]),
      keywords: [
        ...keywords,
        "price",
        "cost",
        "timeline",
        ...(tiered ? tierWords(index, cards.length) : []),
        ...[acronymOf(name) ?? []].flat(),
      ],
      source: page(href),
    };
  });
}

/** A note under a page's cards (what prices depend on, what every package includes). */
function note(
  id: string,
  title: string,
  text: string,
  href: string,
  keywords: readonly string[],
): Fact {
  return { id, title, text, keywords, source: page(href) };
}

/** A project the site shows, as its card tells it: for whom, what was done and what changed. */
function workExample(
  id: string,
  project: PortfolioProject,
  href: string,
  platform?: string,
): Fact {
  return note(
    id,
    project.title,
    joinSentences([
      `${project.title}: ${project.client}`,
      project.description,
      ...(platform ? [platform] : []),
      `Result: ${project.results.primary}`,
      project.results.metric,
    ]),
    href,
    [project.industry, project.client, ...project.services],
  );
}

/**
 * A section of named groups of items (a technology stack, the tools a team works in, what every
 * store includes), each group's title with its items; `intro` leads with the section's
 * description.
 */
function groupedItems(
  id: string,
  section: {
    intro: SectionIntro;
    groups: readonly Pick<ItemGroup, "title" | "items">[];
  },
  href: string,
  keywords: readonly string[],
  { intro = true, separator = ", " } = {},
): Fact {
  return note(
    id,
    section.intro.title,
    joinSentences([
      ...(intro && section.intro.description
        ? [section.intro.description]
        : []),
      ...section.groups.map(
        (group) => `${group.title}: ${group.items.join(separator)}`,
      ),
    ]),
    href,
    keywords,
  );
}

/** The packages or tiers of a page side by side, each with its price, for "what budget?". */
function pricesOf(packages: readonly ServicePackage[]): string {
  return packages.map((item) => `${item.name}: ${item.priceText}`).join("; ");
}

function planFacts(): Fact[] {
  const catalogue: Fact = {
    id: "pricing:plans",
    title: "AI marketing agent plans and prices",
    text: joinSentences([
      `Our AI marketing agent plans: ${planPriceList.replaceAll(" · ", ", ")}, per month`,
      pricingPlansNote,
    ]),
    keywords: [...topics.plans, ...topics.agents, "how much", "options"],
    source: page("/pricing"),
  };
  return [
    catalogue,
    ...plans.map((plan) => ({
      id: `pricing:plan-${plan.id}`,
      title: `${plan.name} plan (${plan.catalogName})`,
      text: joinSentences([
        `The ${plan.name} plan (${plan.catalogName}) costs ${formatPrice(plan.monthlyPrice)} per month${plan.popular ? " and is our most popular plan" : ""}`,
        plan.description,
        `It includes ${listOf(plan.features.map((feature) => feature.charAt(0).toLowerCase() + feature.slice(1)))}`,
      ]),
      keywords: [
        ...topics.plans,
        plan.id,
        plan.name,
        "include",
        "features",
        "name",
        // Every plan's social posts go out on these ("daily posts on Instagram and Facebook").
        ...socialPlatforms.features.map((platform) => platform.title),
      ],
      source: page("/pricing"),
    })),
  ];
}

/** The contact page's cards: location, phone, e-mail and hours, from the site configuration. */
function contactFacts(): Fact[] {
  const lines = contactInfo.cards.map(
    (card) =>
      `${card.title}: ${[
        ...("link" in card ? [card.link.label] : []),
        ...card.lines,
      ].join(", ")}`,
  );
  return [
    {
      id: "contact:details",
      title: "How to reach us",
      text: joinSentences(lines),
      keywords: [
        ...topics.contact,
        "open",
        "opening",
        "weekend",
        "address",
        ...site.hours.days,
      ],
      source: page("/contact"),
    },
    {
      id: "site:hours",
      title: "Business hours",
      text: joinSentences([
        `Our business hours are ${site.hours.label}, in the ${timeZoneName(site.hours.timeZone)} zone`,
        site.hours.weekendLabel,
        `Call us at ${site.phone}`,
      ]),
      // The days the label abbreviates ("Mon-Fri"), as visitors write them.
      keywords: [
        "hours",
        "open",
        "opening",
        "closed",
        "weekend",
        "time",
        "zone",
        ...site.hours.days,
      ],
      source: page("/contact"),
    },
    {
      id: "site:service-areas",
      title: "Where we work",
      text: joinSentences([
        `${site.name} is based in ${site.location}`,
        `${site.locationDetail}: ${listOf(site.serviceAreas)}`,
      ]),
      keywords: [...topics.local, "serve", "located", "location", "where"],
      source: page("/contact"),
    },
    ...learningCenterContact.options.map((option) => ({
      id: `learning-center:contact-${option.id}`,
      title: option.title,
      text: joinSentences([
        option.description,
        `${option.detail}: ${option.linkLabel}`,
      ]),
      keywords: topics.contact,
      source: page("/learning-center"),
    })),
  ];
}

function blockText(block: DocumentBlock): string {
  switch (block.kind) {
    case "paragraph":
      return block.text;
    case "list":
      return (
        block.items
          .map((item) =>
            typeof item === "string" ? item : `${item.term}: ${item.text}`,
          )
          // Items ending in ";" are parts of one sentence that the paragraph before them starts.
          .map((item) => (item.endsWith(";") ? item : sentence(item)))
          .join(" ")
      );
    case "contact":
      return block.items
        .map((item) => `${item.label}: ${item.text}`)
        .join(". ");
  }
}

function privacyFacts(): Fact[] {
  return privacyPolicySections.map((section) => ({
    id: `privacy-policy:${section.id}`,
    title: `Privacy policy: ${section.title}`,
    text: joinSentences(section.blocks.map(blockText)),
    keywords: topics.privacy,
    source: page("/privacy-policy"),
  }));
}

function buildFacts(): Fact[] {
  return [
    ...planFacts(),
    ...questions("pricing", pricingPolicies.items, "/pricing"),
    ...questions("support", supportFaqs.items, "/support"),
    ...questions("learning-center", faqs, "/learning-center"),
    ...contactFacts(),
    {
      id: "services:overview",
      title: "Our services",
      text: joinSentences(
        serviceLinks.map((link) => `${link.label}: ${link.description}`),
      ),
      keywords: ["services", "offer", "do", "provide", "help"],
      source: page("/"),
    },

    // How the agents work.
    overview("how-it-works", howItWorksHero, "/how-it-works", topics.agents),
    summary("how-it-works", howItWorksSeo, "/how-it-works", topics.agents),
    steps(
      "how-it-works:setup",
      "Getting started in three steps",
      setupSteps,
      "/how-it-works",
      [...topics.agents, "setup", "start", "onboarding"],
    ),
    steps(
      "how-it-works:content-flow",
      contentFlow.intro.title,
      contentFlow.stages,
      "/how-it-works",
      topics.agents,
    ),
    ...items("how-it-works", dailyTasks.features, "/how-it-works", [
      ...topics.agents,
      "daily",
    ]),
    overview(
      "ai-marketing-agents",
      aiAgentsHero,
      "/ai-marketing-agents",
      topics.agents,
    ),
    summary(
      "ai-marketing-agents",
      aiAgentsSeo,
      "/ai-marketing-agents",
      topics.agents,
    ),
    ...items(
      "ai-marketing-agents",
      aiAgentsFeatures.features,
      "/ai-marketing-agents",
      topics.agents,
    ),
    steps(
      "ai-marketing-agents:training",
      aiAgentsTraining.intro.title,
      aiAgentsTraining.steps,
      "/ai-marketing-agents",
      [...topics.agents, "training", "onboarding"],
    ),
    ...items(
      "ai-marketing-agents",
      aiAgentsBenefits.benefits,
      "/ai-marketing-agents",
      topics.agents,
    ),
    note(
      "ai-marketing-agents:plans",
      aiAgentsPlans.intro.title,
      joinSentences([aiAgentsPlans.intro.description, aiAgentsPlans.note]),
      "/ai-marketing-agents",
      [...topics.agents, ...topics.plans],
    ),

    // SEO and social media, done by the agent.
    overview("seo-automation", seoHero, "/seo-automation", topics.seo),
    summary("seo-automation", seoSeo, "/seo-automation", topics.seo),
    ...items(
      "seo-automation",
      seoFeatures.features,
      "/seo-automation",
      topics.seo,
    ),
    steps(
      "seo-automation:process",
      seoProcess.intro.title,
      seoProcess.steps,
      "/seo-automation",
      topics.seo,
    ),
    ...items(
      "seo-automation",
      seoBenefits.benefits,
      "/seo-automation",
      topics.seo,
    ),
    note(
      "seo-automation:note",
      "How long SEO takes",
      seoBenefits.note,
      "/seo-automation",
      [...topics.seo, "results", "guarantee"],
    ),
    overview(
      "social-media-management",
      socialHero,
      "/social-media-management",
      topics.social,
    ),
    summary(
      "social-media-management",
      socialSeo,
      "/social-media-management",
      topics.social,
    ),
    note(
      "social-media-management:platforms",
      socialPlatforms.intro.title,
      joinSentences(
        socialPlatforms.features.map(
          (item) => `${item.title}: ${item.description}`,
        ),
      ),
      "/social-media-management",
      [...topics.social, "platforms", "networks"],
    ),
    ...items(
      "social-media-management",
      socialFeatures.features,
      "/social-media-management",
      topics.social,
    ),
    ...items(
      "social-media-management",
      socialBenefits.benefits,
      "/social-media-management",
      topics.social,
    ),

    // The website builder (it has no published price).
    overview(
      "website-builder",
      builderHero,
      "/website-builder",
      topics.builder,
    ),
    summary("website-builder", builderSeo, "/website-builder", topics.builder),
    ...items(
      "website-builder",
      builderFeatures.features,
      "/website-builder",
      topics.builder,
    ),
    steps(
      "website-builder:steps",
      builderSteps.intro.title,
      builderSteps.steps,
      "/website-builder",
      topics.builder,
    ),
    note(
      "website-builder:business-types",
      builderBusinessTypes.intro.title,
      joinSentences(
        builderBusinessTypes.features.map(
          (item) => `${item.title}: ${item.description}`,
        ),
      ),
      "/website-builder",
      [...topics.builder, "industries", "business"],
    ),
    ...items(
      "website-builder",
      builderBenefits.benefits,
      "/website-builder",
      topics.builder,
    ),

    // Web development.
    overview(
      "web-development",
      webDevelopmentHero,
      "/web-development",
      topics.web,
    ),
    summary(
      "web-development",
      webDevelopmentSeo,
      "/web-development",
      topics.web,
    ),
    ...pricedCards(
      "web-development",
      webDevelopmentServices.services,
      "/web-development",
      topics.web,
    ),
    note(
      "web-development:prices",
      "What web development prices depend on",
      webDevelopmentServices.note,
      "/web-development",
      [...topics.web, "price", "cost", "estimate", "quote"],
    ),
    steps(
      "web-development:process",
      webDevelopmentProcess.intro.title,
      webDevelopmentProcess.steps,
      "/web-development",
      [...topics.web, "timeline", "project", "hosting", "domain"],
    ),
    groupedItems(
      "web-development:technologies",
      webDevelopmentTechnologies,
      "/web-development",
      [...topics.web, "technology", "stack", "tools"],
    ),

    // UX/UI design.
    overview("ux-ui-design", uxUiDesignHero, "/ux-ui-design", topics.design),
    summary("ux-ui-design", uxUiDesignSeo, "/ux-ui-design", topics.design),
    ...pricedCards(
      "ux-ui-design",
      uxUiDesignServices.services,
      "/ux-ui-design",
      topics.design,
    ),
    note(
      "ux-ui-design:prices",
      "What design prices depend on",
      uxUiDesignServices.note,
      "/ux-ui-design",
      [...topics.design, "price", "cost", "estimate", "quote"],
    ),
    steps(
      "ux-ui-design:process",
      uxUiDesignProcess.intro.title,
      uxUiDesignProcess.steps,
      "/ux-ui-design",
      topics.design,
    ),
    // Without the section's description, whose "industry-standard" and "accessibility" took
    // questions on accessibility standards from the facts that answer them.
    groupedItems(
      "ux-ui-design:tools",
      uxUiDesignTools,
      "/ux-ui-design",
      [...topics.design, "tools", "software"],
      { intro: false },
    ),

    // E-commerce.
    overview("e-commerce", eCommerceHero, "/e-commerce", topics.commerce),
    summary("e-commerce", eCommerceSeo, "/e-commerce", topics.commerce),
    ...pricedCards(
      "e-commerce",
      eCommerceServices.services,
      "/e-commerce",
      topics.commerce,
    ),
    note(
      "e-commerce:prices",
      "What e-commerce prices depend on",
      eCommerceServices.note,
      "/e-commerce",
      [...topics.commerce, "price", "cost", "quote"],
    ),
    groupedItems(
      "e-commerce:features",
      eCommerceFeatures,
      "/e-commerce",
      [...topics.commerce, "features", "included"],
      { separator: "; " },
    ),
    ...pricedCards(
      "e-commerce-package",
      eCommercePackages.packages,
      "/e-commerce",
      [...topics.commerce, "package"],
      { tiered: true },
    ),
    note(
      "e-commerce:packages-note",
      eCommercePackages.intro.title,
      joinSentences([
        eCommercePackages.intro.description,
        pricesOf(eCommercePackages.packages),
        eCommercePackages.note,
      ]),
      "/e-commerce",
      [...topics.commerce, "package", "packages", "support"],
    ),
    ...eCommercePlatforms.platforms.map((platform) => ({
      id: `e-commerce-platform:${platform.id}`,
      title: `${platform.name} (e-commerce platform)`,
      text: joinSentences([
        `${platform.name}: ${platform.description}`,
        `Best for: ${platform.bestFor}`,
        `Platform pricing: ${platform.pricing}`,
        eCommercePlatforms.note,
      ]),
      keywords: [...topics.commerce, "platform", platform.name],
      source: page("/e-commerce"),
    })),

    // Mobile apps.
    overview("mobile-apps", mobileAppsHero, "/mobile-apps", topics.mobile),
    summary("mobile-apps", mobileAppsSeo, "/mobile-apps", topics.mobile),
    ...pricedCards(
      "mobile-apps",
      mobileAppsServices.services,
      "/mobile-apps",
      topics.mobile,
    ),
    note(
      "mobile-apps:prices",
      "What app prices depend on",
      mobileAppsServices.note,
      "/mobile-apps",
      [...topics.mobile, "price", "cost", "estimate"],
    ),
    ...pricedCards(
      "mobile-apps-tier",
      mobileAppsTiers.packages,
      "/mobile-apps",
      [...topics.mobile, "tier", "package"],
      { tiered: true },
    ),
    note(
      "mobile-apps:tiers-note",
      mobileAppsTiers.intro.title,
      joinSentences([
        mobileAppsTiers.intro.description,
        pricesOf(mobileAppsTiers.packages),
        mobileAppsTiers.note,
      ]),
      "/mobile-apps",
      [...topics.mobile, "tiers", "maintenance", "support"],
    ),
    groupedItems("mobile-apps:technologies", mobileAppsStack, "/mobile-apps", [
      ...topics.mobile,
      "technology",
      "stack",
      "tools",
    ]),

    // The free audit.
    overview("free-audit", freeAuditHero, "/free-audit", topics.audit),
    note(
      "free-audit:expectations",
      auditExpectations.title,
      joinSentences(
        auditExpectations.items.map(
          (item) => `${item.title}: ${item.description}`,
        ),
      ),
      "/free-audit",
      [...topics.audit, "expect"],
    ),
    note(
      "free-audit:next-steps",
      "What happens after you request an audit",
      joinSentences([
        // Without the confirmation's first sentence ("Your … request is in."), which is true only
        // for the visitor who has just sent one.
        auditConfirmation.description
          .split(/(?<=[.!?])\s+/)
          .slice(1)
          .join(" "),
        ...auditConfirmation.nextSteps.map(
          (step) => `${step.title}: ${step.description}`,
        ),
        auditConfirmation.setupNote,
      ]),
      "/free-audit",
      [...topics.audit, "next", "after", "happens"],
    ),

    // Creating an account for a plan: the signup page is reached from Pricing, with a plan chosen.
    note(
      "pricing:create-account",
      signupPage.seo.title,
      joinSentences([
        signupPage.seo.description,
        noCardToday,
        signupPage.moneyBack,
      ]),
      "/pricing",
      [
        "sign up",
        "signup",
        "create",
        "account",
        "charge",
        "charged",
        "payment",
        "today",
        "refund",
      ],
    ),

    // The strategy call.
    note(
      "book:overview",
      bookHero.title,
      joinSentences([
        bookSeo.description,
        bookHero.intro,
        manageSeo.description,
      ]),
      "/book",
      [
        "book",
        "booking",
        "call",
        "strategy",
        "consultation",
        "schedule",
        "meeting",
        "appointment",
      ],
    ),

    // The company and its local focus.
    overview("about", aboutHero, "/about", ["about", "company", "team", "who"]),
    note(
      "about:story",
      dmvStory.intro.title,
      dmvStory.intro.description,
      "/about",
      ["about", "company", "founded", "history", "story"],
    ),
    ...items("about", dmvStory.features, "/about", topics.local),
    ...items("about", companyValues, "/about", ["values", "company"]),
    note("about:mission", "Our mission", missionStatement, "/about", [
      "mission",
      "company",
    ]),
    ...items("about-why-ai", whyAiNow.features, "/about", topics.agents),
    note(
      "home:local-expertise",
      localExpertise.intro.title,
      localExpertise.intro.description,
      "/",
      [...topics.local, "expertise", "market", "know"],
    ),
    ...items("home-local", localExpertise.features, "/", [
      ...topics.local,
      "expertise",
      "market",
    ]),

    // What to read: the blog, the resources and the learning center.
    note(
      "blog:overview",
      `Blog: ${blogPage.title}`,
      joinSentences([
        blogPage.intro,
        // The feed the blog's pages link to, for a feed reader.
        `New posts are also in our ${blogPage.rss}, at ${blogFeedLink.href}, for any feed reader`,
      ]),
      "/blog",
      ["blog", "articles", "posts", "tips", "advice", "read", "rss", "feed"],
    ),
    overview("resources", resourcesHero, "/resources", [
      "resources",
      "guides",
      "checklists",
      "templates",
      "download",
    ]),
    note(
      "resources:library",
      resourceLibrary.intro.title,
      joinSentences([resourceLibrary.intro.description, resourceLibrary.note]),
      "/resources",
      ["resources", "guides", "checklists", "templates", "free"],
    ),
    // Each guide, checklist and template of the library, for a question that asks for one.
    ...resourceCategories.flatMap((category) =>
      category.resources.map((resource) =>
        note(
          `resource:${resource.id}`,
          resource.title,
          joinSentences([
            `${resource.title}: a free ${resource.type.toLowerCase()} (${category.title}, ${resource.difficulty.toLowerCase()}, ${resource.duration})`,
            resource.description,
            resourceLibrary.note,
          ]),
          "/resources",
          resource.topics,
        ),
      ),
    ),
    // The free tools: the cost calculator, and the checks the team runs.
    overview("web-tools", webToolsHero, "/web-tools", [
      "tools",
      "free",
      "calculator",
      "checks",
    ]),
    note(
      "web-tools:calculator",
      webToolsCalculator.intro.title,
      joinSentences([
        // Named as the page names it, so that the visitor can find it there.
        `${webToolsCalculator.intro.title}: ${webToolsCalculator.intro.description}`,
        `You enter: ${listOf(webToolsCalculator.fields.map((field) => field.label.charAt(0).toLowerCase() + field.label.slice(1)))}`,
        webToolsCalculator.formula,
        webToolsCalculator.note,
      ]),
      "/web-tools",
      ["calculator", "estimate", "cost", "budget", "tool"],
    ),
    // The calculator is the note above; the list links to it on the page.
    ...webTools
      .filter((tool) => tool.action.to !== `#${calculatorAnchor}`)
      .map((tool) =>
        note(
          `web-tools:${tool.id}`,
          tool.name,
          joinSentences([`${tool.name}: ${tool.description}`, tool.usage]),
          "/web-tools",
          ["tool", "free", "check"],
        ),
      ),

    overview("learning-center", learningCenterHero, "/learning-center", [
      "learning",
      "questions",
      "answers",
      "faq",
    ]),

    // The work: what the portfolio and the store examples show, and their note that clients
    // are described rather than named. The pages' words for their clients' trades ("repair
    // shops") are left to the pages: here they would read as services of ours.
    note(
      "portfolio:overview",
      portfolioSeo.title,
      joinSentences([
        portfolioSeo.description,
        portfolioGallery.intro.description,
      ]),
      "/portfolio",
      ["portfolio", "examples", "projects", "case studies", "clients"],
    ),
    note(
      "portfolio:note",
      portfolioGallery.intro.title,
      portfolioGallery.note,
      "/portfolio",
      ["portfolio", "examples", "clients", "results", "real", "names"],
    ),
    note(
      "ecommerce-examples:overview",
      ecommerceExamplesHero.eyebrow,
      joinSentences([
        storeGallery.intro.description,
        ...ecommerceExamplesHero.points,
      ]),
      "/ecommerce-examples",
      ["examples", "stores", "online stores", "shops", "ecommerce"],
    ),
    note(
      "ecommerce-examples:note",
      storeGallery.intro.title,
      storeGallery.note,
      "/ecommerce-examples",
      ["examples", "stores", "results", "real", "names"],
    ),
    // Each project and store of those pages, for a question that asks for work of a kind ("sites
    // you made for bakeries"): only such a question finds them, so their trades stay no service.
    ...portfolioProjects.map((project) =>
      workExample(`project:${project.id}`, project, "/portfolio"),
    ),
    ...storeExamples.map((store) =>
      workExample(
        `store-example:${store.id}`,
        store,
        "/ecommerce-examples",
        `Built on ${store.platform}`,
      ),
    ),

    // The directory of local web, design and marketing firms, and the trends page.
    overview("dmv-directory", dmvDirectoryHero, "/dmv-directory", [
      "directory",
      "list",
      "listing",
      "firms",
      "agencies",
      "developers",
    ]),
    overview("industry-trends", industryTrendsHero, "/industry-trends", [
      "trends",
      "news",
      "predictions",
      "reports",
    ]),
    note(
      "industry-trends:newsletter",
      industryNewsletter.intro.title,
      industryNewsletter.intro.description,
      "/industry-trends",
      ["newsletter", "subscribe", "email", "inbox", "trends"],
    ),

    ...privacyFacts(),
  ];
}

let facts: readonly Fact[] | undefined;

/** The facts, built once per process from the content modules. */
export function getFacts(): readonly Fact[] {
  facts ??= buildFacts();
  return facts;
}
