import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { eCommerceJsonLd, eCommerceSeo } from "#app/content/e-commerce.ts";
import {
  eCommerceHero,
  eCommerceCta,
  eCommerceFeatures,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
  eCommerceStories,
} from "#app/content/e-commerce-copy.ts";
import { mobileAppsJsonLd, mobileAppsSeo } from "#app/content/mobile-apps.ts";
import {
  mobileAppsHero,
  mobileAppsCaseStudies,
  mobileAppsCta,
  mobileAppsProcess,
  mobileAppsServices,
  mobileAppsStack,
  mobileAppsTiers,
} from "#app/content/mobile-apps-copy.ts";
import {
  industryTrendsJsonLd,
  industryTrendsSeo,
  trendsNewsletterName,
  industryNewsletter,
  industryResources,
  industryEvents,
} from "#app/content/industry-trends.ts";
import {
  industryTrendsHero,
  industryTrends,
} from "#app/content/industry-trends-copy.ts";
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
  expect(service.areaServed.map((area) => area.name)).toEqual(
    site.serviceAreas,
  );
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

/** Each service's Offer states the card's price range; a monthly price is a price per month. */
function expectServiceOffers(
  offers: ReadonlyMap<string, OfferRecord>,
  services: readonly ServiceOffering[],
) {
  for (const service of services) {
    const spec = offers.get(service.title)?.priceSpecification;
    expect(spec, service.title).toMatchObject({
      "@type": service.price!.per
        ? "UnitPriceSpecification"
        : "PriceSpecification",
      minPrice: service.price!.min,
      priceCurrency: "USD",
    });
    expect(spec?.maxPrice, service.title).toBe(service.price!.max);
    expect(spec?.unitCode, service.title).toBe(
      service.price!.per === "month" ? "MON" : undefined,
    );
  }
}

/** A package with a fixed price states it as `price`; a range or a floor as a specification. */
function expectPackageOffers(
  offers: ReadonlyMap<string, OfferRecord>,
  packages: readonly ServicePackage[],
) {
  for (const pkg of packages) {
    const offer = offers.get(pkg.name);
    if (pkg.price.max === undefined && !pkg.price.orMore) {
      expect(offer?.price, pkg.name).toBe(pkg.price.min);
      expect(offer?.priceSpecification, pkg.name).toBeUndefined();
    } else {
      expect(offer?.price, pkg.name).toBeUndefined();
      expect(offer?.priceSpecification, pkg.name).toMatchObject({
        minPrice: pkg.price.min,
      });
      expect(offer?.priceSpecification?.maxPrice, pkg.name).toBe(pkg.price.max);
    }
  }
}

// The spec's counts and prices of these pages are pinned in spec-constants.test.ts.

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

  it("gives every service a price, a timeline in weeks and a Learn More link", () => {
    for (const service of services) {
      expect(service.price, service.id).toBeDefined();
      expect(weeks(service.timelineText)[0], service.id).toBeGreaterThan(0);
    }
    expect(services.map((service) => service.priceText)).toContain(
      "$800–$2,000",
    );
    expectLearnMore(services);
  });

  it("compares the platforms by pros, cons, best use and pricing", () => {
    for (const platform of eCommercePlatforms.platforms) {
      expect(platform.pros.length).toBeGreaterThan(0);
      expect(platform.cons.length).toBeGreaterThan(0);
      expect(platform.bestFor).toBeTruthy();
      expect(platform.pricing).toBeTruthy();
      expect(platform.description).toBeTruthy();
    }
  });

  it("tells success stories with industry, results, features, revenue and timeline", () => {
    for (const story of eCommerceStories.studies) {
      expect(story.category).toBeTruthy();
      expect(story.results.length).toBeGreaterThan(0);
      expect(story.features.length).toBeGreaterThan(0);
      expect(story.revenue).toBeTruthy();
      expect(weeks(story.timeline)[0]).toBeGreaterThan(0);
      expect(story.visual.alt.length).toBeGreaterThan(10);
    }
  });

  it("fills every feature category", () => {
    for (const group of eCommerceFeatures.groups)
      expect(group.items.length).toBeGreaterThan(0);
  });

  it("sells the packages with Get Started to the contact form", () => {
    for (const pkg of packages)
      expect(pkg.priceText, pkg.name).toBe(packagePriceText(pkg.price));
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
    expect(offers.map((offer) => offer.name)).toEqual([
      ...services.map((service) => service.title),
      ...packages.map((pkg) => pkg.name),
    ]);
    const byName = new Map(offers.map((offer) => [offer.name, offer]));
    expectServiceOffers(byName, services);
    expectPackageOffers(byName, packages);
  });
});

describe("/mobile-apps (spec §2 and §9)", () => {
  const services: readonly ServiceOffering[] = mobileAppsServices.services;
  const tiers: readonly ServicePackage[] = mobileAppsTiers.packages;

  it("has a description of 120 to 160 characters", () => {
    expectDescriptionLength(mobileAppsSeo.description);
  });

  it("gives every service a price with Learn More, maintenance priced per month", () => {
    expect(
      services
        .filter((service) => service.price!.per)
        .map((service) => [service.title, service.price!.per]),
    ).toEqual([["App Maintenance & Support", "month"]]);
    expectLearnMore(services);
  });

  it("shows the technology stack, the process with deliverables and case studies by platform", () => {
    expect(mobileAppsStack.groups.length).toBeGreaterThanOrEqual(3);
    for (const step of mobileAppsProcess.steps)
      expect(step.deliverables.length).toBeGreaterThan(0);
    for (const study of mobileAppsCaseStudies.studies) {
      expect(study.category).toMatch(/iOS|Android/);
      expect(study.results.length).toBeGreaterThan(0);
      expect(study.features.length).toBeGreaterThan(0);
      expect(study.revenue).toBeTruthy();
      expect(weeks(study.timeline)[0]).toBeGreaterThan(0);
    }
  });

  it("prices the tiers with Get Started to the contact form", () => {
    for (const tier of tiers)
      expect(tier.priceText, tier.name).toBe(packagePriceText(tier.price));
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
    expect(offers.map((offer) => offer.name)).toEqual([
      ...services.map((service) => service.title),
      ...tiers.map((tier) => tier.name),
    ]);
    const byName = new Map(offers.map((offer) => [offer.name, offer]));
    expectServiceOffers(byName, services);
    expectPackageOffers(byName, tiers);
  });
});

describe("/industry-trends (spec §2, §3 and product.md D3)", () => {
  const trends: readonly Trend[] = industryTrends.trends;
  const lateTwentySix = new Date("2026-11-20T12:00:00Z");

  it("has a description of 120 to 160 characters", () => {
    expectDescriptionLength(industryTrendsSeo.description);
  });

  it("gives every trend every field of the spec", () => {
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

  it("promises to email the resources, and nothing more", () => {
    expect(industryResources.note).toContain("we'll email it to you");
  });

  it("ends every event after it starts and registers through the contact form", () => {
    for (const event of industryEvents.events) {
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
