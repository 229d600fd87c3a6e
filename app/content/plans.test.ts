import { describe, expect, it } from "vitest";
import {
  defaultPlanId,
  getPlan,
  isPlanId,
  planDetailsPath,
  plans,
  signupPath,
} from "#app/content/plans.ts";
import {
  keywordRange,
  planPriceList,
  pricingJsonLd,
} from "#app/content/pricing.ts";
import { dashboardPreview } from "#app/content/home.ts";

describe("plan catalogue (spec §3 and §9)", () => {
  it("has the three plans in order with their ids, names and catalogue names", () => {
    expect(plans.map((plan) => [plan.id, plan.name, plan.catalogName])).toEqual(
      [
        ["starter", "Starter", "AI Starter Agent"],
        ["growth", "Pro", "AI Growth Agent"],
        ["enterprise", "Dominate", "AI Enterprise Agent"],
      ],
    );
  });

  it("prices the plans at 297, 497 and 997 USD a month", () => {
    expect(plans.map((plan) => plan.monthlyPrice)).toEqual([297, 497, 997]);
  });

  it("marks only the growth plan as popular", () => {
    expect(plans.filter((plan) => plan.popular).map((plan) => plan.id)).toEqual(
      ["growth"],
    );
  });

  it("lists the features of spec §9", () => {
    expect(getPlan("starter").features).toEqual([
      "2 blog posts per month",
      "3 social posts per week",
      "10 keywords tracked",
      "Email support",
    ]);
    expect(getPlan("growth").features).toEqual([
      "Weekly blog posts",
      "Daily social posts",
      "25 keywords tracked",
      "Competitor monitoring",
      "Email and chat support",
    ]);
    expect(getPlan("enterprise").features).toEqual([
      "2 blog posts per week",
      "Unlimited social posts",
      "100+ keywords tracked",
      "Rank tracking reports",
      "Conversion tracking with lead alerts",
      "Dedicated success agent",
    ]);
  });

  it("words the home teaser as the spec does", () => {
    expect(plans.map((plan) => plan.teaser)).toEqual([
      "2 posts per month",
      "4 posts per month",
      "8 posts per month",
    ]);
  });

  it("gives every plan a description and a distinct call-to-action label", () => {
    for (const plan of plans)
      expect(plan.description.length).toBeGreaterThan(40);
    expect(new Set(plans.map((plan) => plan.ctaLabel)).size).toBe(plans.length);
  });
});

describe("plan lookup and links", () => {
  it("defaults to the growth plan", () => {
    expect(defaultPlanId).toBe("growth");
    expect(getPlan(undefined).id).toBe("growth");
    expect(getPlan(null).id).toBe("growth");
  });

  it("falls back to the default plan for an unknown id", () => {
    expect(getPlan("platinum").id).toBe("growth");
    expect(getPlan("").id).toBe("growth");
    expect(getPlan("STARTER").id).toBe("growth");
  });

  it("finds a plan by id", () => {
    expect(getPlan("enterprise").name).toBe("Dominate");
  });

  it("recognises plan ids", () => {
    expect(isPlanId("starter")).toBe(true);
    expect(isPlanId("pro")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it("sends each plan button to signup with the plan chosen", () => {
    expect(plans.map((plan) => signupPath(plan.id))).toEqual([
      "/signup?plan=starter",
      "/signup?plan=growth",
      "/signup?plan=enterprise",
    ]);
  });

  it("links the home teaser to the plan's card on the pricing page", () => {
    expect(planDetailsPath("growth")).toBe("/pricing#plan-growth");
  });
});

describe("content built from the catalogue", () => {
  it("summarises the prices for the comparison table", () => {
    expect(planPriceList).toBe("Starter $297 · Pro $497 · Dominate $997");
    expect(keywordRange()).toBe("10 to 100+");
  });

  it("publishes one monthly USD offer per plan in the pricing JSON-LD", () => {
    const [service] = pricingJsonLd();
    expect(service).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Service",
    });
    const offers = service?.offers as Record<string, unknown>[];
    expect(
      offers.map((offer) => [offer.sku, offer.price, offer.priceCurrency]),
    ).toEqual([
      ["starter", 297, "USD"],
      ["growth", 497, "USD"],
      ["enterprise", 997, "USD"],
    ]);
    for (const offer of offers) {
      expect(offer["@type"]).toBe("Offer");
      expect(offer.url).toMatch(/\/signup\?plan=\w+$/);
      expect(offer.priceSpecification).toMatchObject({
        "@type": "UnitPriceSpecification",
        price: offer.price,
        priceCurrency: "USD",
        unitCode: "MON",
      });
    }
  });

  it("shows the dashboard preview figures of spec §9", () => {
    expect(
      dashboardPreview.stats.map((stat) => `${stat.value} ${stat.label}`),
    ).toEqual([
      "247 Content pieces",
      "89% SEO score improvement",
      "1.2M Social impressions",
      "24/7 Active",
    ]);
  });
});
