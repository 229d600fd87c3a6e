import * as agents from "#app/content/ai-marketing-agents.ts";
import * as agentsSections from "#app/content/ai-marketing-agents.ts";
import * as seo from "#app/content/seo-automation.ts";
import * as seoSections from "#app/content/seo-automation.ts";
import * as social from "#app/content/social-media-management.ts";
import * as socialSections from "#app/content/social-media-management.ts";
import * as builder from "#app/content/website-builder.ts";
import * as builderSections from "#app/content/website-builder.ts";
import { describe, expect, it } from "vitest";
import { contactServicePath } from "#app/lib/paths.ts";
import { site } from "#app/content/site.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  plans,
  yearlySavingsClaim,
} from "#app/content/plans.ts";
import { keywordRange } from "#app/content/pricing.ts";
import { formatPrice } from "#app/lib/format.ts";
import { serviceAreasJsonLd } from "#app/lib/seo.ts";
import { publicPages } from "#app/content/pages.ts";
import {
  allowancesByPlan,
  keywordAllowanceRange,
  planAllowances,
} from "#app/content/plan-allowances.ts";
import type { JsonLd } from "#app/lib/seo.ts";

const from = formatPrice(lowestMonthlyPrice);
const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;

/** The service pages of spec §2, with their content modules. */
const pages = [
  {
    path: "/ai-marketing-agents",
    service: agents.aiAgentsServiceName,
    seo: agents.aiAgentsSeo,
    hero: agents.aiAgentsHero,
    jsonLd: agents.aiAgentsJsonLd(),
    modules: [agents, agentsSections],
    sellsPlans: true,
  },
  {
    path: "/seo-automation",
    service: seo.seoServiceName,
    seo: seo.seoSeo,
    hero: seo.seoHero,
    jsonLd: seo.seoJsonLd(),
    modules: [seo, seoSections],
    sellsPlans: true,
  },
  {
    path: "/social-media-management",
    service: social.socialServiceName,
    seo: social.socialSeo,
    hero: social.socialHero,
    jsonLd: social.socialJsonLd(),
    modules: [social, socialSections],
    sellsPlans: true,
  },
  {
    path: "/website-builder",
    service: builder.builderServiceName,
    seo: builder.builderSeo,
    hero: builder.builderHero,
    jsonLd: builder.builderJsonLd(),
    modules: [builder, builderSections],
    sellsPlans: false,
  },
] as const;

/** Every value reachable from the given modules' exports (functions are not called). */
function values(modules: readonly object[]): unknown[] {
  const seen = new Set<unknown>();
  const out: unknown[] = [];
  const visit = (value: unknown) => {
    out.push(value);
    if (value === null || typeof value !== "object" || seen.has(value)) return;
    seen.add(value);
    for (const child of Object.values(value)) visit(child);
  };
  for (const module of modules) visit(module);
  return out;
}

const strings = (modules: readonly object[]) =>
  values(modules).filter((value): value is string => typeof value === "string");

const actions = (modules: readonly object[]) =>
  values(modules).filter(
    (value): value is { label: string; to: string } =>
      typeof value === "object" &&
      value !== null &&
      typeof (value as { label?: unknown }).label === "string" &&
      typeof (value as { to?: unknown }).to === "string",
  );

const serviceRecord = (records: readonly JsonLd[]) =>
  records.find((record) => record["@type"] === "Service")!;

describe.each(pages)("service page $path", (page) => {
  it("is registered as a public page", () => {
    expect(publicPages.map((entry) => entry.path)).toContain(page.path);
  });

  it("has its own title, a 120-160 character description and keywords", () => {
    expect(page.seo.title.length).toBeGreaterThan(20);
    expect(page.seo.description.length).toBeGreaterThanOrEqual(120);
    expect(page.seo.description.length).toBeLessThanOrEqual(160);
    expect(page.seo.keywords.length).toBeGreaterThanOrEqual(5);
  });

  it("sends every Learn More, Get Started and Register Now to the contact form with the service", () => {
    for (const action of actions(page.modules)) {
      if (/^(learn more|get started|register now)/i.test(action.label))
        expect(action.to, action.label).toBe(contactServicePath(page.service));
      if (action.to.startsWith("/contact?"))
        expect(action.to).toBe(contactServicePath(page.service));
    }
  });

  it("closes with a call to action to the free audit or the contact form", () => {
    const hrefs = actions(page.modules).map((action) => action.to);
    expect(hrefs).toContain("/free-audit");
    expect(hrefs).toContain(contactServicePath(page.service));
  });

  it("writes real copy: no placeholders and no business facts other than the site's", () => {
    for (const text of strings(page.modules)) {
      expect(text).not.toMatch(/lorem|ipsum|coming soon|TODO|TBD/i);
      expect(text).not.toMatch(/@[\w-]+\.\w+/);
      expect(text).not.toMatch(/\(\d{3}\) \d{3}-\d{4}/);
    }
  });

  it("gives every list item a unique id", () => {
    for (const value of values(page.modules)) {
      if (
        !Array.isArray(value) ||
        value.length === 0 ||
        !value.every((item) => item && typeof item === "object" && "id" in item)
      )
        continue;
      const ids = value.map((item: { id: string }) => item.id);
      expect(new Set(ids).size, ids.join(", ")).toBe(ids.length);
    }
  });

  it("publishes a Service record for the DMV with its provider and a breadcrumb", () => {
    const service = serviceRecord(page.jsonLd);
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      name: page.service,
      url: `${site.url}${page.path}`,
      provider: { "@id": `${site.url}/#organization` },
      areaServed: serviceAreasJsonLd,
    });
    const breadcrumb = page.jsonLd.find(
      (record) => record["@type"] === "BreadcrumbList",
    );
    expect(breadcrumb?.itemListElement).toEqual([
      expect.objectContaining({ position: 1, item: `${site.url}/` }),
      expect.objectContaining({
        position: 2,
        name: page.service,
        item: `${site.url}${page.path}`,
      }),
    ]);
  });
});

describe("AI-agent service offers (spec §9)", () => {
  it.each(pages.filter((page) => page.sellsPlans))(
    "$path offers every plan at its catalogue price in USD a month",
    (page) => {
      const offers = serviceRecord(page.jsonLd).offers as JsonLd[];
      expect(
        offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency]),
      ).toEqual(plans.map((plan) => [plan.id, plan.monthlyPrice, "USD"]));
      for (const offer of offers)
        expect(offer.url).toBe(`${site.url}/signup?plan=${String(offer.sku)}`);
    },
  );

  it("prices the agents from the lowest plan against a freelancer's monthly cost", () => {
    expect(agents.aiAgentsSeo.description).toContain(`${from}/month`);
    expect(agents.aiAgentsHero.description).toContain(from);
    const cost = agentsSections.aiAgentsBenefits.benefits.find(
      (benefit) => benefit.id === "cost",
    );
    expect(cost?.description).toBe(
      `${from} a month, flat, versus ${freelancer} a month for a freelancer: ${yearlySavingsClaim} saved per year.`,
    );
  });

  it("words the plan allowances from the catalogue, plan by plan", () => {
    for (const pattern of [/social posts/, /blog posts/]) {
      const allowances = planAllowances(pattern);
      expect(allowances).toEqual(
        plans.map((plan) => ({
          planId: plan.id,
          planName: plan.name,
          feature: plan.features.find((feature) => pattern.test(feature)),
        })),
      );
      const parts = allowances.map(
        ({ planName, feature }) =>
          `${feature.charAt(0).toLowerCase()}${feature.slice(1)} on ${planName}`,
      );
      expect(allowancesByPlan(pattern)).toBe(
        `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`,
      );
    }
    expect(keywordAllowanceRange()).toBe(keywordRange());
    const monitoring = plans.filter((plan) =>
      plan.features.some((feature) => /competitor monitoring/i.test(feature)),
    );
    expect(monitoring).toHaveLength(1);
    expect(planAllowances(/competitor monitoring/i)).toEqual([
      {
        planId: monitoring[0]!.id,
        planName: monitoring[0]!.name,
        feature: "Competitor monitoring",
      },
    ]);
    expect(() => allowancesByPlan(/no such feature/)).toThrow();
  });
});

describe("/ai-marketing-agents", () => {
  it("has a hero, six feature cards, three onboarding steps, a benefits list and plans", () => {
    expect(agents.aiAgentsHero.title).toBe(
      "An AI Marketing Agent Trained Like Your Best Employee",
    );
    expect(agents.aiAgentsHero.actions.map((action) => action.to)).toEqual([
      "/free-audit",
      "/pricing",
    ]);
    expect(agentsSections.aiAgentsFeatures.features).toHaveLength(6);
    expect(agentsSections.aiAgentsTraining.steps).toHaveLength(3);
    expect(agentsSections.aiAgentsBenefits.benefits).toHaveLength(6);
    expect(agentsSections.aiAgentsPlans.action.to).toBe("/pricing");
  });
});

describe("/seo-automation", () => {
  it("has the spec's 5-step process", () => {
    expect(seoSections.seoProcess.steps.map((step) => step.title)).toEqual([
      "Audit",
      "Keyword strategy",
      "Content and optimization",
      "Local listing updates",
      "Track and refine",
    ]);
  });

  it("quotes keyword allowances, SEO timelines and prices as the spec does", () => {
    expect(seo.seoHero.points).toContain(
      `${keywordRange()} keywords tracked, by plan`,
    );
    expect(seo.seoSeo.description).toContain(`${from}/month`);
    const cost = seoSections.seoComparison.rows.find(
      (row) => row.id === "cost",
    );
    expect(cost?.agent).toBe(`One flat price, from ${from}/month`);
    expect(seoSections.seoFeatures.features).toHaveLength(6);
    expect(seoSections.seoBenefits.benefits).toHaveLength(6);
  });
});

describe("/social-media-management", () => {
  it("names the five platforms", () => {
    expect(
      socialSections.socialPlatforms.features.map((platform) => platform.title),
    ).toEqual(["Facebook", "Instagram", "LinkedIn", "X", "TikTok"]);
  });

  it("has feature cards, a benefits list and the posting allowances of the plans", () => {
    expect(socialSections.socialFeatures.features).toHaveLength(6);
    expect(socialSections.socialBenefits.benefits).toHaveLength(6);
    const calendar = socialSections.socialFeatures.features.find(
      (feature) => feature.id === "calendar",
    );
    expect(calendar?.description).toContain(allowancesByPlan(/social posts/));
  });
});

describe("/website-builder", () => {
  it("lists the builder features in the hero", () => {
    expect(builder.builderHero.points).toEqual(
      builderSections.builderFeatures.features.map((feature) => feature.title),
    );
  });

  it("shows business types and the steps of the flow", () => {
    expect(builderSections.builderBusinessTypes.features).toHaveLength(6);
    expect(
      builderSections.builderSteps.steps.map((step) => step.title),
    ).toEqual(["Choose a template", "Make it yours", "Publish and grow"]);
  });

  it("gets visitors started through the contact form, never with an invented price", () => {
    expect(builder.builderGetStartedPath).toBe(
      "/contact?service=Website%20Builder",
    );
    expect(builder.builderHero.actions[0]).toEqual({
      label: "Get Started With the Builder",
      to: "/contact?service=Website%20Builder",
    });
    expect(
      builderSections.builderCta.actions.map((action) => action.to),
    ).toEqual([
      "/contact?service=Website%20Builder",
      "/free-audit",
      "/web-development",
    ]);
    for (const text of strings([builder, builderSections]))
      expect(text).not.toMatch(/\$\s?\d/);
    const offer = serviceRecord(builder.builderJsonLd()).offers as JsonLd;
    expect(offer).toEqual({
      "@type": "Offer",
      name: "Website Builder",
      url: `${site.url}/contact?service=Website%20Builder`,
      availability: "https://schema.org/InStock",
    });
    expect(offer).not.toHaveProperty("price");
  });

  it("states the team's hours and location from the site configuration", () => {
    const support = builderSections.builderBenefits.benefits.find(
      (benefit) => benefit.id === "support",
    );
    expect(support?.description).toContain(site.hours.label);
    expect(support?.description).toContain(site.location);
  });
});
