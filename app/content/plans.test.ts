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
import { formatPrice } from "#app/lib/format.ts";

// The catalogue's ids, names, prices, features and teaser wording are pinned in
// spec-constants.test.ts; these tests check what is built from them.

describe("plan catalogue", () => {
  it("gives every plan a description and a distinct call-to-action label", () => {
    for (const plan of plans)
      expect(plan.description.length).toBeGreaterThan(40);
    expect(new Set(plans.map((plan) => plan.ctaLabel)).size).toBe(plans.length);
  });

  it("marks exactly one plan as popular", () => {
    expect(plans.filter((plan) => plan.popular)).toHaveLength(1);
  });
});

describe("plan lookup and links", () => {
  it("falls back to the default plan for a missing or unknown id", () => {
    for (const id of [undefined, null, "", "platinum", "STARTER"])
      expect(getPlan(id).id, String(id)).toBe(defaultPlanId);
  });

  it("finds every plan by its id", () => {
    for (const plan of plans) expect(getPlan(plan.id)).toBe(plan);
  });

  it("recognises plan ids", () => {
    for (const plan of plans) expect(isPlanId(plan.id)).toBe(true);
    expect(isPlanId("pro")).toBe(false);
    expect(isPlanId(undefined)).toBe(false);
  });

  it("sends each plan button to signup with the plan chosen", () => {
    for (const plan of plans) {
      const url = new URL(signupPath(plan.id), "https://example.org");
      expect(url.pathname).toBe("/signup");
      expect(url.searchParams.get("plan")).toBe(plan.id);
    }
  });

  it("links the home teaser to the plan's card on the pricing page", () => {
    for (const plan of plans)
      expect(planDetailsPath(plan.id)).toBe(`/pricing#plan-${plan.id}`);
  });
});

describe("content built from the catalogue", () => {
  it("summarises the prices for the comparison table, in the catalogue's order", () => {
    expect(planPriceList.split(" · ")).toEqual(
      plans.map((plan) => `${plan.name} ${formatPrice(plan.monthlyPrice)}`),
    );
  });

  it("reads the keyword range from the smallest and largest plans' features", () => {
    const [low, high] = keywordRange().split(" to ");
    expect(plans[0].features).toContain(`${low} keywords tracked`);
    expect(plans.at(-1)!.features).toContain(`${high} keywords tracked`);
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
    ).toEqual(plans.map((plan) => [plan.id, plan.monthlyPrice, "USD"]));
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
});
