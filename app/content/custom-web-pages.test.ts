import { describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { formatPrice } from "#app/lib/format.ts";
import { priceRangeText, startingAtText } from "#app/content/service-offers.ts";
import type { ServiceOffering } from "#app/content/types.ts";
import {
  uxUiDesignJsonLd,
  uxUiDesignSeo,
  uxUiDesignCaseStudies,
  uxUiDesignCta,
  uxUiDesignServices,
  uxUiDesignProcess,
  uxUiDesignTestimonials,
  uxUiDesignTools,
} from "#app/content/ux-ui-design.ts";
import {
  webDevelopmentJsonLd,
  webDevelopmentSeo,
  webDevelopmentServices,
  webDevelopmentStories,
  webDevelopmentTechnologies,
} from "#app/content/web-development.ts";

const webServices: readonly ServiceOffering[] = webDevelopmentServices.services;
const designServices: readonly ServiceOffering[] = uxUiDesignServices.services;

/** The Offers of a page's Service record. */
function offersOf(records: readonly Record<string, unknown>[]) {
  const service = records.find((record) => record["@type"] === "Service") as {
    provider: unknown;
    areaServed: { name: string }[];
    hasOfferCatalog: {
      itemListElement: {
        name: string;
        priceCurrency: string;
        url: string;
        priceSpecification: {
          minPrice: number;
          maxPrice?: number;
          priceCurrency: string;
        };
      }[];
    };
  };
  expect(service.provider).toEqual({ "@id": `${site.url}/#organization` });
  expect(service.areaServed.map((area) => area.name)).toEqual(
    site.serviceAreas,
  );
  expect(records.map((record) => record["@type"])).toContain("BreadcrumbList");
  return service.hasOfferCatalog.itemListElement;
}

describe("price texts", () => {
  it("writes a range with an en dash and a starting price in words", () => {
    expect(priceRangeText(15_000, 75_000)).toBe("$15,000–$75,000");
    expect(startingAtText(2_500)).toBe("Starting at $2,500");
  });
});

// The spec's prices and counts of these pages are pinned in spec-constants.test.ts.

describe("/web-development (spec §2 and §9)", () => {
  it("has a description of 120 to 160 characters", () => {
    expect(webDevelopmentSeo.description.length).toBeGreaterThanOrEqual(120);
    expect(webDevelopmentSeo.description.length).toBeLessThanOrEqual(160);
  });

  it("shows each service's price range as its price says", () => {
    for (const service of webServices) {
      expect(service.price!.max, service.id).toBeDefined();
      expect(service.priceText, service.id).toBe(
        priceRangeText(service.price!.min, service.price!.max!),
      );
    }
  });

  it("gives every service a description, features and a timeline", () => {
    for (const service of webServices) {
      expect(service.description.length).toBeGreaterThan(40);
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.timelineText).toMatch(/\d+(-\d+)? weeks?/);
    }
  });

  it("links every service's Learn More to the contact form with its title", () => {
    for (const service of webServices) {
      expect(service.action).toEqual({
        label: "Learn More",
        to: `/contact?service=${encodeURIComponent(service.title)}`,
      });
    }
    expect(webServices[3]!.action.to).toBe(
      "/contact?service=Database%20Design%20%26%20Integration",
    );
  });

  it("shows technologies and success stories with their details", () => {
    expect(webDevelopmentTechnologies.groups.length).toBeGreaterThan(0);
    for (const story of webDevelopmentStories.studies) {
      expect(story.category).toBeTruthy();
      expect(story.metrics.length).toBeGreaterThan(0);
      expect(story.results.length).toBeGreaterThan(0);
      expect(story.technologies.length).toBeGreaterThan(0);
      expect(story.visual.alt.length).toBeGreaterThan(10);
    }
  });

  it("publishes one USD Offer per service with its price range", () => {
    const offers = offersOf(webDevelopmentJsonLd());
    expect(
      offers.map((offer) => [
        offer.name,
        offer.priceSpecification.minPrice,
        offer.priceSpecification.maxPrice,
      ]),
    ).toEqual(
      webServices.map((service) => [
        service.title,
        service.price!.min,
        service.price!.max,
      ]),
    );
    for (const offer of offers) {
      expect(offer.priceCurrency).toBe("USD");
      expect(offer.priceSpecification.priceCurrency).toBe("USD");
      expect(offer.url).toMatch(/^https:\/\/[^/]+\/contact\?service=/);
    }
  });
});

describe("/ux-ui-design (spec §2 and §9)", () => {
  it("has a description of 120 to 160 characters", () => {
    expect(uxUiDesignSeo.description.length).toBeGreaterThanOrEqual(120);
    expect(uxUiDesignSeo.description.length).toBeLessThanOrEqual(160);
    expect(uxUiDesignSeo.description).toContain(
      `starting at ${formatPrice(Math.min(...designServices.map((service) => service.price!.min)))}`,
    );
  });

  it("shows each design service's starting price as its price says", () => {
    for (const service of designServices) {
      expect(service.price, service.id).toEqual({ min: service.price!.min });
      expect(service.priceText, service.id).toBe(
        startingAtText(service.price!.min),
      );
    }
  });

  it("links every service's Learn More to the contact form with its title", () => {
    for (const service of designServices) {
      expect(service.action).toEqual({
        label: "Learn More",
        to: `/contact?service=${encodeURIComponent(service.title)}`,
      });
      expect(service.features.length).toBeGreaterThanOrEqual(3);
      expect(service.timelineText).toMatch(/\d+(-\d+)? weeks?/);
    }
  });

  it("has a process with deliverables for every step", () => {
    for (const step of uxUiDesignProcess.steps) {
      expect(step.deliverables.length).toBeGreaterThan(0);
    }
  });

  it("shows case studies, a tools list and testimonials", () => {
    expect(uxUiDesignCaseStudies.studies.length).toBeGreaterThanOrEqual(3);
    expect(uxUiDesignTools.groups.flatMap((group) => group.items)).toContain(
      "Figma",
    );
    expect(uxUiDesignTestimonials.testimonials.length).toBeGreaterThan(0);
    for (const testimonial of uxUiDesignTestimonials.testimonials) {
      expect(
        testimonial.name && testimonial.title && testimonial.content,
      ).toBeTruthy();
    }
  });

  it("links the closing call to action to the contact form with the service", () => {
    expect(uxUiDesignCta.actions[0].to).toBe(
      "/contact?service=UX%2FUI%20Design",
    );
  });

  it("publishes one USD Offer per service with its starting price", () => {
    const offers = offersOf(uxUiDesignJsonLd());
    expect(
      offers.map((offer) => [
        offer.name,
        offer.priceSpecification.minPrice,
        offer.priceSpecification.maxPrice,
      ]),
    ).toEqual(
      designServices.map((service) => [
        service.title,
        service.price!.min,
        undefined,
      ]),
    );
  });
});
