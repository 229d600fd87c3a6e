import {
  expect,
  failedResponse,
  test,
  type Page,
  type Route,
} from "./fixtures.ts";
import { loadParts, openHydrated, waitForHydration } from "./hydration.ts";
import { messages } from "#app/services/submission.server.ts";
import { expectNoAxeViolations } from "./axe.ts";
import { businessTypes } from "#app/content/business-types.ts";
import { contactFormCopy, contactMessages } from "#app/content/contact.ts";
import {
  auditBenefits,
  auditConfirmation,
  auditFormIntro,
  auditFormSections,
  auditMessages,
  freeAuditHero,
} from "#app/content/free-audit.ts";
import { site } from "#app/content/site.ts";
import { DEFAULT_SUPPORT_PRIORITY } from "#app/content/support-priorities.ts";
import {
  liveChatUnavailable,
  supportCta,
  supportFaqs,
  supportFormCopy,
  supportMessages,
  supportOptions,
  supportResources,
} from "#app/content/support.ts";
import { ContactSchema } from "#app/features/contact/schema.ts";
import { LeadSchema, WEBSITE_MESSAGE } from "#app/features/lead/schema.ts";
import { AUDIT_SOURCE } from "#app/lib/form-names.ts";
import { SupportSchema } from "#app/features/support/schema.ts";
import { filterFaqs } from "#app/lib/faq-filter.ts";
import { emptyFieldMessages } from "./schema-messages.ts";

// Each page's h1 and head tags are checked for every page in pages.spec.ts; the spec's texts and
// messages are pinned in app/content/spec-constants.test.ts and the forms' own tests. Here the
// pages show them, read from the content and the forms' schemas.

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The lead pages' forms against intercepted endpoints: the real `/api/leads`, `/api/contact` and
 * `/api/support` are covered by their own tests; here the browser's side is checked — what is
 * sent, and what the visitor sees on success and on failure.
 */

async function open(page: Page, path: string) {
  await page.goto(path);
  await hydrated(page);
  await loadParts(page);
}

async function hydrated(page: Page) {
  // The form loads its code when it comes on screen: scrolled to, as a visitor would, and
  // interactive once the page says so.
  await waitForHydration(page);
  await page.getByRole("main").locator("form").first().scrollIntoViewIfNeeded();
  await waitForHydration(page);
}

/**
 * Answers the endpoint with `status` and keeps the JSON bodies that were sent. A failure answers
 * what the server answers when its database is down (503 and its message).
 */
async function interceptApi(
  page: Page,
  endpoint: string,
  status: number,
  body: unknown = status < 300
    ? { success: true, message: "Received" }
    : { message: messages.unavailable },
) {
  const sent: Record<string, unknown>[] = [];
  await page.route(`**${endpoint}`, async (route: Route) => {
    sent.push(route.request().postDataJSON() as Record<string, unknown>);
    await route.fulfill({ status, json: body });
  });
  return sent;
}

const toastRegion = (page: Page) =>
  page.getByRole("region", { name: /notifications/i });

test.describe("/free-audit", () => {
  const lead = {
    name: "Maria Alvarez",
    email: "maria@arlingtonbakery.example",
    phone: "(703) 555-0123",
    company: "Arlington Bakery",
    website: "https://www.arlingtonbakery.example",
    businessType: "Restaurant/Food Service",
    currentMarketing: "An Instagram account we post on now and then",
    goals: "More weekend orders from Clarendon and Ballston",
  };

  async function fillLead(page: Page) {
    const main = page.getByRole("main");
    await main.getByLabel("Full Name").fill(lead.name);
    await main.getByLabel("Email Address").fill(lead.email);
    await main.getByLabel("Phone Number").fill(lead.phone);
    await main.getByLabel("Company Name").fill(lead.company);
    await main.getByLabel("Website").fill(lead.website);
    await main.getByLabel("Business Type").selectOption(lead.businessType);
    await main.getByLabel("Current Marketing").fill(lead.currentMarketing);
    await main.getByLabel("Marketing Goals").fill(lead.goals);
  }

  const submitButton = (page: Page) =>
    page.getByRole("button", { name: "Get My Free Audit" });

  test("shows the hero tiles, the form sections and the business types", async ({
    page,
  }) => {
    await open(page, "/free-audit");
    const hero = page.locator("main section").first();
    for (const tile of auditBenefits)
      await expect(hero.getByText(tile.label, { exact: true })).toBeVisible();
    const main = page.getByRole("main");
    for (const part of Object.values(auditFormSections))
      await expect(main.getByRole("group", { name: part.title })).toBeVisible();
    await expect(
      main.getByLabel("Business Type").locator("option:not([value=''])"),
    ).toHaveText([...businessTypes]);

    const [start] = freeAuditHero.actions;
    await hero.getByRole("link", { name: start.label }).click();
    await expect(page).toHaveURL(new RegExp(`/free-audit${start.to}$`));
    await expect(
      main.getByRole("heading", { name: auditFormIntro.title }),
    ).toBeInViewport();
  });

  test("names the six missing fields with the spec's messages on an empty submit, with no axe violations", async ({
    page,
  }) => {
    const sent = await interceptApi(page, "/api/leads", 201);
    await open(page, "/free-audit");
    await submitButton(page).click();
    const main = page.getByRole("main");
    const messages = emptyFieldMessages(LeadSchema, [
      "name",
      "email",
      "phone",
      "company",
      "businessType",
      "goals",
    ]);
    for (const [label, name] of [
      ["Full Name", "name"],
      ["Email Address", "email"],
      ["Phone Number", "phone"],
      ["Company Name", "company"],
      ["Business Type", "businessType"],
      ["Marketing Goals", "goals"],
    ] as const) {
      const message = messages[name]!;
      const field = main.getByLabel(label);
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(message)),
      );
      await expect(main.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(main.getByLabel("Full Name")).toBeFocused();
    await expect(main.getByLabel("Website")).toHaveAttribute(
      "aria-invalid",
      "false",
    );
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(page);
  });

  for (const website of ["arlington bakery", "not a url at all"]) {
    test(`refuses the website "${website}" at the field, as the server would, and sends nothing`, async ({
      page,
    }) => {
      const sent = await interceptApi(page, "/api/leads", 201);
      await open(page, "/free-audit");
      await fillLead(page);
      const field = page.getByRole("main").getByLabel("Website");
      await field.fill(website);
      await submitButton(page).click();
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(WEBSITE_MESSAGE)),
      );
      await expect(
        page.getByRole("main").getByText(WEBSITE_MESSAGE),
      ).toBeVisible();
      expect(sent).toEqual([]);
    });
  }

  test("sends every field with the audit source and replaces the page with the confirmation", async ({
    page,
  }) => {
    const sent: Record<string, unknown>[] = [];
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/leads", async (route) => {
      sent.push(route.request().postDataJSON() as Record<string, unknown>);
      await answered;
      await route.fulfill({
        status: 201,
        json: { success: true, message: "Received" },
      });
    });
    await open(page, "/free-audit?utm_source=newsletter");
    await fillLead(page);
    await submitButton(page).click();
    await expect(
      page.getByRole("button", { name: "Submitting..." }),
    ).toBeDisabled();
    release();

    const heading = page.getByRole("heading", {
      level: 1,
      name: auditConfirmation.title,
    });
    await expect(heading).toBeVisible();
    await expect(heading).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const main = page.getByRole("main");
    await expect(main.getByText(auditConfirmation.description)).toBeVisible();
    for (const step of auditConfirmation.nextSteps)
      await expect(
        main.getByRole("heading", { name: step.title }),
      ).toBeVisible();
    await expect(main.getByText(auditConfirmation.setupNote)).toBeVisible();
    await expect(main.getByRole("button", { name: /Free Audit/ })).toHaveCount(
      0,
    );
    const toast = toastRegion(page);
    await expect(toast.getByText(auditMessages.successTitle)).toBeVisible();
    await expect(toast.getByText(auditMessages.success)).toBeVisible();

    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ ...lead, source: AUDIT_SOURCE });
    expect(sent[0]!.attribution).toMatchObject({ utmSource: "newsletter" });
  });

  test("keeps the form and its values when sending fails", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResponse(503));
    await interceptApi(page, "/api/leads", 503);
    await open(page, "/free-audit");
    await fillLead(page);
    await submitButton(page).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toContainText(auditMessages.failure);
    await expect(main.getByRole("alert")).toContainText(site.email);
    await expect(
      toastRegion(page).getByText(auditMessages.failure),
    ).toBeVisible();
    await expect(main.getByLabel("Company Name")).toHaveValue(lead.company);
    await expect(main.getByLabel("Business Type")).toHaveValue(
      lead.businessType,
    );
    await expect(main.getByLabel("Marketing Goals")).toHaveValue(lead.goals);
    await expect(submitButton(page)).toBeEnabled();
    await expect(page.getByText(auditConfirmation.title)).toHaveCount(0);
  });
});

test.describe("/contact", () => {
  const submitButton = (page: Page) =>
    page.getByRole("button", { name: contactFormCopy.submitLabel });

  async function fillMessage(page: Page) {
    const main = page.getByRole("main");
    await main.getByLabel("First Name").fill("James");
    await main.getByLabel("Last Name").fill("Okafor");
    await main.getByLabel("Email Address").fill("james@rockvilleauto.example");
    await main.getByLabel("Phone Number").fill("(301) 555-0187");
    await main.getByLabel("Company Name").fill("Rockville Auto Care");
    await main
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("We need a new website with online booking for oil changes.");
  }

  test("shows the form with the spec's fields and the contact details from the site configuration", async ({
    page,
  }) => {
    await open(page, "/contact");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("heading", { name: contactFormCopy.title }),
    ).toBeVisible();
    await expect(main.getByText(contactFormCopy.description)).toBeVisible();
    await expect(main.getByLabel("Email Address")).toHaveAttribute(
      "type",
      "email",
    );
    await expect(main.getByLabel("Phone Number")).toHaveAttribute(
      "type",
      "tel",
    );
    await expect(
      main.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveAttribute("rows", "5");
    await expect(main.getByLabel("Service of interest")).toHaveValue("");

    const info = main.getByRole("region", { name: "Contact Information" });
    await expect(info.getByText(site.location, { exact: true })).toBeVisible();
    await expect(info.getByText(site.locationDetail)).toBeVisible();
    await expect(info.getByRole("link", { name: site.phone })).toHaveAttribute(
      "href",
      `tel:${site.phoneE164}`,
    );
    await expect(info.getByRole("link", { name: site.email })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(info.getByText(site.hours.weekendLabel)).toBeVisible();
  });

  test("pre-fills the service of interest from ?service=", async ({ page }) => {
    await open(page, "/contact?service=SEO%20Automation");
    const service = page.getByRole("main").getByLabel("Service of interest");
    await expect(service).toHaveValue("SEO Automation");
    await expect(service).toBeEditable();
  });

  test("a link from another page fills the service in the browser, asking the server for nothing", async ({
    page,
  }) => {
    await openHydrated(page, "/dmv-directory");
    const dataRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.endsWith(".data")) {
        dataRequests.push(request.url());
      }
    });
    await page
      .getByRole("main")
      .getByRole("link", { name: "List Your Business" })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contact\?service=Directory%20Listing$/);
    await loadParts(page);
    await expect(
      page.getByRole("main").getByLabel("Service of interest"),
    ).toHaveValue("Directory Listing");
    expect(dataRequests).toEqual([]);
  });

  test("sends the message with the service and empties the form on success", async ({
    page,
  }) => {
    const sent = await interceptApi(page, "/api/contact", 201);
    await open(page, "/contact?service=SEO%20Automation");
    await fillMessage(page);
    await submitButton(page).click();

    const main = page.getByRole("main");
    await expect(main.getByRole("status")).toContainText(
      contactMessages.success,
    );
    for (const label of [
      "First Name",
      "Last Name",
      "Email Address",
      "Phone Number",
      "Company Name",
      "Service of interest",
      "Message",
    ])
      await expect(
        main.getByRole("textbox", { name: label, exact: true }),
        label,
      ).toHaveValue("");
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      firstName: "James",
      lastName: "Okafor",
      email: "james@rockvilleauto.example",
      phone: "(301) 555-0187",
      company: "Rockville Auto Care",
      service: "SEO Automation",
      message: "We need a new website with online booking for oil changes.",
    });
    expect(sent[0]!.attribution).toBeDefined();
  });

  test("keeps the message and names the email address when sending fails", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResponse(503));
    await interceptApi(page, "/api/contact", 503);
    await open(page, "/contact");
    await fillMessage(page);
    await submitButton(page).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toContainText(site.email);
    await expect(main.getByLabel("First Name")).toHaveValue("James");
    await expect(
      main.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue(/online booking/);
  });

  test("names the missing fields on an empty submit, with no axe violations", async ({
    page,
  }) => {
    const sent = await interceptApi(page, "/api/contact", 201);
    await open(page, "/contact");
    await submitButton(page).click();
    const main = page.getByRole("main");
    await expect(main.getByLabel("First Name")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(
      main.getByText(emptyFieldMessages(ContactSchema, ["email"]).email!),
    ).toBeVisible();
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("/support", () => {
  const submitButton = (page: Page) =>
    page.getByRole("button", { name: supportFormCopy.submitLabel });

  async function fillRequest(page: Page) {
    const form = page.getByRole("main");
    await form
      .getByRole("textbox", { name: "Name", exact: true })
      .fill("Priya Shah");
    await form
      .getByRole("textbox", { name: "Email", exact: true })
      .fill("priya@shahdental.example");
    await form.getByLabel("Subject").fill("Blog posts not publishing");
    await form.getByLabel("Priority").selectOption("urgent");
    await form
      .getByRole("textbox", { name: "Message", exact: true })
      .fill("This week's blog post did not appear on our website.");
  }

  test("offers live chat, a prefilled email draft and a phone call", async ({
    page,
  }) => {
    await open(page, "/support");
    const main = page.getByRole("main");
    for (const { title, availability, response } of supportOptions.options) {
      const card = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { name: title }) });
      await expect(card).toContainText(availability);
      await expect(card).toContainText(response);
    }
    const option = (id: string) =>
      supportOptions.options.find((candidate) => candidate.id === id)!;
    const email = main.getByRole("link", {
      name: option("email").actionLabel,
    });
    await expect(email).toHaveAttribute(
      "href",
      new RegExp(`^mailto:${site.email}\\?subject=Support%20request&body=`),
    );
    await expect(
      main.getByRole("link", { name: option("phone").actionLabel }),
    ).toHaveAttribute("href", `tel:${site.phoneE164}`);
    for (const card of supportResources.cards) {
      await expect(
        main.getByRole("link", {
          name: new RegExp(`\\(${escapeRegExp(card.title)}\\)`),
        }),
      ).toHaveAttribute("href", card.action.to);
    }
    const cta = page.locator("main section").last();
    await expect(
      cta.locator(`a[href="${supportCta.actions[0].to}"]`),
    ).toBeVisible();
  });

  test("Live Chat tells the visitor where the chat button is when none appears", async ({
    page,
  }) => {
    await open(page, "/support");
    // Whatever chat widget the page may have is taken out of the lookup.
    await page.evaluate(() => {
      for (const launcher of document.querySelectorAll("[data-chat-launcher]"))
        launcher.removeAttribute("data-chat-launcher");
    });
    await page
      .getByRole("button", { name: supportOptions.options[0].actionLabel })
      .click();
    await expect(
      toastRegion(page).getByText(liveChatUnavailable.description),
    ).toBeVisible();
  });

  /** The FAQ's search box and its "Showing N of M questions" line. */
  function faq(page: Page) {
    const main = page.getByRole("main");
    return {
      main,
      total: supportFaqs.items.length,
      count: main.getByText(/^Showing \d+ of \d+ questions$/),
      search: main.getByRole("searchbox", { name: supportFaqs.searchLabel }),
    };
  }

  test("opens one FAQ answer at a time and finds questions by their answers, with no axe violations", async ({
    page,
  }) => {
    await open(page, "/support");
    const { main, total, count, search } = faq(page);
    await expect(count).toHaveText(`Showing ${total} of ${total} questions`);
    await expect(count).toHaveAttribute("aria-live", "polite");

    // One question open at a time, and the open one closes again.
    const item = (id: string) =>
      supportFaqs.items.find((candidate) => candidate.id === id)!;
    const guarantee = main.getByRole("button", {
      name: item("guarantee").question,
    });
    const contract = main.getByRole("button", {
      name: item("contract").question,
    });
    await guarantee.click();
    await expect(guarantee).toHaveAttribute("aria-expanded", "true");
    await contract.click();
    await expect(contract).toHaveAttribute("aria-expanded", "true");
    await expect(guarantee).toHaveAttribute("aria-expanded", "false");
    await contract.click();
    await expect(contract).toHaveAttribute("aria-expanded", "false");

    // "month-to-month" is in the answer only.
    const words = "MONTH-TO-MONTH";
    expect(item("contract").question).not.toMatch(new RegExp(words, "i"));
    const shown = filterFaqs(supportFaqs.items, {
      search: words,
      category: "all",
    });
    expect(shown.map((faq) => faq.id)).toEqual(["contract"]);
    await search.fill(words);
    await expect(count).toHaveText(
      `Showing ${shown.length} of ${total} questions`,
    );
    await expect(contract).toBeVisible();
    await expect(guarantee).toHaveCount(0);
    await expect(page).toHaveURL(/\?q=MONTH-TO-MONTH$/);
    await contract.click();
    await expect(main.getByText(item("contract").answer)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("keeps the FAQ search on reload and restores it on Back", async ({
    page,
  }) => {
    await open(page, "/support");
    const { total, count, search } = faq(page);
    const shown = filterFaqs(supportFaqs.items, {
      search: "downgrade",
      category: "all",
    }).length;
    await search.fill("downgrade");
    await expect(count).toHaveText(`Showing ${shown} of ${total} questions`);
    await expect(page).toHaveURL(/\?q=downgrade$/);

    await page.reload();
    await hydrated(page);
    await expect(search).toHaveValue("downgrade");
    await expect(count).toHaveText(`Showing ${shown} of ${total} questions`);

    const pricing = supportCta.actions.find(
      (action) => action.to === "/pricing",
    )!;
    await page.getByRole("link", { name: pricing.label }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/support\?q=downgrade$/);
    await expect(search).toHaveValue("downgrade");
    await expect(count).toHaveText(`Showing ${shown} of ${total} questions`);
  });

  test("says no FAQ matches and clears the search, with no axe violations", async ({
    page,
  }) => {
    await open(page, "/support");
    const { main, total, count, search } = faq(page);
    await search.fill("quantum computing");
    await expect(main.getByText(supportFaqs.emptyText)).toBeVisible();
    await expect(count).toHaveText(`Showing 0 of ${total} questions`);
    await expectNoAxeViolations(page);

    await main.getByRole("button", { name: supportFaqs.clearLabel }).click();
    await expect(search).toHaveValue("");
    await expect(count).toHaveText(`Showing ${total} of ${total} questions`);
    await expect(page).toHaveURL(/\/support$/);
  });

  test("sends the request, then resets to empty with the default priority and the spec's alert", async ({
    page,
  }) => {
    const sent = await interceptApi(page, "/api/support", 201);
    await open(page, "/support");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Priority")).toHaveValue(
      DEFAULT_SUPPORT_PRIORITY,
    );
    await fillRequest(page);
    await submitButton(page).click();

    await expect(main.getByRole("status")).toHaveText(supportMessages.success);
    await expect(main.getByLabel("Subject")).toHaveValue("");
    await expect(
      main.getByRole("textbox", { name: "Message", exact: true }),
    ).toHaveValue("");
    await expect(
      main.getByRole("textbox", { name: "Name", exact: true }),
    ).toHaveValue("");
    await expect(
      main.getByRole("textbox", { name: "Email", exact: true }),
    ).toHaveValue("");
    await expect(main.getByLabel("Priority")).toHaveValue(
      DEFAULT_SUPPORT_PRIORITY,
    );
    expect(sent).toEqual([
      {
        name: "Priya Shah",
        email: "priya@shahdental.example",
        subject: "Blog posts not publishing",
        message: "This week's blog post did not appear on our website.",
        priority: "urgent",
        botcheck: "",
      },
    ]);
  });

  test("keeps the request and shows the spec's failure alert when sending fails", async ({
    page,
    consoleErrors,
  }) => {
    consoleErrors.allow(failedResponse(503));
    await interceptApi(page, "/api/support", 503);
    await open(page, "/support");
    await fillRequest(page);
    await submitButton(page).click();
    const main = page.getByRole("main");
    await expect(main.getByRole("alert")).toHaveText(supportMessages.failure);
    await expect(main.getByLabel("Subject")).toHaveValue(
      "Blog posts not publishing",
    );
    await expect(main.getByLabel("Priority")).toHaveValue("urgent");
  });

  test("names the missing fields on an empty submit, with no axe violations", async ({
    page,
  }) => {
    const sent = await interceptApi(page, "/api/support", 201);
    await open(page, "/support");
    await submitButton(page).click();
    const main = page.getByRole("main");
    for (const message of Object.values(
      emptyFieldMessages(SupportSchema, [
        "name",
        "email",
        "subject",
        "message",
      ]),
    ))
      await expect(main.getByText(message)).toBeVisible();
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations(page);
  });
});
