import { expect, test } from "@playwright/test";
import { serviceLinks } from "#app/content/navigation.ts";
import { waitForHydration } from "./hydration.ts";

test.describe("desktop navigation", () => {
  test.skip(
    ({ isMobile }) => isMobile,
    "the desktop bar is hidden on small screens",
  );

  test("the Services menu works by keyboard", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    const services = nav.getByRole("button", { name: "Services" });
    await waitForHydration(page, () => services);
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
    await waitForHydration(page, () => services);
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
    for (const column of ["Services", "Company", "Get Started"]) {
      await expect(footer.getByRole("heading", { name: column })).toBeVisible();
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
    await waitForHydration(page, () => toggle);
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

  test("the bottom bar links the main pages and highlights Get Started", async ({
    page,
  }) => {
    await page.goto("/pricing");
    const bar = page.getByRole("navigation", { name: "Quick links" });
    await expect(bar).toBeVisible();
    for (const [name, href] of [
      ["Home", "/"],
      ["Features", "/features"],
      ["Pricing", "/pricing"],
      ["Contact", "/contact"],
      ["Get Started", "/free-audit"],
    ]) {
      await expect(bar.getByRole("link", { name })).toHaveAttribute(
        "href",
        href!,
      );
    }
    await expect(bar.getByRole("link", { name: "Pricing" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(bar.getByRole("link", { name: "Get Started" })).toHaveClass(
      /bg-primary/,
    );
  });
});
