import { expect, test, type Page } from "./fixtures.ts";
import {
  eCommerceCta,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
} from "#app/content/e-commerce.ts";
import {
  mobileAppsServices,
  mobileAppsTiers,
} from "#app/content/mobile-apps.ts";
import {
  industryEvents,
  industryResources,
  industryTrends,
} from "#app/content/industry-trends.ts";

const contact = (service: string) =>
  `/contact?service=${encodeURIComponent(service)}`;

async function expectLink(page: Page, href: string) {
  await expect(
    page.locator(`main a[href="${href}"]`).first(),
    href,
  ).toBeVisible();
}

test.describe("/e-commerce", () => {
  test("shows the hero, services, platforms, stories, features and packages with their links", async ({
    page,
  }) => {
    await page.goto("/e-commerce");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Online Stores That Sell for Local Businesses",
    );
    const hero = page.locator("main section").first();
    await expect(
      hero.locator(`a[href="${contact("E-Commerce Development")}"]`),
    ).toBeVisible();
    await expect(hero.locator('a[href="/ecommerce-examples"]')).toBeVisible();

    const main = page.getByRole("main");
    for (const service of eCommerceServices.services) {
      await expect(
        main.getByRole("link", { name: `Learn More about ${service.title}` }),
      ).toHaveAttribute("href", contact(service.title));
    }
    await expect(main.getByText("$800–$2,000")).toBeVisible();
    await expect(main.getByText("$5,000+", { exact: true })).toBeVisible();

    const table = main.getByRole("table");
    await expect(table.locator("caption")).toContainText("compared");
    await expect(table.getByRole("columnheader")).toHaveText(
      eCommercePlatforms.platforms.map((platform) => platform.name),
    );
    for (const row of ["Best for", "Platform pricing", "Pros", "Cons"]) {
      await expect(table.getByRole("rowheader", { name: row })).toBeVisible();
    }

    await expect(
      main.getByRole("heading", { name: "Stores We Have Launched" }),
    ).toBeVisible();
    await expect(
      main.getByText("$180K online sales in the first year"),
    ).toBeVisible();
    await expect(
      main.getByRole("heading", { name: "Payments & Checkout" }),
    ).toBeVisible();

    const growth = main.getByRole("listitem").filter({
      has: page.getByRole("heading", { name: "E-Commerce Growth Package" }),
    });
    await expect(growth.getByText("Most Popular")).toBeVisible();
    await expect(growth.getByText("$12,000", { exact: true })).toBeVisible();
    await expect(main.getByText("Most Popular")).toHaveCount(1);
    for (const pkg of eCommercePackages.packages) {
      await expect(
        main.getByRole("link", { name: `Get Started with the ${pkg.name}` }),
      ).toHaveAttribute("href", contact(pkg.name));
    }
    await expect(main.getByText("$25,000+", { exact: true })).toBeVisible();

    for (const action of eCommerceCta.actions)
      await expectLink(page, action.to);
    await expectLink(page, "/web-tools");
  });
});

test.describe("/mobile-apps", () => {
  test("shows services, stack, process, case studies and tiers with their links", async ({
    page,
  }) => {
    await page.goto("/mobile-apps");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Mobile Apps Your Customers Will Actually Use",
    );
    const main = page.getByRole("main");
    for (const service of mobileAppsServices.services) {
      await expect(
        main.getByRole("link", { name: `Learn More about ${service.title}` }),
      ).toHaveAttribute("href", contact(service.title));
    }
    await expect(main.getByText("Starting at $1,500")).toBeVisible();
    await expect(main.getByText("Starting at $12,000")).toBeVisible();
    await expect(main.getByText("Starting at $2,000/month")).toBeVisible();

    await expect(
      main.getByRole("heading", { name: "Our Mobile Technology Stack" }),
    ).toBeVisible();
    await expect(main.getByText("React Native", { exact: true })).toBeVisible();

    const process = main.locator("section").filter({
      has: page.getByRole("heading", {
        name: "From Idea to App Store in Six Steps",
      }),
    });
    await expect(process.locator("ol > li")).toHaveCount(6);

    for (const platform of [
      "iOS & Android (React Native)",
      "iOS (Swift)",
      "Android (Kotlin)",
    ]) {
      await expect(main.getByText(platform, { exact: true })).toBeVisible();
    }

    for (const price of ["$5,000–$15,000", "$15,000–$35,000", "$35,000+"]) {
      await expect(main.getByText(price, { exact: true })).toBeVisible();
    }
    for (const tier of mobileAppsTiers.packages) {
      await expect(
        main.getByRole("link", { name: `Get Started with the ${tier.name}` }),
      ).toHaveAttribute("href", contact(tier.name));
    }
    await expectLink(page, contact("Mobile App Development"));
    await expectLink(page, "/portfolio");
  });
});

test.describe("/industry-trends", () => {
  test("shows six trends with impact badges by the spec's rule", async ({
    page,
  }) => {
    await page.goto("/industry-trends");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "The Digital Trends Shaping DMV Businesses",
    );
    const main = page.getByRole("main");
    for (const trend of industryTrends.trends) {
      await expect(
        main.getByRole("heading", { level: 3, name: trend.title }),
      ).toBeVisible();
    }
    for (const [impact, variant] of [
      ["Critical", "destructive"],
      ["High", "default"],
      ["Medium", "secondary"],
    ]) {
      const badges = main.getByText(`${impact} impact`, { exact: true });
      await expect(badges.first()).toBeVisible();
      for (const badge of await badges.all())
        await expect(badge).toHaveAttribute("data-variant", variant!);
    }
    await expect(
      main.getByRole("heading", { name: "What We Expect Next" }),
    ).toBeVisible();
  });

  test("requests a report by email and subscribes to the newsletter, stored by the server", async ({
    page,
  }) => {
    await page.goto("/industry-trends");
    await page.waitForLoadState("networkidle");
    const main = page.getByRole("main");
    await expect(
      main.getByRole("button", { name: "Download Free" }),
    ).toHaveCount(industryResources.resources.length);
    await expectLink(page, "/contact");

    const report = industryResources.resources[0]!;
    await main.getByRole("button", { name: "Download Free" }).first().click();
    const dialog = page.getByRole("dialog", { name: `Get “${report.title}”` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Email it to me" }).click();
    await expect(
      dialog.getByText("Name must be at least 2 characters"),
    ).toBeVisible();
    await expect(
      dialog.getByText("Please enter a valid email address"),
    ).toBeVisible();
    await dialog.getByLabel("Your name").fill("Renee Alvarez");
    await dialog
      .getByLabel("Email address")
      .fill("renee@alvarezlandscaping.example");
    const requested = page.waitForResponse("**/api/resource-requests");
    await dialog.getByRole("button", { name: "Email it to me" }).click();
    expect((await requested).status()).toBe(201);
    await expect(dialog.getByRole("status")).toHaveText(
      `Thank you! We'll email “${report.title}” to renee@alvarezlandscaping.example.`,
    );
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const newsletter = main.locator("#newsletter");
    await newsletter.getByLabel("Email address").fill("not-an-email");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(
      newsletter.getByText("Please enter a valid email address"),
    ).toBeVisible();
    await newsletter
      .getByLabel("Email address")
      .fill("owner@potomacpets.example");
    const subscribed = page.waitForResponse("**/api/newsletter");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    expect((await subscribed).status()).toBe(200);
    await expect(newsletter.getByRole("status")).toContainText(
      "You're subscribed.",
    );
  });

  test("labels the three past events as past, in the server HTML too, without registration", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/industry-trends")).text();
    expect(html.match(/Past event/g)).toHaveLength(3);
    expect(html).not.toContain("Register Now");

    await page.goto("/industry-trends");
    const main = page.getByRole("main");
    for (const event of industryEvents.events) {
      const card = main.getByRole("article").filter({
        has: page.getByRole("heading", { name: event.name }),
      });
      await expect(card.getByText("Past event")).toBeVisible();
      await expect(card.getByRole("link")).toHaveCount(0);
    }
    await expect(main.getByText("Thursday, December 12, 2024")).toBeVisible();
    await expect(main.getByText("Register Now")).toHaveCount(0);
  });
});

test("the pages fit a 360 px screen without sideways scrolling", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  for (const path of ["/e-commerce", "/mobile-apps", "/industry-trends"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
