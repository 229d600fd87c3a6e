import { expect, test, type Locator, type Page } from "./fixtures.ts";
import {
  bottomBarCta,
  bottomBarLinks,
  footerColumns,
  serviceLinks,
} from "#app/content/navigation.ts";
import { defaultPlanId, getPlan, planDetailsPath } from "#app/content/plans.ts";
import { openHydrated, waitForHydration } from "./hydration.ts";
import { pagePaths } from "./routes.ts";

/** The text colour and background the browser draws for `link`. */
const drawnColours = (link: Locator) =>
  link.evaluate((element) => {
    const style = getComputedStyle(element);
    return `${style.color} on ${style.backgroundColor}`;
  });

/**
 * Whether `element` is what a person sees and can tap at its centre: inside the viewport and not
 * covered by anything else.
 */
const isOnScreen = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && node.contains(hit);
  });

/** Follows a link to a plan card and checks that the card shows below the fixed header. */
async function expectPlanCardInView(page: Page, from: string) {
  const plan = getPlan(defaultPlanId);
  const link = page.getByRole("link", {
    name: new RegExp(`See ${plan.name} details`),
  });
  await openHydrated(page, from);
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(planDetailsPath(plan.id));
  const card = page.locator(`#plan-${plan.id}`);
  await expect
    .poll(() =>
      card.evaluate((node) => {
        const top = node.getBoundingClientRect().top;
        const header = document
          .querySelector("header")!
          .getBoundingClientRect();
        return top >= header.bottom && top < innerHeight / 2;
      }),
    )
    .toBe(true);
  expect(await isOnScreen(card.getByRole("heading", { name: plan.name }))).toBe(
    true,
  );
}

test.describe("desktop navigation", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "the desktop bar is hidden on small screens",
  );

  test("the Services menu works by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await waitForHydration(page);
    await services.focus();
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(services).toHaveAttribute("aria-expanded", "true");
    const links = nav.locator(
      `#${await services.getAttribute("aria-controls")} a`,
    );
    await expect(links).toHaveText(
      serviceLinks.map((link) => new RegExp(link.label)),
    );
    expect(
      await links.evaluateAll((anchors) =>
        anchors.map((a) => a.getAttribute("href")),
      ),
    ).toEqual(serviceLinks.map((link) => link.to));

    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(links.nth(5)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(services).toHaveAttribute("aria-expanded", "false");
    await expect(services).toBeFocused();

    // ArrowDown on the closed button opens the menu on its first link; Enter follows it.
    await page.keyboard.press("ArrowDown");
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(serviceLinks[0].to);
  });

  test("the Services menu opens on hover and on click", async ({ page }) => {
    await page.goto("/pricing");
    const services = page
      .getByRole("navigation", { name: "Main" })
      .getByRole("button", { name: "Services" });
    // The menu opens once the page has hydrated (docs/decisions/0007).
    await waitForHydration(page);
    await services.hover();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    // The pointer leaves the button and the panel: the menu closes after its short delay.
    await page.mouse.move(10, 600);
    await expect(services).toHaveAttribute("aria-expanded", "false");
    // Moving onto the button opens the menu; the click that follows keeps it open.
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "true");
    await services.click();
    await expect(services).toHaveAttribute("aria-expanded", "false");
  });

  test("the active link follows the spec's rule", async ({ page }) => {
    await page.goto("/pricing");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" })).not.toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("the active link is drawn differently from the others", async ({
    page,
  }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/pricing");
    const pricing = await drawnColours(
      nav.getByRole("link", { name: "Pricing" }),
    );
    const contact = await drawnColours(
      nav.getByRole("link", { name: "Contact" }),
    );
    expect(pricing).not.toBe(contact);
    // The same link, inactive on another page, looks like the others.
    await page.goto("/contact");
    expect(await drawnColours(nav.getByRole("link", { name: "Pricing" }))).toBe(
      contact,
    );
    // A service page highlights the Services button.
    await page.goto("/seo-automation");
    const services = nav.getByRole("button", { name: "Services" });
    expect(await drawnColours(services)).toBe(pricing);
  });

  test("a link to a plan shows that plan's card below the header", async ({
    page,
  }) => {
    await expectPlanCardInView(page, "/");
  });

  test("a client-side visit to an unknown page shows the not-found page", async ({
    page,
  }) => {
    await openHydrated(page, "/");
    // An address the site does not have, reached inside the app (as Back would).
    await page.evaluate(() => {
      history.pushState(null, "", "/no-such-page");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await expect(
      page.getByRole("heading", { level: 1, name: "404 Page Not Found" }),
    ).toBeVisible();
  });

  test("a route change scrolls to the top", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(500);
    await page
      .getByRole("contentinfo")
      .getByRole("link", { name: "Pricing" })
      .click();
    await expect(page).toHaveURL("/pricing");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("the footer shows the columns and the current year", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    for (const column of footerColumns) {
      await expect(
        footer.getByRole("heading", { name: column.title }),
      ).toBeVisible();
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
  });
});

test.describe("mobile navigation", () => {
  test.skip(
    ({ isMobile }) => !isMobile,
    "the menu button shows on small screens only",
  );

  test("the full-screen menu opens, closes on Escape and when an item is chosen", async ({
    page,
  }) => {
    await page.goto("/");
    expect(page.viewportSize()?.width).toBe(390);
    const toggle = page.getByRole("button", { name: "Open menu" });
    await waitForHydration(page);
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBe(390);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await menu.getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL("/pricing");
    await expect(menu).toBeHidden();

    await toggle.click();
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test("the open menu covers the screen, shows every item and holds the page still", async ({
    page,
  }) => {
    const toggle = page.getByRole("button", { name: "Open menu" });
    await openHydrated(page, "/pricing");
    await page.evaluate(() => window.scrollTo(0, 600));
    await toggle.click();
    const menu = page.getByRole("dialog", { name: "Site menu" });
    await expect(menu).toBeVisible();
    expect(await menu.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: 390,
      height: 844,
    });
    const items = menu.getByRole("link");
    expect(await items.count()).toBeGreaterThan(10);
    for (const item of await items.all()) {
      await item.scrollIntoViewIfNeeded();
      expect(await isOnScreen(item), await item.innerText()).toBe(true);
    }
    // The current page is highlighted in the menu too.
    const pricing = menu.getByRole("link", { name: "Pricing" });
    await expect(pricing).toHaveAttribute("aria-current", "page");
    expect(await drawnColours(pricing)).not.toBe(
      await drawnColours(menu.getByRole("link", { name: "Contact" })),
    );
    // Scrolling over the menu moves the menu at most, never the page behind it.
    await page.mouse.move(195, 500);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    await menu.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect
      .poll(() => page.evaluate(() => window.scrollY))
      .toBeGreaterThan(600);
  });

  test("a link to a plan shows that plan's card below the header", async ({
    page,
  }) => {
    await expectPlanCardInView(page, "/");
    await expectPlanCardInView(page, "/ai-marketing-agents");
  });

  test("the bottom bar links the main pages and highlights Get Started", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await expect(bar).toBeVisible();
    for (const { label, to } of [...bottomBarLinks, bottomBarCta]) {
      await expect(bar.getByRole("link", { name: label })).toHaveAttribute(
        "href",
        to,
      );
    }
    await expect(bar.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const [pricing, contact, getStarted] = await Promise.all(
      ["Pricing", "Contact", "Get Started"].map((name) =>
        drawnColours(bar.getByRole("link", { name })),
      ),
    );
    expect(pricing).not.toBe(contact);
    // The call to action is a filled button, unlike the plain links.
    expect(getStarted).not.toBe(contact);
    expect(getStarted).not.toMatch(/on rgba\(0, 0, 0, 0\)$/);
  });
});

test("every page is reached by following links from the home page", async ({
  request,
}) => {
  const pages = new Set<string>(pagePaths);
  const reached = new Set<string>(["/"]);
  const queue = ["/"];
  while (queue.length > 0) {
    const path = queue.shift()!;
    const html = await (await request.get(path)).text();
    for (const [, href] of html.matchAll(/<a [^>]*href="([^"#?]*)/g)) {
      if (!href || !pages.has(href) || reached.has(href)) continue;
      reached.add(href);
      queue.push(href);
    }
  }
  expect(pagePaths.filter((path) => !reached.has(path))).toEqual([]);
});
