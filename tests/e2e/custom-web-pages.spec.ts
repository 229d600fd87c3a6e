import { expect, test } from "./fixtures.ts";

/** The contact form with a service of interest, as every Learn More link builds it. */
const contactFor = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

const webServices = [
  ["Custom Web Applications", "$15,000–$75,000"],
  ["E-commerce Development", "$8,000–$35,000"],
  ["Progressive Web Apps", "$12,000–$50,000"],
  ["Database Design & Integration", "$3,000–$15,000"],
  ["Security Audits", "$2,500–$8,000"],
  ["Performance Optimization", "$1,500–$5,000"],
] as const;

const designServices = [
  ["UX Design", "Starting at $2,500"],
  ["UI Design", "Starting at $2,000"],
  ["Mobile App Design", "Starting at $3,500"],
  ["Web App Design", "Starting at $3,000"],
  ["Design Systems", "Starting at $4,000"],
  ["Conversion Rate Optimization", "Starting at $1,500"],
] as const;

test.describe("/web-development", () => {
  test("shows the services with price ranges and Learn More links", async ({
    page,
  }) => {
    await page.goto("/web-development");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Websites and Web Apps Built for How Your Business Works",
    );
    const main = page.getByRole("main");
    for (const [title, price] of webServices) {
      const card = main.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: title, exact: true }),
      });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      const link = main.getByRole("link", {
        name: `Learn More about ${title}`,
      });
      await expect(link).toHaveAttribute("href", contactFor(title));
    }
    await expect(main.getByRole("link", { name: /Learn More/ })).toHaveCount(6);
  });

  test("shows technologies, three success stories and a six-step process", async ({
    page,
  }) => {
    await page.goto("/web-development");
    const main = page.getByRole("main");
    for (const heading of [
      "Modern, Proven Technology",
      "Built for Local Businesses Like Yours",
      "Six Steps from Idea to Launch",
    ]) {
      await expect(
        main.getByRole("heading", { level: 2, name: heading }),
      ).toBeVisible();
    }
    await expect(
      main.getByText("React", { exact: true }).first(),
    ).toBeVisible();
    const stories = main.getByRole("img", { name: /^Drawing of/ });
    await expect(stories).toHaveCount(3);
    const process = main
      .locator("section")
      .filter({ hasText: "Six Steps from Idea to Launch" })
      .locator("ol > li");
    await expect(process).toHaveCount(6);
    await expect(process.first()).toContainText("Discovery & Planning");
  });

  test("links to the contact form, the portfolio and the design page", async ({
    page,
  }) => {
    await page.goto("/web-development");
    const main = page.getByRole("main");
    for (const href of [
      contactFor("Web Development"),
      "/portfolio",
      "/ux-ui-design",
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("publishes a Service with an Offer per price range in the server HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/web-development")).text();
    expect(html).toContain("Custom Web Applications");
    expect(html).toContain("Performance Optimization");
    expect(html).toContain('"@type":"OfferCatalog"');
    expect(html).toContain('"minPrice":15000,"maxPrice":75000');
    expect(html).toContain('"minPrice":1500,"maxPrice":5000');
  });
});

test.describe("/ux-ui-design", () => {
  test("shows the design services with starting prices and Learn More links", async ({
    page,
  }) => {
    await page.goto("/ux-ui-design");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Design That Turns Visitors into Customers",
    );
    const main = page.getByRole("main");
    for (const [title, price] of designServices) {
      const card = main.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: title, exact: true }),
      });
      await expect(card.getByText(price, { exact: true })).toBeVisible();
      await expect(
        main.getByRole("link", { name: `Learn More about ${title}` }),
      ).toHaveAttribute("href", contactFor(title));
    }
  });

  test("shows the process with deliverables, case studies, tools and rated testimonials", async ({
    page,
  }) => {
    await page.goto("/ux-ui-design");
    const main = page.getByRole("main");
    const process = main
      .locator("section")
      .filter({ hasText: "A Six-Step Process You Can Follow" })
      .locator("ol > li");
    await expect(process).toHaveCount(6);
    for (const step of await process.all()) {
      await expect(step.getByText("Deliverables")).toBeVisible();
    }
    await expect(
      main.getByRole("heading", {
        level: 2,
        name: "Design Work That Moved the Numbers",
      }),
    ).toBeVisible();
    await expect(main.getByRole("img", { name: /^Drawing of/ })).toHaveCount(3);
    await expect(
      main.getByText("Figma", { exact: true }).first(),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", {
        level: 2,
        name: "What Our Design Clients Say",
      }),
    ).toBeVisible();
    const ratings = main.getByText("Rated 5 out of 5", { exact: true });
    await expect(ratings).toHaveCount(3);
    await expect(main.locator("figure blockquote")).toHaveCount(3);
  });

  test("links to the contact form, the portfolio and the web development page", async ({
    page,
  }) => {
    await page.goto("/ux-ui-design");
    const main = page.getByRole("main");
    for (const href of [
      contactFor("UX/UI Design"),
      "/portfolio",
      "/web-development",
    ]) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("publishes a Service with an Offer per starting price in the server HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/ux-ui-design")).text();
    expect(html).toContain("Rated 5 out of 5");
    expect(html).toContain('"@type":"OfferCatalog"');
    expect(html).toContain('"minPrice":2500}');
    expect(html).toContain('"minPrice":4000}');
  });
});
