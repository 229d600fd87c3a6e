import { expect, test } from "./fixtures.ts";

import {
  uxUiDesignCaseStudies,
  uxUiDesignCta,
  uxUiDesignHero,
  uxUiDesignProcess,
  uxUiDesignServices,
  uxUiDesignTestimonials,
  uxUiDesignTools,
} from "#app/content/ux-ui-design.ts";
import {
  webDevelopmentCta,
  webDevelopmentHero,
  webDevelopmentProcess,
  webDevelopmentServices,
  webDevelopmentStories,
  webDevelopmentTechnologies,
} from "#app/content/web-development.ts";
import { contactServicePath } from "#app/lib/paths.ts";

// Each page's h1 and head tags are checked for every page in pages.spec.ts; the spec's prices and
// counts are pinned in app/content/spec-constants.test.ts. These tests check what the pages draw.

const webServices = webDevelopmentServices.services;
const designServices = uxUiDesignServices.services;
/** The links of a page's hero and closing call to action. */
const links = (...groups: (readonly { to: string }[])[]) => [
  ...new Set(groups.flat().map((action) => action.to)),
];

test.describe("/web-development", () => {
  test("shows the services with price ranges and Learn More links", async ({
    page,
  }) => {
    await page.goto("/web-development");
    const main = page.getByRole("main");
    for (const { title, priceText } of webServices) {
      const card = main.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: title, exact: true }),
      });
      await expect(card.getByText(priceText, { exact: true })).toBeVisible();
      const link = main.getByRole("link", {
        name: `Learn More about ${title}`,
      });
      await expect(link).toHaveAttribute("href", contactServicePath(title));
    }
    await expect(main.getByRole("link", { name: /Learn More/ })).toHaveCount(
      webServices.length,
    );
  });

  test("shows technologies, success stories and the process", async ({
    page,
  }) => {
    await page.goto("/web-development");
    const main = page.getByRole("main");
    for (const section of [
      webDevelopmentTechnologies,
      webDevelopmentStories,
      webDevelopmentProcess,
    ]) {
      await expect(
        main.getByRole("heading", { level: 2, name: section.intro.title }),
      ).toBeVisible();
    }
    for (const item of webDevelopmentTechnologies.groups.flatMap(
      (group) => group.items,
    ))
      await expect(main.getByText(item, { exact: true }).first()).toBeVisible();
    const stories = main.getByRole("img", { name: /^Drawing of/ });
    await expect(stories).toHaveCount(webDevelopmentStories.studies.length);
    const process = main
      .locator("section")
      .filter({ hasText: webDevelopmentProcess.intro.title })
      .locator("ol > li");
    await expect(process).toHaveCount(webDevelopmentProcess.steps.length);
    for (const [index, step] of webDevelopmentProcess.steps.entries())
      await expect(process.nth(index)).toContainText(step.title);
  });

  test("links to the contact form, the portfolio and the design page", async ({
    page,
  }) => {
    await page.goto("/web-development");
    const main = page.getByRole("main");
    for (const href of links(
      webDevelopmentHero.actions,
      webDevelopmentCta.actions,
    )) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("publishes a Service with an Offer per price range in the server HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/web-development")).text();
    expect(html).toContain('"@type":"OfferCatalog"');
    for (const { title, price } of webServices) {
      expect(html).toContain(title.replace(/&/g, "&amp;"));
      expect(html).toContain(
        `"minPrice":${price!.min},"maxPrice":${price!.max}`,
      );
    }
  });
});

test.describe("/ux-ui-design", () => {
  test("shows the design services with starting prices and Learn More links", async ({
    page,
  }) => {
    await page.goto("/ux-ui-design");
    const main = page.getByRole("main");
    for (const { title, priceText } of designServices) {
      const card = main.getByRole("listitem").filter({
        has: page.getByRole("heading", { level: 3, name: title, exact: true }),
      });
      await expect(card.getByText(priceText, { exact: true })).toBeVisible();
      await expect(
        main.getByRole("link", { name: `Learn More about ${title}` }),
      ).toHaveAttribute("href", contactServicePath(title));
    }
  });

  test("shows the process with deliverables, case studies, tools and rated testimonials", async ({
    page,
  }) => {
    await page.goto("/ux-ui-design");
    const main = page.getByRole("main");
    const process = main
      .locator("section")
      .filter({ hasText: uxUiDesignProcess.intro.title })
      .locator("ol > li");
    await expect(process).toHaveCount(uxUiDesignProcess.steps.length);
    for (const [index, step] of uxUiDesignProcess.steps.entries()) {
      await expect(process.nth(index).getByText("Deliverables")).toBeVisible();
      for (const deliverable of step.deliverables)
        await expect(process.nth(index)).toContainText(deliverable);
    }
    await expect(
      main.getByRole("heading", {
        level: 2,
        name: uxUiDesignCaseStudies.intro.title,
      }),
    ).toBeVisible();
    await expect(main.getByRole("img", { name: /^Drawing of/ })).toHaveCount(
      uxUiDesignCaseStudies.studies.length,
    );
    for (const item of uxUiDesignTools.groups.flatMap((group) => group.items))
      await expect(main.getByText(item, { exact: true }).first()).toBeVisible();
    await expect(
      main.getByRole("heading", {
        level: 2,
        name: uxUiDesignTestimonials.intro.title,
      }),
    ).toBeVisible();
    const { testimonials } = uxUiDesignTestimonials;
    for (const rating of new Set(testimonials.map((item) => item.rating)))
      await expect(
        main.getByText(`Rated ${rating} out of 5`, { exact: true }),
      ).toHaveCount(
        testimonials.filter((item) => item.rating === rating).length,
      );
    await expect(main.locator("figure blockquote")).toHaveCount(
      testimonials.length,
    );
  });

  test("links to the contact form, the portfolio and the web development page", async ({
    page,
  }) => {
    await page.goto("/ux-ui-design");
    const main = page.getByRole("main");
    for (const href of links(uxUiDesignHero.actions, uxUiDesignCta.actions)) {
      await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    }
  });

  test("publishes a Service with an Offer per starting price in the server HTML", async ({
    request,
  }) => {
    const html = await (await request.get("/ux-ui-design")).text();
    expect(html).toContain(
      `Rated ${uxUiDesignTestimonials.testimonials[0].rating} out of 5`,
    );
    expect(html).toContain('"@type":"OfferCatalog"');
    for (const { price } of designServices)
      expect(html).toContain(`"minPrice":${price!.min}}`);
  });
});
