import { describe, expect, it } from "vitest";
import {
  contactCta,
  contactInfo,
  contactJsonLd,
  contactMessages,
} from "#app/content/contact.ts";
import {
  auditBenefits,
  auditMessages,
  freeAuditHero,
  freeAuditJsonLd,
} from "#app/content/free-audit.ts";
import { databasePages, publicPages } from "#app/content/pages.ts";
import { plans } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import {
  DEFAULT_SUPPORT_PRIORITY,
  supportPriorities,
} from "#app/content/support-priorities.ts";
import {
  supportCta,
  supportEmailLink,
  supportFaqs,
  supportFormCopy,
  supportHero,
  supportJsonLd,
  supportOptions,
  supportResources,
  videoWalkthroughService,
} from "#app/content/support.ts";
import { formatPrice } from "#app/lib/format.ts";
import { filterFaqs } from "#app/lib/faq-filter.ts";

const paths = [...publicPages, ...databasePages].map((page) => page.path);

describe("lead pages are registered", () => {
  it("in the spec's route-table order", () => {
    for (const path of ["/contact", "/free-audit", "/support"])
      expect(paths).toContain(path);
    expect(paths.indexOf("/pricing")).toBeLessThan(paths.indexOf("/contact"));
    expect(paths.indexOf("/contact")).toBeLessThan(paths.indexOf("/about"));
    expect(paths.indexOf("/about")).toBeLessThan(paths.indexOf("/free-audit"));
    expect(paths.indexOf("/free-audit")).toBeLessThan(
      paths.indexOf("/support"),
    );
  });
});

// The spec's texts, lists and messages of these pages are pinned in spec-constants.test.ts.

describe("/free-audit", () => {
  it("shows the benefit tiles in the hero", () => {
    expect(freeAuditHero.panel.items).toBe(auditBenefits);
  });

  it("names the site's contact details as the alternative when sending fails", () => {
    expect(auditMessages.failureAlternative).toContain(site.email);
    expect(auditMessages.failureAlternative).toContain(site.phone);
  });

  it("describes the free audit as a zero-price offer in structured data", () => {
    const [service, breadcrumb] = freeAuditJsonLd();
    expect(service).toMatchObject({
      "@type": "Service",
      offers: { price: 0, priceCurrency: "USD" },
    });
    expect(breadcrumb?.["@type"]).toBe("BreadcrumbList");
  });
});

describe("/contact", () => {
  it("names the site's email address as the alternative when sending fails", () => {
    expect(contactMessages.failure).toContain(site.email);
  });

  it("fills the info cards from the site configuration", () => {
    const cards = Object.fromEntries(
      contactInfo.cards.map((card) => [card.id, card]),
    );
    expect(cards.location?.lines).toEqual([site.location, site.locationDetail]);
    expect(cards.phone).toMatchObject({
      link: { label: site.phone, href: `tel:${site.phoneE164}` },
    });
    expect(cards.email).toMatchObject({
      link: { label: site.email, href: `mailto:${site.email}` },
    });
    expect(cards.hours?.lines).toEqual([
      site.hours.label,
      site.hours.weekendLabel,
    ]);
  });

  it("leads on to the free audit and states its hours in structured data", () => {
    expect(contactCta.actions[0]?.to).toBe("/free-audit");
    const [page] = contactJsonLd();
    expect(page).toMatchObject({
      "@type": "ContactPage",
      mainEntity: {
        contactPoint: {
          telephone: site.phoneE164,
          email: site.email,
          hoursAvailable: {
            opens: site.hours.opens,
            closes: site.hours.closes,
          },
        },
      },
    });
  });
});

describe("/support", () => {
  it("states the phone hours from the site configuration", () => {
    expect(supportHero.points).toContain(`Phone ${site.hours.label}`);
  });

  it("opens a prefilled mail draft and starts a call", () => {
    const email = supportOptions.options.find((o) => o.id === "email");
    const phone = supportOptions.options.find((o) => o.id === "phone");
    expect(email?.href).toBe(supportEmailLink);
    const draft = new URL(supportEmailLink);
    expect(draft.protocol).toBe("mailto:");
    expect(draft.pathname).toBe(site.email);
    expect(draft.searchParams.get("subject")).toBe("Support request");
    expect(draft.searchParams.get("body")).toContain("What I need help with");
    expect(phone?.href).toBe(`tel:${site.phoneE164}`);
  });

  it("answers 8 to 10 questions, each with a unique id", () => {
    const ids = supportFaqs.items.map((item) => item.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(new Set(ids).size).toBe(ids.length);
  });

  // The policies the answers state (spec §1 and §9) are pinned in spec-constants.test.ts.
  it("states the business hours and only the catalogue's prices", () => {
    const answers = supportFaqs.items.map((item) => item.answer).join(" ");
    expect(answers).toContain(site.hours.label);
    for (const plan of plans)
      expect(answers).toContain(
        `${plan.name} ${formatPrice(plan.monthlyPrice)}`,
      );
    // No price but the catalogue's, and no promise the spec does not make.
    const catalogPrices = plans.map((plan) => formatPrice(plan.monthlyPrice));
    for (const price of answers.match(/\$\d+(?:,\d{3})*/g) ?? [])
      expect(catalogPrices).toContain(price);
    expect(answers).not.toMatch(/cancel anytime|free trial|refund/i);
  });

  it("finds questions by their answers, case-insensitively", () => {
    const found = (search: string) =>
      filterFaqs(supportFaqs.items, { search, category: "all" }).map(
        (item) => item.id,
      );
    expect(found("MONEY-BACK")).toEqual(["guarantee"]);
    expect(found("downgrade")).toEqual(["change-plan"]);
    expect(found("quantum")).toEqual([]);
  });

  it("leads each self-service card to what its title promises", () => {
    expect(
      supportResources.cards.map((card) => [card.id, card.action.to]),
    ).toEqual([
      ["getting-started", "/how-it-works"],
      ["video-tutorials", "/book"],
      ["best-practices", "/resources"],
    ]);
    expect(videoWalkthroughService).toBe("Video Walkthrough");
    for (const card of supportResources.cards)
      expect(paths, `${card.action.to} has no route`).toContain(
        card.action.to.split("?")[0],
      );
  });

  it("promises no recorded videos, only a walkthrough on a video call", () => {
    const video = supportResources.cards.find(
      (card) => card.id === "video-tutorials",
    )!;
    expect(video.description).toContain("walkthrough on a video call");
    expect(video.action.label).toBe("Book a Video Walkthrough");
    expect(
      [
        supportResources.intro.description,
        ...supportResources.cards.map(
          (card) => `${card.description} ${card.action.label}`,
        ),
      ].join(" "),
    ).not.toMatch(/\bwatch\b|recorded|tutorial video/i);
  });

  it("offers the priorities with labels, the default chosen", () => {
    expect(supportFormCopy.defaultPriority).toBe(DEFAULT_SUPPORT_PRIORITY);
    expect(Object.keys(supportFormCopy.priorityLabels)).toEqual([
      ...supportPriorities,
    ]);
  });

  it("ends with a call to action to the free audit", () => {
    expect(supportCta.actions[0]?.to).toBe("/free-audit");
    expect(supportJsonLd()).toHaveLength(2);
  });
});
