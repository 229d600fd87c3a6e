import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import {
  eCommerceJsonLd,
  eCommerceHero,
  eCommerceSeo,
  eCommerceCta,
  eCommerceFeatures,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
  eCommerceStories,
} from "#app/content/e-commerce.ts";
import {
  mobileAppsHero,
  mobileAppsJsonLd,
  mobileAppsSeo,
  mobileAppsCaseStudies,
  mobileAppsCta,
  mobileAppsProcess,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps.ts";
import {
  industryTrendsHero,
  industryTrendsJsonLd,
  industryTrendsSeo,
  trendsNewsletterName,
  industryNewsletter,
  industryPredictions,
  industryResources,
  industryTrends,
  industryEvents,
} from "#app/content/industry-trends.ts";
import {
  packagePriceText,
  servicePriceText,
} from "#app/content/package-offers.ts";
import type {
  ServiceOffering,
  ServicePackage,
  Trend,
} from "#app/content/types.ts";
import { eventStatus, isRegistrationOpen } from "#app/lib/events.ts";
import { impactBadgeVariant } from "#app/lib/trend-impact.ts";

const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

/** "3-6 weeks" -> [3, 6]; "1 week" -> [1, 1]. */
function weeks(text: string): [number, number] {
  const match = /^(\d+)(?:-(\d+))? weeks?$/.exec(text);
  expect(match, text).not.toBeNull();
  return [Number(match![1]), Number(match![2] ?? match![1])];
}

interface OfferRecord {
  name: string;
  priceCurrency: string;
  url: string;
  price?: number;
  priceSpecification?: {
    "@type": string;
    minPrice: number;
    maxPrice?: number;
    priceCurrency: string;
    unitCode?: string;
  };
}

/** The offers of the page's Service record, after checking the record's provider and areas. */
function offersOf(records: readonly Record<string, unknown>[]): OfferRecord[] {
  const service = records.find((record) => record["@type"] === "Service") as {
    provider: unknown;
    areaServed: { name: string }[];
    hasOfferCatalog: { "@type": string; itemListElement: OfferRecord[] };
  };
  expect(service.provider).toEqual({ "@id": `${site.url}/#organization` });
  expect(service.areaServed.map((area) => area.name)).toEqual([
    "Washington, DC",
    "Maryland",
    "Virginia",
  ]);
  expect(service.hasOfferCatalog["@type"]).toBe("OfferCatalog");
  expect(records.map((record) => record["@type"])).toContain("BreadcrumbList");
  for (const offer of service.hasOfferCatalog.itemListElement) {
    expect(offer.priceCurrency).toBe("USD");
    expect(offer.url).toMatch(/^https:\/\/[^/]+\/contact\?service=/);
  }
  return service.hasOfferCatalog.itemListElement;
}

function expectDescriptionLength(description: string) {
  expect(description.length).toBeGreaterThanOrEqual(120);
  expect(description.length).toBeLessThanOrEqual(160);
}

function expectLearnMore(services: readonly ServiceOffering[]) {
  for (const service of services) {
    expect(service.action).toEqual({
      label: "Learn More",
      to: contact(service.title),
    });
    expect(service.description.length).toBeGreaterThan(40);
    expect(service.features.length).toBeGreaterThanOrEqual(3);
  }
}

function expectGetStarted(packages: readonly ServicePackage[]) {
  for (const pkg of packages) {
    expect(pkg.action).toEqual({ label: "Get Started", to: contact(pkg.name) });
    expect(pkg.description.length).toBeGreaterThan(20);
    expect(pkg.features.length).toBeGreaterThanOrEqual(4);
    expect(pkg.timelineText).toMatch(/\d+\+? weeks/);
  }
}

describe("price texts", () => {
  it("writes a service's range, floor, starting price and monthly price", () => {
    const entry = { id: "x", title: "X" };
    expect(servicePriceText({ ...entry, min: 800, max: 2_000 })).toBe(
      "$800–$2,000",
    );
    expect(servicePriceText({ ...entry, min: 5_000, orMore: true })).toBe(
      "$5,000+",
    );
    expect(servicePriceText({ ...entry, min: 1_500 })).toBe(
      "Starting at $1,500",
    );
    expect(servicePriceText({ ...entry, min: 2_000, per: "month" })).toBe(
      "Starting at $2,000/month",
    );
  });

  it("writes a package's fixed price, floor and range", () => {
    expect(packagePriceText({ min: 12_000 })).toBe("$12,000");
    expect(packagePriceText({ min: 25_000, orMore: true })).toBe("$25,000+");
    expect(packagePriceText({ min: 5_000, max: 15_000 })).toBe(
      "$5,000–$15,000",
    );
  });
});

describe("/e-commerce (spec §2 and §9)", () => {
  const services: readonly ServiceOffering[] = eCommerceServices.services;
  const packages: readonly ServicePackage[] = eCommercePackages.packages;

  it("has a description of 120 to 160 characters", () => {
    expectDescriptionLength(eCommerceSeo.description);
  });

  it("links the hero to the contact form and the store examples", () => {
    expect(eCommerceHero.actions.map((action) => action.to)).toEqual([
      contact("E-Commerce Development"),
      "/ecommerce-examples",
    ]);
  });

  it("offers six services from $800 to $5,000+ over 1 to 10 weeks", () => {
    expect(services).toHaveLength(6);
    const mins = services.map((service) => service.price!.min);
    expect(Math.min(...mins)).toBe(800);
    const top = services.find((service) => service.price!.max === undefined);
    expect(top?.priceText).toBe("$5,000+");
    expect(Math.max(...services.map((s) => s.price!.max ?? s.price!.min))).toBe(
      5_000,
    );
    expect(services.map((service) => service.priceText)).toContain(
      "$800–$2,000",
    );
    const spans = services.map((service) => weeks(service.timelineText));
    expect(Math.min(...spans.map(([from]) => from))).toBe(1);
    expect(Math.max(...spans.map(([, to]) => to))).toBe(10);
    expectLearnMore(services);
  });

  it("compares four platforms by pros, cons, best use and pricing", () => {
    expect(eCommercePlatforms.platforms).toHaveLength(4);
    for (const platform of eCommercePlatforms.platforms) {
      expect(platform.pros.length).toBeGreaterThan(0);
      expect(platform.cons.length).toBeGreaterThan(0);
      expect(platform.bestFor).toBeTruthy();
      expect(platform.pricing).toBeTruthy();
      expect(platform.description).toBeTruthy();
    }
  });

  it("tells three success stories with industry, results, features, revenue and timeline", () => {
    expect(eCommerceStories.studies).toHaveLength(3);
    for (const story of eCommerceStories.studies) {
      expect(story.category).toBeTruthy();
      expect(story.results.length).toBeGreaterThan(0);
      expect(story.features.length).toBeGreaterThan(0);
      expect(story.revenue).toBeTruthy();
      expect(weeks(story.timeline)[0]).toBeGreaterThan(0);
      expect(story.visual.alt.length).toBeGreaterThan(10);
    }
  });

  it("lists four feature categories", () => {
    expect(eCommerceFeatures.groups).toHaveLength(4);
    for (const group of eCommerceFeatures.groups)
      expect(group.items.length).toBeGreaterThan(0);
  });

  it("sells Starter $5,000, Growth $12,000 (Most Popular) and Enterprise $25,000+", () => {
    expect(
      packages.map((pkg) => [pkg.name, pkg.priceText, pkg.popular]),
    ).toEqual([
      ["E-Commerce Starter Package", "$5,000", false],
      ["E-Commerce Growth Package", "$12,000", true],
      ["E-Commerce Enterprise Package", "$25,000+", false],
    ]);
    expectGetStarted(packages);
    expect(packages[1]!.action.to).toBe(
      "/contact?service=E-Commerce%20Growth%20Package",
    );
  });

  it("closes with links to the contact form and the web tools", () => {
    expect(eCommerceCta.actions.map((action) => action.to)).toEqual([
      contact("E-Commerce Development"),
      "/web-tools",
    ]);
  });

  it("publishes the services and packages as USD offers", () => {
    const offers = offersOf(eCommerceJsonLd());
    expect(offers).toHaveLength(9);
    const byName = new Map(offers.map((offer) => [offer.name, offer]));
    expect(
      byName.get("Payment & Checkout Setup")?.priceSpecification,
    ).toMatchObject({ minPrice: 800, maxPrice: 2_000, priceCurrency: "USD" });
    expect(byName.get("Custom Online Store")?.priceSpecification).toMatchObject(
      { minPrice: 5_000 },
    );
    expect(
      byName.get("Custom Online Store")?.priceSpecification?.maxPrice,
    ).toBeUndefined();
    expect(byName.get("E-Commerce Starter Package")?.price).toBe(5_000);
    expect(byName.get("E-Commerce Growth Package")?.price).toBe(12_000);
    const enterprise = byName.get("E-Commerce Enterprise Package");
    expect(enterprise?.price).toBeUndefined();
    expect(enterprise?.priceSpecification).toMatchObject({ minPrice: 25_000 });
    expect(enterprise?.priceSpecification?.maxPrice).toBeUndefined();
  });
});

describe("/mobile-apps (spec §2 and §9)", () => {
  const services: readonly ServiceOffering[] = mobileAppsServices.services;
  const tiers: readonly ServicePackage[] = mobileAppsTiers.packages;

  it("has a description of 120 to 160 characters", () => {
    expectDescriptionLength(mobileAppsSeo.description);
  });

  it("offers six services from $1,500 to $12,000, and maintenance from $2,000 a month", () => {
    expect(services).toHaveLength(6);
    const oneOff = services.filter((service) => !service.price!.per);
    expect(Math.min(...oneOff.map((s) => s.price!.min))).toBe(1_500);
    expect(Math.max(...oneOff.map((s) => s.price!.max ?? s.price!.min))).toBe(
      12_000,
    );
    const monthly = services.filter((service) => service.price!.per);
    expect(monthly.map((s) => [s.title, s.price, s.priceText])).toEqual([
      [
        "App Maintenance & Support",
        { min: 2_000, per: "month" },
        "Starting at $2,000/month",
      ],
    ]);
    expectLearnMore(services);
  });

  it("shows the technology stack, a six-step process and three case studies by platform", () => {
    expect(mobileAppsStack.groups.length).toBeGreaterThanOrEqual(3);
    expect(mobileAppsProcess.steps).toHaveLength(6);
    for (const step of mobileAppsProcess.steps)
      expect(step.deliverables.length).toBeGreaterThan(0);
    expect(mobileAppsCaseStudies.studies).toHaveLength(3);
    for (const study of mobileAppsCaseStudies.studies) {
      expect(study.category).toMatch(/iOS|Android/);
      expect(study.results.length).toBeGreaterThan(0);
      expect(study.features.length).toBeGreaterThan(0);
      expect(study.revenue).toBeTruthy();
      expect(weeks(study.timeline)[0]).toBeGreaterThan(0);
    }
  });

  it("prices three tiers at $5,000-$15,000, $15,000-$35,000 and $35,000+", () => {
    expect(tiers.map((tier) => [tier.price, tier.priceText])).toEqual([
      [{ min: 5_000, max: 15_000 }, "$5,000–$15,000"],
      [{ min: 15_000, max: 35_000 }, "$15,000–$35,000"],
      [{ min: 35_000, orMore: true }, "$35,000+"],
    ]);
    expectGetStarted(tiers);
  });

  it("links to the contact form and the portfolio", () => {
    for (const actions of [mobileAppsHero.actions, mobileAppsCta.actions]) {
      expect(actions.map((action) => action.to)).toEqual([
        contact("Mobile App Development"),
        "/portfolio",
      ]);
    }
  });

  it("publishes the services and tiers as USD offers, maintenance per month", () => {
    const offers = offersOf(mobileAppsJsonLd());
    expect(offers).toHaveLength(9);
    const byName = new Map(offers.map((offer) => [offer.name, offer]));
    expect(
      byName.get("App Maintenance & Support")?.priceSpecification,
    ).toMatchObject({
      "@type": "UnitPriceSpecification",
      minPrice: 2_000,
      unitCode: "MON",
    });
    expect(byName.get("Cross-Platform Apps")?.priceSpecification).toMatchObject(
      { "@type": "PriceSpecification", minPrice: 12_000 },
    );
    expect(byName.get("Business Mobile App")?.priceSpecification).toMatchObject(
      { minPrice: 15_000, maxPrice: 35_000 },
    );
    expect(
      byName.get("Enterprise Mobile App")?.priceSpecification?.maxPrice,
    ).toBeUndefined();
  });
});

describe("/industry-trends (spec §2, §3 and product.md D3)", () => {
  const trends: readonly Trend[] = industryTrends.trends;
  const lateTwentySix = new Date("2026-11-20T12:00:00Z");

  it("has a description of 120 to 160 characters", () => {
    expectDescriptionLength(industryTrendsSeo.description);
  });

  it("shows six trends with every field of the spec", () => {
    expect(trends).toHaveLength(6);
    for (const trend of trends) {
      expect(trend.title).toBeTruthy();
      expect(trend.description).toBeTruthy();
      expect(trend.timeline).toBeTruthy();
      expect(trend.adoption).toBeGreaterThanOrEqual(0);
      expect(trend.adoption).toBeLessThanOrEqual(100);
      expect(trend.details.length).toBeGreaterThan(0);
      expect(trend.dmvImpact).toBeTruthy();
    }
  });

  it("colours the impact badge by the spec's rule", () => {
    const variants = new Map(
      trends.map((trend) => [trend.impact, impactBadgeVariant(trend.impact)]),
    );
    expect(variants.get("Critical")).toBe("destructive");
    expect(variants.get("High")).toBe("default");
    expect(variants.get("Medium")).toBe("secondary");
  });

  it("lists four prediction categories and four resources", () => {
    expect(industryPredictions.groups).toHaveLength(4);
    expect(industryResources.resources).toHaveLength(4);
  });

  it("promises to email the resources, and nothing more", () => {
    expect(industryResources.note).toContain("we'll email it to you");
  });

  it("dates three events between December 2024 and March 2025", () => {
    expect(industryEvents.events).toHaveLength(3);
    for (const event of industryEvents.events) {
      expect(Date.parse(event.startsAt)).toBeGreaterThanOrEqual(
        Date.parse("2024-12-01T00:00:00-05:00"),
      );
      expect(Date.parse(event.endsAt)).toBeLessThan(
        Date.parse("2025-04-01T00:00:00-04:00"),
      );
      expect(Date.parse(event.endsAt)).toBeGreaterThan(
        Date.parse(event.startsAt),
      );
      expect(event.registration).toEqual({
        label: "Register Now",
        to: contact(event.name),
      });
    }
  });

  it("treats every event as past today, and offered registration before them", () => {
    for (const event of industryEvents.events) {
      expect(eventStatus(event, lateTwentySix)).toBe("past");
      expect(isRegistrationOpen(event, lateTwentySix)).toBe(false);
      expect(isRegistrationOpen(event, "2024-11-01T00:00:00Z")).toBe(true);
    }
  });

  it("subscribes from the newsletter band, links to /contact, and the hero leads to both bands", () => {
    expect(industryNewsletter.source).toBe(trendsNewsletterName);
    expect(industryNewsletter.contactAction.to).toBe("/contact");
    expect(industryTrendsHero.actions.map((action) => action.to)).toEqual([
      "#reports",
      "#newsletter",
    ]);
  });

  it("publishes a breadcrumb and the events", () => {
    const records = industryTrendsJsonLd();
    expect(records.map((record) => record["@type"])).toEqual([
      "BreadcrumbList",
      "Event",
      "Event",
      "Event",
    ]);
    expect(records[1]).toMatchObject({
      startDate: industryEvents.events[0]!.startsAt,
      organizer: { "@id": `${site.url}/#organization` },
    });
  });
});
