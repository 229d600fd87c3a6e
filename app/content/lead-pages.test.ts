import { describe, expect, it } from "vitest";
import { businessTypes } from "#app/content/business-types.ts";
import {
  contactCta,
  contactFormCopy,
  contactHero,
  contactInfo,
  contactJsonLd,
  contactMessages,
} from "#app/content/contact.ts";
import {
  auditBenefits,
  auditConfirmation,
  auditFormSections,
  auditMessages,
  freeAuditHero,
  freeAuditJsonLd,
} from "#app/content/free-audit.ts";
import { publicPages } from "#app/content/pages.ts";
import { plans } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import {
  DEFAULT_SUPPORT_PRIORITY,
  supportPriorities,
} from "#app/content/support-priorities.ts";
import {
  liveChatUnavailable,
  supportCta,
  supportEmailLink,
  supportFaqs,
  supportFormCopy,
  supportHero,
  supportJsonLd,
  supportMessages,
  supportOptions,
  supportResources,
  videoWalkthroughService,
} from "#app/content/support.ts";
import { formatPrice } from "#app/lib/format.ts";
import { filterFaqs } from "#app/lib/faq-filter.ts";
import { AUDIT_SOURCE } from "#app/features/lead/schema.ts";

const paths = publicPages.map((page) => page.path);

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

describe("/free-audit", () => {
  it("offers the three benefit tiles in the hero", () => {
    expect(auditBenefits.map((tile) => tile.label)).toEqual([
      "Strategy Analysis",
      "AI Recommendations",
      "Action Plan",
    ]);
    expect(freeAuditHero.panel.items).toBe(auditBenefits);
  });

  it("splits the form into the spec's three sections", () => {
    expect(Object.values(auditFormSections).map((part) => part.title)).toEqual([
      "Contact Information",
      "Business Information",
      "Marketing Goals",
    ]);
  });

  it("offers the eleven business types in the spec's order", () => {
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

  it("uses the spec's notices and source", () => {
    expect(auditMessages.successTitle).toBe("Success!");
    expect(auditMessages.success).toBe(
      "Your free audit request has been submitted. We'll contact you within 24 hours.",
    );
    expect(auditMessages.failure).toBe(
      "Failed to submit request. Please try again.",
    );
    expect(auditMessages.failureAlternative).toContain(site.email);
    expect(AUDIT_SOURCE).toBe("Free Audit Page");
  });

  it("confirms with the title, the 24-hour promise, three next steps and the setup time", () => {
    expect(auditConfirmation.title).toBe("Request Submitted Successfully!");
    expect(auditConfirmation.description).toContain("within 24 hours");
    expect(auditConfirmation.nextSteps.map((step) => step.title)).toEqual([
      "Review of your current marketing",
      "AI strategy consultation call",
      "Custom automation recommendations",
    ]);
    expect(auditConfirmation.setupNote).toContain(
      "24-48 hours after your audit",
    );
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
  it("opens with 'Get In Touch' and promises a reply within 24 hours", () => {
    expect(contactHero.title).toBe("Get In Touch");
    expect(contactFormCopy.title).toBe("Send Us a Message");
    expect(contactFormCopy.description).toContain("within 24 hours");
    expect(contactMessages.success).toContain("within 24 hours");
  });

  it("names the site's email address as the alternative when sending fails", () => {
    expect(contactMessages.failure).toContain(site.email);
  });

  it("shows the four info cards from the site configuration", () => {
    const cards = Object.fromEntries(
      contactInfo.cards.map((card) => [card.id, card]),
    );
    expect(contactInfo.cards.map((card) => card.title)).toEqual([
      "Location",
      "Phone",
      "Email",
      "Business Hours",
    ]);
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
    expect(site.hours.label).toBe("Mon-Fri 9AM-6PM EST");
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
  it("offers the spec's three contact options", () => {
    expect(
      supportOptions.options.map(({ title, availability, response }) => ({
        title,
        availability,
        response,
      })),
    ).toEqual([
      { title: "Live Chat", availability: "24/7", response: "Instant" },
      {
        title: "Email Support",
        availability: "24/7",
        response: "Within 2 hours",
      },
      {
        title: "Phone Support",
        availability: site.hours.label,
        response: "Immediate",
      },
    ]);
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

  it("points to the chat button at the bottom right when live chat is missing", () => {
    expect(liveChatUnavailable.description).toContain(
      "chat button at the bottom right",
    );
  });

  it("answers 8 to 10 questions, each with a unique id", () => {
    const ids = supportFaqs.items.map((item) => item.id);
    expect(ids.length).toBeGreaterThanOrEqual(8);
    expect(ids.length).toBeLessThanOrEqual(10);
    expect(new Set(ids).size).toBe(ids.length);
    expect(supportFaqs.emptyText).toBe("No FAQs found matching your search.");
  });

  it("states only the policies of the spec and the catalogue", () => {
    const answers = supportFaqs.items.map((item) => item.answer).join(" ");
    for (const fact of [
      "month-to-month",
      "no contracts",
      "30-day money-back guarantee",
      "Upgrades take effect immediately",
      "Downgrades take effect at your next billing cycle",
      "24-48 hours after your audit",
      "within 2 hours",
      site.hours.label,
    ])
      expect(answers).toContain(fact);
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
      supportResources.cards.map((card) => [card.title, card.action.to]),
    ).toEqual([
      ["Getting Started Guide", "/how-it-works"],
      ["Video Tutorials", "/contact?service=Video%20Walkthrough"],
      ["Best Practices", "/resources"],
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

  it("uses the spec's alerts, priorities and default", () => {
    expect(supportMessages.success).toBe(
      "Message sent successfully! We'll get back to you within 2 hours.",
    );
    expect(supportMessages.failure).toBe(
      `Failed to send message. Please try again or email us directly at ${site.email}`,
    );
    expect(supportPriorities).toEqual(["low", "normal", "high", "urgent"]);
    expect(DEFAULT_SUPPORT_PRIORITY).toBe("normal");
    expect(supportFormCopy.defaultPriority).toBe("normal");
    expect(supportFormCopy.submittingLabel).toBe("Sending...");
    expect(Object.keys(supportFormCopy.priorityLabels)).toEqual([
      ...supportPriorities,
    ]);
  });

  it("ends with a call to action to the free audit", () => {
    expect(supportCta.actions[0]?.to).toBe("/free-audit");
    expect(supportJsonLd()).toHaveLength(2);
  });
});
