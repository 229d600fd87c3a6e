import { describe, expect, it } from "vitest";
import {
  aboutCta,
  aboutHero,
  aboutJsonLd,
  aboutSeo,
  aboutSpecialties,
  companyValues,
  dmvStory,
  mission,
  whyAiNow,
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
  contentFlow,
  dailyTasks,
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

const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
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

describe("how it works (spec §2)", () => {
  it("opens with a flow from blog post to social posts to SEO update to results", () => {
    expect(titles(contentFlow.stages)).toEqual([
      "Blog post",
      "Social posts",
      "SEO update",
      "Results",
    ]);
  });

  it("has the three setup steps, shared with the HowTo record", () => {
    expect(titles(setupSteps)).toEqual([
      "Connect Your Platforms",
      "Configure Your Agent",
      "Activate Automation",
    ]);
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

  it("lists four daily agent tasks", () => {
    expect(dailyTasks.features).toHaveLength(4);
  });

  it("compares a freelancer with the agent at $1,500+ a month against $297 flat", () => {
    expect(freelancerMonthlyCost).toBe(1500);
    expect(lowestMonthlyPrice).toBe(297);
    expect(yearlySavingsClaim).toBe("over $15,000");
    const cost = freelancerComparison.rows.find(
      (row) => row.id === "monthly-cost",
    )!;
    expect(cost.competitor).toBe("$1,500+ a month");
    expect(cost.agent).toBe("$297 flat");
    expect(freelancerComparison.intro.description).toContain(
      "over $15,000 saved a year",
    );
    expect(freelancerComparison.columns.competitor).toMatch(/freelance/i);
  });

  it("leads to the free audit from the hero and the closing call to action", () => {
    expect(paths(howItWorksHero.actions)[0]).toBe("/free-audit");
    expect(paths(howItWorksCta.actions)[0]).toBe("/free-audit");
    expect(howItWorksHero.description).toContain("$297");
    expect(howItWorksHero.description).toContain("$1,500+");
  });
});

describe("features (spec §2)", () => {
  it("shows six feature cards", () => {
    expect(featureCards.features).toHaveLength(6);
  });

  it("compares the agent with separate tools, pricing it from $297", () => {
    expect(toolsComparison.columns.competitor).toBe("Separate tools");
    expect(toolsComparison.rows.length).toBeGreaterThanOrEqual(5);
    expect(
      toolsComparison.rows.find((row) => row.id === "cost")!.agent,
    ).toContain("$297");
  });

  it("shows three testimonial cards with quote, author and metric", () => {
    const { testimonials } = featuresTestimonials;
    expect(testimonials).toHaveLength(3);
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
  it("opens with the spec's hero and a Meet Your Agent button to the free audit", () => {
    expect(aboutHero.title).toBe(
      "More Than Just an Agency, We're the Team Behind the Agent",
    );
    expect(aboutHero.actions).toEqual([
      { label: "Meet Your Agent", to: "/free-audit" },
    ]);
  });

  it("tells how it all started in the DMV with four tiles", () => {
    expect(dmvStory.intro.title).toBe("It All Started in the DMV");
    expect(titles(dmvStory.features)).toEqual([
      "Local Team",
      "Real Focus",
      "AI Experts",
      "Fast Results",
    ]);
    expect(dmvStory.intro.description).toContain(String(site.foundingYear));
  });

  it("answers Why AI? Why Now? with four cards", () => {
    expect(whyAiNow.intro.title).toBe("Why AI? Why Now?");
    expect(whyAiNow.features).toHaveLength(4);
  });

  it("states the mission with three values: transparency, innovation, partnership", () => {
    expect(mission.intro.title).toBe("Our Mission");
    expect(mission.features).toBe(companyValues);
    expect(ids(companyValues)).toEqual([
      "transparency",
      "innovation",
      "partnership",
    ]);
    expect(companyValues[0].description).toMatch(/no hidden fees/i);
    expect(companyValues[0].description).toMatch(/no confusing contracts/i);
  });

  it("closes with Start Free Audit and Schedule Strategy Call (product.md D3)", () => {
    expect(aboutCta.actions).toEqual([
      { label: "Start Free Audit", to: "/free-audit" },
      {
        label: "Schedule Strategy Call",
        to: "/contact?service=Strategy%20Call",
      },
    ]);
  });

  it("describes the organization in an AboutPage record", () => {
    const [about] = aboutJsonLd();
    expect(about!["@type"]).toBe("AboutPage");
    const organization = about!.mainEntity as Record<string, unknown>;
    expect(organization["@id"]).toBe(`${site.url}/#organization`);
    expect(organization.name).toBe(site.name);
    expect(
      (organization.areaServed as { name: string }[]).map((area) => area.name),
    ).toEqual(["Washington, DC", "Maryland", "Virginia"]);
    expect(organization.knowsAbout).toEqual([
      "AI marketing automation",
      "SEO optimization",
      "social media management",
      "content creation",
      "marketing analytics",
    ]);
    expect(organization.knowsAbout).toBe(aboutSpecialties);
    const missionPart = about!.hasPart as { about: { name: string }[] };
    expect(missionPart.about.map((value) => value.name)).toEqual([
      "Transparency",
      "Innovation",
      "Partnership",
    ]);
  });
});

describe("privacy policy (spec §2)", () => {
  it("has the eleven sections of the spec, in order", () => {
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
    for (const section of privacyPolicySections)
      expect(section.id).toMatch(/^[a-z0-9-]+$/);
  });

  it("was last updated in December 2024", () => {
    expect(privacyPolicyUpdated).toEqual({
      text: "December 2024",
      dateTime: "2024-12",
    });
    expect(privacyPolicyJsonLd()[0]!.dateModified).toBe("2024-12");
    expect(privacyPolicyHero.title).toBe("Privacy Policy");
  });

  const text = (id: string) =>
    sectionText(privacyPolicySections.find((section) => section.id === id)!);

  it("states that the product is not intended for children under 13", () => {
    expect(text("children-under-13")).toContain(
      "not intended for children under 13",
    );
  });

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

  it("says that the site sets no cookies and names the one localStorage item", () => {
    expect(text("cookies")).toContain("This website sets no cookies.");
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

  // Accounts and the on-page assistant do not exist yet: their sections come back with them.
  it("mentions no account, password, sign-in cookie or assistant before those features ship", () => {
    const policy = [
      privacyPolicySeo.description,
      privacyPolicyHero.description,
      ...privacyPolicySections.flatMap((section) => [
        section.title,
        sectionText(section),
      ]),
    ].join("\n");
    for (const word of [
      /\baccounts?\b/i,
      /password/i,
      /\bsign(?:ed|ing)?[ -]?(?:in|out)\b/i,
      /\blog(?:ged|ging)?[ -]?in\b/i,
      /session/i,
      /assistant/i,
      /\bchat/i,
      /\bsubscription/i,
    ])
      expect(policy).not.toMatch(word);
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
