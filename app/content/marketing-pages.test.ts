import { describe, expect, it } from "vitest";
import {
  aboutJsonLd,
  aboutSeo,
  aboutSpecialties,
  companyValues,
  dmvStory,
  mission,
} from "#app/content/about.ts";
import {
  featureCards,
  featuresCta,
  featuresHero,
  featuresJsonLd,
  featuresSeo,
  featuresTestimonials,
  toolsComparison,
} from "#app/content/features.ts";
import {
  freelancerComparison,
  howItWorksCta,
  howItWorksHero,
  howItWorksJsonLd,
  howItWorksSeo,
  setupSection,
  setupSteps,
} from "#app/content/how-it-works.ts";
import { publicPages } from "#app/content/pages.ts";
import {
  freelancerMonthlyCost,
  lowestMonthlyPrice,
  yearlySavingsClaim,
} from "#app/content/plans.ts";
import {
  privacyPolicyHero,
  privacyPolicyJsonLd,
  privacyPolicySections,
  privacyPolicySeo,
  privacyPolicyUpdated,
} from "#app/content/privacy-policy.ts";
import { mailtoLink, site, telLink } from "#app/content/site.ts";
import type { DocumentSection } from "#app/content/types.ts";
import { formatPrice } from "#app/lib/format.ts";

const from = formatPrice(lowestMonthlyPrice);
const freelancer = `${formatPrice(freelancerMonthlyCost)}+`;

const titles = (items: readonly { title: string }[]) =>
  items.map((item) => item.title);
const paths = (actions: readonly { to: string }[]) =>
  actions.map((action) => action.to);

/** Every word a document section shows, for searching its text. */
function sectionText(section: DocumentSection): string {
  return section.blocks
    .flatMap((block) => {
      if (block.kind === "paragraph") return [block.text];
      if (block.kind === "list")
        return block.items.map((item) =>
          typeof item === "string" ? item : `${item.term}: ${item.text}`,
        );
      return block.items.map((line) => `${line.label}: ${line.text}`);
    })
    .join("\n");
}

describe("the marketing pages are registered", () => {
  it.each(["/how-it-works", "/features", "/about", "/privacy-policy"])(
    "%s is a public page",
    (path) => {
      expect(publicPages.map((page) => page.path)).toContain(path);
    },
  );
});

describe("head tags of the marketing pages", () => {
  const seos = {
    "/how-it-works": howItWorksSeo,
    "/features": featuresSeo,
    "/about": aboutSeo,
    "/privacy-policy": privacyPolicySeo,
  };

  it.each(Object.entries(seos))(
    "%s has a description of 120-160 characters and keywords",
    (_path, seo) => {
      expect(seo.description.length).toBeGreaterThanOrEqual(120);
      expect(seo.description.length).toBeLessThanOrEqual(160);
      expect(seo.keywords.length).toBeGreaterThan(0);
    },
  );

  it("gives every page a record of its own and a breadcrumb", () => {
    for (const [records, type, path] of [
      [howItWorksJsonLd(), "HowTo", "/how-it-works"],
      [featuresJsonLd(), "WebPage", "/features"],
      [aboutJsonLd(), "AboutPage", "/about"],
      [privacyPolicyJsonLd(), "WebPage", "/privacy-policy"],
    ] as const) {
      expect(records.map((record) => record["@type"])).toEqual([
        type,
        "BreadcrumbList",
      ]);
      expect(records[0]!.url).toBe(`${site.url}${path}`);
      const trail = records[1]!.itemListElement as { item: string }[];
      expect(trail.at(-1)!.item).toBe(`${site.url}${path}`);
    }
  });
});

// The spec's titles, counts and texts of these pages are pinned in spec-constants.test.ts.

describe("how it works (spec §2)", () => {
  it("shares the setup steps with the HowTo record", () => {
    expect(setupSection.steps).toBe(setupSteps);
    const howTo = howItWorksJsonLd()[0]!;
    expect(
      (howTo.step as { name: string; position: number }[]).map((step) => [
        step.position,
        step.name,
      ]),
    ).toEqual(setupSteps.map((step, index) => [index + 1, step.title]));
    expect(howTo.publisher).toEqual({ "@id": `${site.url}/#organization` });
  });

  it("compares a freelancer's monthly cost with the agent's flat rate and the yearly savings", () => {
    const cost = freelancerComparison.rows.find(
      (row) => row.id === "monthly-cost",
    )!;
    expect(cost.competitor).toBe(`${freelancer} a month`);
    expect(cost.agent).toBe(`${from} flat`);
    expect(freelancerComparison.intro.description).toContain(
      `${yearlySavingsClaim} saved a year`,
    );
    expect(freelancerComparison.columns.competitor).toMatch(/freelance/i);
  });

  it("leads to the free audit from the hero and the closing call to action", () => {
    expect(paths(howItWorksHero.actions)[0]).toBe("/free-audit");
    expect(paths(howItWorksCta.actions)[0]).toBe("/free-audit");
    expect(howItWorksHero.description).toContain(from);
    expect(howItWorksHero.description).toContain(freelancer);
  });
});

describe("features (spec §2)", () => {
  it("gives every feature card a title and a description", () => {
    for (const card of featureCards.features) {
      expect(card.title, card.id).toBeTruthy();
      expect(card.description.length, card.id).toBeGreaterThan(40);
    }
  });

  it("compares the agent with separate tools, pricing it from the lowest plan", () => {
    expect(toolsComparison.columns.competitor).toBe("Separate tools");
    expect(toolsComparison.rows.length).toBeGreaterThanOrEqual(5);
    expect(
      toolsComparison.rows.find((row) => row.id === "cost")!.agent,
    ).toContain(from);
  });

  it("gives every testimonial card a quote, an author and a metric", () => {
    const { testimonials } = featuresTestimonials;
    for (const testimonial of testimonials) {
      expect(testimonial.quote.length).toBeGreaterThan(40);
      expect(testimonial.metric).toBeTruthy();
      // A first name and initial, a role and a business type in a DMV town: no invented company names.
      expect(testimonial.author).toMatch(
        /^[A-Z][a-z]+ [A-Z]\., [a-z ]+, [a-zA-Z ]+ in [A-Z][a-zA-Z ]+$/,
      );
    }
    expect(featuresTestimonials.note).toMatch(/illustrative/i);
  });

  it("ends with a call to action to the free audit", () => {
    expect(paths(featuresCta.actions)[0]).toBe("/free-audit");
    expect(paths(featuresHero.actions)).toEqual([
      "/free-audit",
      "/how-it-works",
    ]);
  });
});

describe("about (spec §2)", () => {
  it("dates the story from the founding year", () => {
    expect(dmvStory.intro.description).toContain(String(site.foundingYear));
  });

  it("states the mission with the company's values", () => {
    expect(mission.features).toBe(companyValues);
  });

  it("describes the organization in an AboutPage record", () => {
    const [about] = aboutJsonLd();
    expect(about!["@type"]).toBe("AboutPage");
    const organization = about!.mainEntity as Record<string, unknown>;
    expect(organization["@id"]).toBe(`${site.url}/#organization`);
    expect(organization.name).toBe(site.name);
    expect(
      (organization.areaServed as { name: string }[]).map((area) => area.name),
    ).toEqual(site.serviceAreas);
    expect(organization.knowsAbout).toBe(aboutSpecialties);
    const missionPart = about!.hasPart as { about: { name: string }[] };
    expect(missionPart.about.map((value) => value.name)).toEqual(
      titles(companyValues),
    );
  });
});

describe("privacy policy (spec §2)", () => {
  it("gives every section an id usable as an anchor", () => {
    for (const section of privacyPolicySections)
      expect(section.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("states the revision date in the structured data", () => {
    expect(privacyPolicyJsonLd()[0]!.dateModified).toBe(
      privacyPolicyUpdated.dateTime,
    );
    expect(privacyPolicyHero.title).toBe("Privacy Policy");
  });

  const text = (id: string) =>
    sectionText(privacyPolicySections.find((section) => section.id === id)!);

  it("covers every form of the site and never sells personal data", () => {
    for (const form of [
      "Free audit",
      "Contact form",
      "Support",
      "Newsletter",
      "resource requests",
    ])
      expect(text("information-we-collect")).toContain(form);
    expect(text("how-we-share-information")).toContain(
      "We do not sell or rent your personal information",
    );
  });

  it("names the cookies of a signed-in visitor, and the one localStorage item", () => {
    expect(text("cookies")).toContain(
      "This website sets cookies only when you create an account or sign in",
    );
    expect(text("cookies")).toMatch(
      /no(?:t use)? advertising or analytics cookies/,
    );
    expect(text("cookies")).toContain(
      "the first page of this website you visited, the website that referred you and any campaign tags (UTM parameters)",
    );
    expect(text("cookies")).toContain(
      "stays in your browser and is sent to us only with a form you submit",
    );
  });

  it("keeps the retention periods of what the site stores", () => {
    expect(text("data-retention")).toContain("no longer than three years");
    expect(text("data-retention")).toContain("until you unsubscribe");
    expect(text("data-retention")).toContain("no longer than 90 days");
  });

  it("describes accounts, their cookies and the chat assistant as the site runs them", () => {
    expect(text("information-we-collect")).toContain(
      "We store the password only in a scrambled, one-way form",
    );
    expect(text("information-we-collect")).toContain("Chat assistant");
    expect(text("cookies")).toContain("one named session keeps you signed in");
    expect(text("cookies")).toContain("session storage");
    expect(text("data-retention")).toContain("until you delete your account");
    expect(text("third-party-services")).toContain("Language-model provider");
  });

  it("reads the contact details from the site configuration", () => {
    const contact = privacyPolicySections.at(-1)!;
    const lines = contact.blocks.flatMap((block) =>
      block.kind === "contact" ? block.items : [],
    );
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          text: site.email,
          href: mailtoLink("Privacy question"),
        }),
        expect.objectContaining({ text: site.phone, href: telLink() }),
        expect.objectContaining({ text: site.hours.label }),
      ]),
    );
    expect(text("your-rights")).toContain(site.email);
    expect(text("children-under-13")).toContain(site.email);
  });
});
