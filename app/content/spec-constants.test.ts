/**
 * The spec's literal constants (spec.md, and product.md where it overrides the spec), each pinned
 * exactly once, against the content module that holds it. Every other test, unit or browser, reads
 * these values from the content modules and checks rules: a price, a name, a count or a message
 * the spec changes is changed here and in its content module, nowhere else.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MemoryRouter } from "react-router";
import { PlanCards } from "#app/components/sections/plan-cards.tsx";
import {
  aboutCta,
  aboutHero,
  aboutSpecialties,
  companyValues,
  dmvStory,
  mission,
  whyAiNow,
} from "#app/content/about.ts";
import { businessTypes } from "#app/content/business-types.ts";
import {
  contactFormCopy,
  contactHero,
  contactInfo,
  contactMessages,
} from "#app/content/contact.ts";
import {
  directoryCategories,
  directoryLocations,
} from "#app/content/dmv-directory-listings.ts";
import { directoryCopy } from "#app/content/dmv-directory.ts";
import {
  eCommerceFeatures,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
  eCommerceStories,
} from "#app/content/e-commerce-copy.ts";
import { storeCardFeatureCount } from "#app/content/ecommerce-examples.ts";
import { storeCategories, storeExamples } from "#app/content/store-examples.ts";
import { featureCards, featuresTestimonials } from "#app/content/features.ts";
import {
  auditBenefits,
  auditConfirmation,
  auditFormSections,
  auditMessages,
} from "#app/content/free-audit.ts";
import { dashboardPreview, homeHero } from "#app/content/home.ts";
import {
  contentFlow,
  dailyTasks,
  setupSteps,
} from "#app/content/how-it-works.ts";
import {
  industryEvents,
  industryResources,
} from "#app/content/industry-trends.ts";
import {
  industryPredictions,
  industryTrends,
} from "#app/content/industry-trends-copy.ts";
import {
  faqCategories,
  faqs,
  learningCenterContact,
  learningCenterFaq,
  supportPlanFrom,
} from "#app/content/learning-center.ts";
import {
  mobileAppsCaseStudies,
  mobileAppsProcess,
  mobileAppsServices,
  mobileAppsTiers,
} from "#app/content/mobile-apps-copy.ts";
import {
  defaultPlanId,
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  plans,
  popularBadgeLabel,
  yearlySavingsClaim,
} from "#app/content/plans.ts";
import {
  bottomBarCta,
  bottomBarLinks,
  footerColumns,
  freeAuditLink,
  primaryLinks,
  serviceLinks,
} from "#app/content/navigation.ts";
import { keywordRange } from "#app/content/pricing.ts";
import {
  portfolioCategories,
  portfolioProjects,
} from "#app/content/portfolio.ts";
import {
  privacyPolicySections,
  privacyPolicyUpdated,
} from "#app/content/privacy-policy.ts";
import {
  resourceCategories,
  resourceLevels,
} from "#app/content/resources-catalogue.ts";
import { resourceLibrary } from "#app/content/resources.ts";
import * as aiMarketingAgents from "#app/content/ai-marketing-agents.ts";
import { seoBenefits, seoProcess } from "#app/content/seo-automation.ts";
import { site, siteEnvKeys } from "#app/content/site.ts";
import { socialPlatforms } from "#app/content/social-media-management.ts";
import {
  DEFAULT_SUPPORT_PRIORITY,
  supportPriorities,
} from "#app/content/support-priorities.ts";
import {
  liveChatUnavailable,
  supportFaqs,
  supportFormCopy,
  supportMessages,
  supportOptions,
  supportResources,
} from "#app/content/support.ts";
import {
  uxUiDesignProcess,
  uxUiDesignServices,
  uxUiDesignTestimonials,
} from "#app/content/ux-ui-design.ts";
import {
  calculatorPlaceholders,
  defaultToolCategory,
  toolCategories,
  webTools,
  webToolsBrowser,
} from "#app/content/web-tools.ts";
import {
  webDevelopmentProcess,
  webDevelopmentServices,
  webDevelopmentStories,
} from "#app/content/web-development.ts";
import { builderFeatures, builderSteps } from "#app/content/website-builder.ts";
import { AUDIT_SOURCE } from "#app/lib/form-names.ts";
import type { ServiceOffering } from "#app/content/types.ts";
import { formatPrice } from "#app/lib/format.ts";
import { organizationJsonLd, serviceAreasJsonLd } from "#app/lib/seo.ts";

const titles = (items: readonly { title: string }[]) =>
  items.map((item) => item.title);
const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
const actions = (items: readonly { label: string; to: string }[]) =>
  items.map(({ label, to }) => [label, to]);

/** Every string reachable from a module's exports, joined. */
function textOf(module: object): string {
  const seen = new Set<unknown>();
  const out: string[] = [];
  const visit = (value: unknown) => {
    if (typeof value === "string") out.push(value);
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    for (const child of Object.values(value)) visit(child);
  };
  visit(module);
  return out.join("\n");
}

/** site.ts as configured by default: every override in the environment cleared. */
async function defaultSite() {
  vi.resetModules();
  for (const key of siteEnvKeys) vi.stubEnv(key, "");
  return import("#app/content/site.ts");
}

afterEach(() => vi.unstubAllEnvs());

describe("§1 the offer", () => {
  it("§1 pitches a flat rate at the lowest plan price against $1,500+ a month for a freelancer, over $15,000 saved per year", () => {
    expect(lowestMonthlyPrice).toBe(plans[0].monthlyPrice);
    expect(`${formatPrice(freelancerMonthlyCost)}+`).toBe("$1,500+");
    expect(yearlySavingsClaim).toBe("over $15,000");
  });

  it("§1 states the values transparency (no hidden fees, no confusing contracts), innovation and partnership", () => {
    expect(titles(companyValues)).toEqual([
      "Transparency",
      "Innovation",
      "Partnership",
    ]);
    expect(companyValues[0].description).toMatch(/no hidden fees/i);
    expect(companyValues[0].description).toMatch(/no confusing contracts/i);
  });

  it("§1 sells a website builder with drag and drop, mobile-responsive templates, e-commerce ready and automatic SEO", () => {
    expect(titles(builderFeatures.features)).toEqual([
      "Drag and drop",
      "Mobile-responsive templates",
      "E-commerce ready",
      "Automatic SEO",
    ]);
  });
});

describe("§2 screens", () => {
  it("§2 Shared layout: the top navigation, its Services dropdown, the footer columns and the mobile bottom bar", () => {
    expect(serviceLinks.map((link) => link.to)).toEqual([
      "/web-development",
      "/ux-ui-design",
      "/e-commerce",
      "/mobile-apps",
      "/seo-automation",
      "/ai-marketing-agents",
    ]);
    expect(actions(primaryLinks)).toEqual([
      ["Learning Center", "/learning-center"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
    ]);
    expect(actions([freeAuditLink])).toEqual([
      ["Start Free Audit", "/free-audit"],
    ]);
    expect(titles(footerColumns)).toEqual([
      "Services",
      "Company",
      "Get Started",
    ]);
    expect(actions([...bottomBarLinks, bottomBarCta])).toEqual([
      ["Home", "/"],
      ["Features", "/features"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
      ["Get Started", "/free-audit"],
    ]);
  });

  it("§2 Home: the hero headline 'Your 24/7 AI Marketing Team' with buttons to /free-audit and /how-it-works", () => {
    expect(homeHero.title).toBe("Your 24/7 AI Marketing Team");
    expect(homeHero.actions.map((action) => action.to)).toEqual([
      "/free-audit",
      "/how-it-works",
    ]);
  });

  it("§2 How it works: a flow from blog post to results, three steps and four daily tasks", () => {
    expect(titles(contentFlow.stages)).toEqual([
      "Blog post",
      "Social posts",
      "SEO update",
      "Results",
    ]);
    expect(titles(setupSteps)).toEqual([
      "Connect Your Platforms",
      "Configure Your Agent",
      "Activate Automation",
    ]);
    expect(dailyTasks.features).toHaveLength(4);
  });

  it("§2 Features: six feature cards and three testimonial cards", () => {
    expect(featureCards.features).toHaveLength(6);
    expect(featuresTestimonials.testimonials).toHaveLength(3);
  });

  it("§2 About: the hero, four story tiles, four Why AI cards, three values and the closing buttons", () => {
    expect(aboutHero.title).toBe(
      "More Than Just an Agency, We're the Team Behind the Agent",
    );
    expect(actions(aboutHero.actions)).toEqual([
      ["Meet Your Agent", "/free-audit"],
    ]);
    expect(dmvStory.intro.title).toBe("It All Started in the DMV");
    expect(titles(dmvStory.features)).toEqual([
      "Local Team",
      "Real Focus",
      "AI Experts",
      "Fast Results",
    ]);
    expect(whyAiNow.intro.title).toBe("Why AI? Why Now?");
    expect(whyAiNow.features).toHaveLength(4);
    expect(mission.intro.title).toBe("Our Mission");
    expect(mission.features).toHaveLength(3);
    // product.md D3: Schedule Strategy Call books the call on the site (D12).
    expect(actions(aboutCta.actions)).toEqual([
      ["Start Free Audit", "/free-audit"],
      ["Schedule Strategy Call", "/book"],
    ]);
  });

  it("§2 About: the structured data's specialties", () => {
    expect(aboutSpecialties).toEqual([
      "AI marketing automation",
      "SEO optimization",
      "social media management",
      "content creation",
      "marketing analytics",
    ]);
  });

  it("§2 Contact: 'Get In Touch', 'Send Us a Message' with a reply within 24 hours, and four info cards", () => {
    expect(contactHero.title).toBe("Get In Touch");
    expect(contactFormCopy.title).toBe("Send Us a Message");
    expect(titles(contactInfo.cards)).toEqual([
      "Location",
      "Phone",
      "Email",
      "Business Hours",
    ]);
  });

  it("§2 Free audit: three benefit tiles, three form sections and the confirmation with its next steps", () => {
    expect(auditBenefits.map((tile) => tile.label)).toEqual([
      "Strategy Analysis",
      "AI Recommendations",
      "Action Plan",
    ]);
    expect(titles(Object.values(auditFormSections))).toEqual([
      "Contact Information",
      "Business Information",
      "Marketing Goals",
    ]);
    expect(auditConfirmation.title).toBe("Request Submitted Successfully!");
    expect(auditConfirmation.description).toContain("within 24 hours");
    expect(titles(auditConfirmation.nextSteps)).toEqual([
      "Review of your current marketing",
      "AI strategy consultation call",
      "Custom automation recommendations",
    ]);
  });

  it("§2 Support: three contact options, three self-service cards and the empty FAQ search", () => {
    expect(
      supportOptions.options.map(({ title, availability, response }) => [
        title,
        availability,
        response,
      ]),
    ).toEqual([
      ["Live Chat", "24/7", "Instant"],
      ["Email Support", "24/7", "Within 2 hours"],
      // The phone line keeps the business hours, pinned below.
      ["Phone Support", site.hours.label, "Immediate"],
    ]);
    expect(titles(supportResources.cards)).toEqual([
      "Getting Started Guide",
      "Video Tutorials",
      "Best Practices",
    ]);
    expect(supportFaqs.emptyText).toBe("No FAQs found matching your search.");
  });

  it("§2 Resources hub: All Categories plus 8 categories, the four levels, the All Resources tab and Access Resource", () => {
    expect(resourceLibrary).toMatchObject({
      allCategories: "All Categories",
      allLevels: "All Levels",
      allTab: "All Resources",
      accessLabel: "Access Resource",
    });
    expect(resourceCategories).toHaveLength(8);
    expect(resourceLevels).toEqual([
      "Beginner",
      "Intermediate",
      "Advanced",
      "Expert",
    ]);
  });

  it("§2 Privacy policy: eleven sections, last updated on the day its text last changed (not the spec's December 2024)", () => {
    expect(ids(privacyPolicySections)).toEqual([
      "information-we-collect",
      "how-we-use-information",
      "how-we-share-information",
      "data-security",
      "data-retention",
      "your-rights",
      "cookies",
      "third-party-services",
      "children-under-13",
      "changes-to-this-policy",
      "contact-us",
    ]);
    expect(privacyPolicyUpdated).toEqual({
      text: "November 27, 2026",
      dateTime: "2026-11-27",
    });
  });

  it("§2 Privacy policy: the product is not intended for children under 13", () => {
    const children = privacyPolicySections.find(
      (section) => section.id === "children-under-13",
    )!;
    expect(textOf(children)).toContain("not intended for children under 13");
  });

  it("§2 Service pages: five social platforms, a 5-step SEO process and a 3-step builder flow", () => {
    expect(
      socialPlatforms.features.map(
        (platform) =>
          /^The ([\w-]+ )?[\w-]+ network\b/.exec(platform.description)?.[0],
      ),
    ).toEqual([
      "The general social network",
      "The photo-sharing network",
      "The professional network",
      "The microblogging network",
      "The short-video network",
    ]);
    expect(seoProcess.steps).toHaveLength(5);
    expect(builderSteps.steps).toHaveLength(3);
  });

  it("§2 /web-development: 6 services, 3 success stories and a 6-step process", () => {
    expect(webDevelopmentServices.services).toHaveLength(6);
    expect(webDevelopmentStories.studies).toHaveLength(3);
    expect(webDevelopmentProcess.steps).toHaveLength(6);
  });

  it("§2 /ux-ui-design: 6 design services and a 6-step process; §3 testimonials rated 5", () => {
    expect(uxUiDesignServices.services).toHaveLength(6);
    expect(uxUiDesignProcess.steps).toHaveLength(6);
    for (const testimonial of uxUiDesignTestimonials.testimonials)
      expect(testimonial.rating).toBe(5);
  });

  it("§2 /learning-center: 'No questions found', its hint and Clear Filters", () => {
    expect(learningCenterFaq.empty).toEqual({
      title: "No questions found",
      hint: "Try adjusting your search terms or browse all categories",
      clearLabel: "Clear Filters",
    });
  });

  it("§2 /web-tools: development by default, cards only in development, seo and performance, and 'More Tools Coming Soon!'", () => {
    expect(defaultToolCategory).toBe("development");
    expect([...new Set(webTools.map((tool) => tool.category))]).toEqual([
      "development",
      "seo",
      "performance",
    ]);
    expect(webToolsBrowser.comingSoon.title).toBe("More Tools Coming Soon!");
    expect(webToolsBrowser.comingSoon.action("Security").label).toBe(
      "Request a Tool",
    );
  });

  it("§2 /e-commerce: six services, four platforms, three stories, four feature categories and three packages, the middle one Most Popular", () => {
    expect(eCommerceServices.services).toHaveLength(6);
    expect(eCommercePlatforms.platforms).toHaveLength(4);
    expect(eCommerceStories.studies).toHaveLength(3);
    expect(eCommerceFeatures.groups).toHaveLength(4);
    expect(eCommercePackages.packages.map((pkg) => pkg.popular)).toEqual([
      false,
      true,
      false,
    ]);
  });

  it("§2 /mobile-apps: six services, a six-step process, three case studies and three pricing tiers", () => {
    expect(mobileAppsServices.services).toHaveLength(6);
    expect(mobileAppsProcess.steps).toHaveLength(6);
    expect(mobileAppsCaseStudies.studies).toHaveLength(3);
    expect(mobileAppsTiers.packages).toHaveLength(3);
  });

  it("§2 /industry-trends: six trends, four prediction categories, four resources and three events", () => {
    expect(industryTrends.trends).toHaveLength(6);
    expect(industryPredictions.groups).toHaveLength(4);
    expect(industryResources.resources).toHaveLength(4);
    expect(industryEvents.events).toHaveLength(3);
  });

  it("§2 /dmv-directory: the tabs Business Directory, Project Showcase and Community & Events", () => {
    expect(Object.values(directoryCopy.tabs)).toEqual([
      "Business Directory",
      "Project Showcase",
      "Community & Events",
    ]);
  });

  it("§2 /portfolio: nine projects; /ecommerce-examples: twelve stores, each card showing its first three features", () => {
    expect(portfolioProjects).toHaveLength(9);
    expect(storeExamples).toHaveLength(12);
    expect(storeCardFeatureCount).toBe(3);
  });

  it("§2 the plan cards mark the popular plan 'Most Popular'", () => {
    // The assistant says it in the badge's words: both come from `popularBadgeLabel`.
    expect(popularBadgeLabel).toBe("Most Popular");
    const markup = renderToStaticMarkup(
      createElement(
        MemoryRouter,
        null,
        createElement(PlanCards, {
          intro: { title: "Plans" },
          plans,
          variant: "full",
          planHref: (id: string) => `/signup?plan=${id}`,
          popularLabel: popularBadgeLabel,
        }),
      ),
    );
    const badges = markup.match(/>Most Popular</g) ?? [];
    expect(badges).toHaveLength(plans.filter((plan) => plan.popular).length);
    expect(badges).toHaveLength(1);
  });
});

describe("§3 entities", () => {
  it("§3 plan catalogue: ids, pricing-page names, catalogue names and prices in USD a month, growth popular", () => {
    expect(
      plans.map((plan) => [
        plan.id,
        plan.name,
        plan.catalogName,
        plan.monthlyPrice,
        plan.popular,
      ]),
    ).toEqual([
      ["starter", "Starter", "AI Starter Agent", 297, false],
      ["growth", "Pro", "AI Growth Agent", 497, true],
      ["enterprise", "Dominate", "AI Enterprise Agent", 997, false],
    ]);
  });

  it("§3 the eleven business types of the lead form, in order", () => {
    expect(businessTypes).toEqual([
      "Restaurant/Food Service",
      "Retail Store",
      "Professional Services",
      "Healthcare/Medical",
      "Real Estate",
      "Automotive",
      "Home Services",
      "Technology/Software",
      "Manufacturing",
      "Non-Profit",
      "Other",
    ]);
  });

  it("§3 the audit form's lead source and the support priorities, default normal", () => {
    expect(AUDIT_SOURCE).toBe("Free Audit Page");
    expect(supportPriorities).toEqual(["low", "normal", "high", "urgent"]);
    expect(DEFAULT_SUPPORT_PRIORITY).toBe("normal");
  });

  it("§3 resource categories: the eight ids, 4 or 5 resources each", () => {
    expect(ids(resourceCategories)).toEqual([
      "web-development",
      "ux-ui-design",
      "ecommerce",
      "seo-performance",
      "security-practices",
      "tools-templates",
      "industry-insights",
      "dmv-resources",
    ]);
    for (const category of resourceCategories) {
      expect(category.resources.length, category.id).toBeGreaterThanOrEqual(4);
      expect(category.resources.length, category.id).toBeLessThanOrEqual(5);
    }
  });

  it("§3 FAQ: 15 items across web-development, ecommerce, seo, design and business", () => {
    expect(faqs).toHaveLength(15);
    expect(ids(faqCategories)).toEqual([
      "web-development",
      "ecommerce",
      "seo",
      "design",
      "business",
    ]);
  });

  it("§3 tool categories development, seo, performance, security, design and mobile", () => {
    expect(ids(toolCategories)).toEqual([
      "development",
      "seo",
      "performance",
      "security",
      "design",
      "mobile",
    ]);
  });

  it("§3 directory categories and §5 locations", () => {
    expect(ids(directoryCategories)).toEqual([
      "web-development",
      "design-agencies",
      "ecommerce",
      "marketing",
    ]);
    expect(ids(directoryLocations)).toEqual([
      "washington",
      "virginia",
      "maryland",
    ]);
  });

  it("§3 portfolio categories and store-example categories", () => {
    expect(ids(portfolioCategories)).toEqual([
      "web-development",
      "ecommerce",
      "mobile",
      "design",
    ]);
    expect(ids(storeCategories)).toEqual([
      "fashion",
      "food",
      "electronics",
      "home",
      "beauty",
      "sports",
    ]);
  });
});

describe("§4 states and §8 messages", () => {
  it("§4 the support form shows 'Sending...' while it sends", () => {
    expect(supportFormCopy.submittingLabel).toBe("Sending...");
  });

  it("§8 the lead notices", () => {
    expect(auditMessages.successTitle).toBe("Success!");
    expect(auditMessages.success).toBe(
      "Your free audit request has been submitted. We'll contact you within 24 hours.",
    );
    expect(auditMessages.failure).toBe(
      "Failed to submit request. Please try again.",
    );
  });

  it("§8 the support alerts, with the site's email address", () => {
    expect(supportMessages.success).toBe(
      "Message sent successfully! We'll get back to you within 2 hours.",
    );
    expect(supportMessages.failure).toBe(
      `Failed to send message. Please try again or email us directly at ${site.email}`,
    );
  });

  it("§8 live chat unavailable points to the chat button at the bottom right", () => {
    expect(liveChatUnavailable.description).toContain(
      "chat button at the bottom right",
    );
  });
});

describe("§1 and §9 claims and policies, wherever the pages state them", () => {
  const agentsPage = textOf(aiMarketingAgents);
  const supportAnswers = supportFaqs.items
    .map((item) => item.answer)
    .join("\n");

  it("§1 professional setup included, for hundreds of local businesses", () => {
    expect(agentsPage).toContain("Professional setup included");
    expect(agentsPage).toMatch(/hundreds of local businesses/i);
  });

  it("§1 month-to-month billing, no contracts", () => {
    expect(agentsPage).toMatch(/no contracts/i);
    expect(supportAnswers).toContain("month-to-month");
    expect(supportAnswers).toContain("no contracts");
  });

  it("§9 a 30-day money-back guarantee", () => {
    expect(agentsPage).toContain("30-day money-back guarantee");
    expect(supportAnswers).toContain("30-day money-back guarantee");
  });

  it("§9 agent setup 24-48 hours after the audit", () => {
    expect(agentsPage).toContain("24-48 hours");
    expect(supportAnswers).toContain("24-48 hours after your audit");
    expect(auditConfirmation.setupNote).toContain(
      "24-48 hours after your audit",
    );
  });

  it("§9 upgrades take effect immediately, downgrades at the next billing cycle", () => {
    expect(supportAnswers).toContain("Upgrades take effect immediately");
    expect(supportAnswers).toContain(
      "Downgrades take effect at your next billing cycle",
    );
  });

  it("§9 support replies within 2 hours", () => {
    expect(supportAnswers).toContain("within 2 hours");
    expect(supportFormCopy.description).toContain("within 2 hours");
  });

  it("§9 SEO results in 3-6 months", () => {
    expect(faqs.find((item) => item.id === "seo-results")!.answer).toContain(
      "3-6 months",
    );
    expect(seoBenefits.note).toContain("3-6 months");
  });
});

describe("§9 business constants", () => {
  it("§9 the plans' features", () => {
    expect(plans.map((plan) => plan.features)).toEqual([
      [
        "2 blog posts per month",
        "3 social posts per week",
        "10 keywords tracked",
        "Email support",
      ],
      [
        "Weekly blog posts",
        "Daily social posts",
        "25 keywords tracked",
        "Competitor monitoring",
        "Email and chat support",
      ],
      [
        "2 blog posts per week",
        "Unlimited social posts",
        "100+ keywords tracked",
        "Rank tracking reports",
        "Conversion tracking with lead alerts",
        "Dedicated success agent",
      ],
    ]);
    expect(keywordRange()).toBe("10 to 100+");
  });

  it("§9 the home teaser's wording: 2, 4 and 8 posts per month", () => {
    expect(plans.map((plan) => plan.teaser)).toEqual([
      "2 posts per month",
      "4 posts per month",
      "8 posts per month",
    ]);
  });

  it("§9 the default plan is growth", () => {
    expect(defaultPlanId).toBe("growth");
  });

  it("§9 replies within 24 hours to the contact form and to learning-center emails", () => {
    expect(contactFormCopy.description).toContain("within 24 hours");
    expect(contactMessages.success).toContain("within 24 hours");
    expect(learningCenterContact.options[0]!.detail).toBe(
      "Answers within 24 hours",
    );
  });

  it("§9 the dashboard preview: 247 content pieces, 89% SEO score improvement, 1.2M social impressions, 24/7 active", () => {
    expect(
      dashboardPreview.stats.map((stat) => `${stat.value} ${stat.label}`),
    ).toEqual([
      "247 Content pieces",
      "89% SEO score improvement",
      "1.2M Social impressions",
      "24/7 Active",
    ]);
  });

  it("§9 the calculator's placeholders 150, 40 and 8", () => {
    expect(calculatorPlaceholders).toEqual({
      hourlyRate: "150",
      hoursPerWeek: "40",
      weeks: "8",
    });
  });

  it("§9 the web development price ranges", () => {
    expect(
      webDevelopmentServices.services.map((service) => [
        service.title,
        service.priceText,
      ]),
    ).toEqual([
      ["Custom Web Applications", "$15,000–$75,000"],
      ["E-commerce Development", "$8,000–$35,000"],
      ["Progressive Web Apps", "$12,000–$50,000"],
      ["Database Design & Integration", "$3,000–$15,000"],
      ["Security Audits", "$2,500–$8,000"],
      ["Performance Optimization", "$1,500–$5,000"],
    ]);
  });

  it("§9 the design starting prices", () => {
    expect(
      uxUiDesignServices.services.map((service) => [
        service.title,
        service.priceText,
      ]),
    ).toEqual([
      ["UX Design", "Starting at $2,500"],
      ["UI Design", "Starting at $2,000"],
      ["Mobile App Design", "Starting at $3,500"],
      ["Web App Design", "Starting at $3,000"],
      ["Design Systems", "Starting at $4,000"],
      ["Conversion Rate Optimization", "Starting at $1,500"],
    ]);
  });

  it("§9 e-commerce: services from $800 to $5,000+ over 1 to 10 weeks; packages Starter $5,000, Growth $12,000, Enterprise $25,000+", () => {
    const services: readonly ServiceOffering[] = eCommerceServices.services;
    expect(Math.min(...services.map((service) => service.price!.min))).toBe(
      800,
    );
    expect(
      services
        .filter((service) => service.price!.max === undefined)
        .map((service) => service.priceText),
    ).toEqual(["$5,000+"]);
    const weeks = services.flatMap((service) =>
      service.timelineText.match(/\d+/g)!.map(Number),
    );
    expect([Math.min(...weeks), Math.max(...weeks)]).toEqual([1, 10]);
    expect(
      eCommercePackages.packages.map((pkg) => [
        /Starter|Growth|Enterprise/.exec(pkg.name)?.[0],
        pkg.priceText,
      ]),
    ).toEqual([
      ["Starter", "$5,000"],
      ["Growth", "$12,000"],
      ["Enterprise", "$25,000+"],
    ]);
  });

  it("§9 mobile: services from $1,500 to $12,000, maintenance from $2,000 a month; packages $5,000-$15,000, $15,000-$35,000, $35,000+", () => {
    const services: readonly ServiceOffering[] = mobileAppsServices.services;
    const oneOff = services.filter((service) => !service.price!.per);
    expect(Math.min(...oneOff.map((service) => service.price!.min))).toBe(
      1_500,
    );
    expect(
      Math.max(
        ...oneOff.map((service) => service.price!.max ?? service.price!.min),
      ),
    ).toBe(12_000);
    expect(
      services
        .filter((service) => service.price!.per)
        .map((service) => service.priceText),
    ).toEqual(["Starting at $2,000/month"]);
    expect(mobileAppsTiers.packages.map((tier) => tier.priceText)).toEqual([
      "$5,000–$15,000",
      "$15,000–$35,000",
      "$35,000+",
    ]);
  });

  it("§9 FAQ claims: support plans from $200/month, the project timelines, 3 months of free support", () => {
    expect(formatPrice(supportPlanFrom)).toBe("$200");
    const answers = faqs.map((item) => item.answer).join("\n");
    expect(answers).toContain("support plan from $200/month");
    const timeline = faqs.find((item) => item.id === "website-timeline")!;
    for (const claim of [
      "simple business website of up to about ten pages takes 2-4 weeks",
      "e-commerce store takes 6-12 weeks",
      "custom web application 8-20 weeks",
      "12-30 weeks",
    ])
      expect(timeline.answer).toContain(claim);
    expect(answers).toContain("3 months of free support");
  });

  it("§9 the events run from December 2024 to March 2025", () => {
    for (const event of industryEvents.events) {
      expect(Date.parse(event.startsAt), event.id).toBeGreaterThanOrEqual(
        Date.parse("2024-12-01T00:00:00-05:00"),
      );
      expect(Date.parse(event.endsAt), event.id).toBeLessThan(
        Date.parse("2025-04-01T00:00:00-04:00"),
      );
    }
  });
});

describe("business facts (spec §2 Contact, §9 and product.md D5)", () => {
  it("names the business and its default email, phone and location", async () => {
    const { site } = await defaultSite();
    expect(site.name).toBe("DMV AI Agents");
    expect(site.email).toBe("hello@dmvaiagents.com");
    expect(site.phone).toBe("(703) 555-0142");
    expect(site.phoneE164).toBe("+17035550142");
    expect(site.url).toBe("https://www.dmvaiagents.com");
    expect(site.location).toBe("Northern Virginia");
    expect(site.locationDetail).toBe("Serving the entire DMV area");
  });

  it("§9 opens Monday to Friday 9AM-6PM EST, closed weekends (D5: the structured data states the pages' hours)", async () => {
    const { site } = await defaultSite();
    expect(site.hours).toEqual({
      label: "Mon-Fri 9AM-6PM EST",
      weekendLabel: "Closed Saturday and Sunday",
      days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
      timeZone: "America/New_York",
    });
  });

  it("serves Washington DC, Maryland and Virginia, in the site facts and the structured data", async () => {
    const { site } = await defaultSite();
    expect(site.serviceAreas).toEqual([
      "Washington, DC",
      "Maryland",
      "Virginia",
    ]);
    expect(serviceAreasJsonLd.map((area) => area.name)).toEqual(
      site.serviceAreas,
    );
  });

  it("§9 was founded in 2023; the rating of 4.9 from 127 reviews is stated nowhere, since no page shows it", async () => {
    const { site } = await defaultSite();
    expect(site.foundingYear).toBe(2023);
    expect(JSON.stringify(organizationJsonLd())).not.toMatch(/rating|review/i);
  });

  it("states its price range from the plan catalogue", async () => {
    const { site } = await defaultSite();
    const prices = plans.map((plan) => plan.monthlyPrice);
    expect(site.priceRange).toBe(
      `${formatPrice(Math.min(...prices))}-${formatPrice(Math.max(...prices))} per month`,
    );
  });
});
