import { expectNoAxeViolations } from "./axe.ts";
import { expect, failedResponse, test, type Page } from "./fixtures.ts";
import { waitForHydration } from "./hydration.ts";
import { mailReaderUrl } from "./ports.ts";

/**
 * The strategy call, end to end at 390 and 1280 px, with script and without: a visitor books a
 * time, gets the invite by e-mail, moves the call through the e-mailed link, then cancels it.
 * Every state passes axe (with script: axe runs in the page); the screenshots go to
 * test-results/booking/ to be looked at.
 */
test.describe.configure({ mode: "serial" });

interface Mail {
  subject: string;
  raw: string;
}

/** Waits for the e-mail to `address` whose subject starts with `prefix`. */
async function mailTo(address: string, prefix: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(
          `${mailReaderUrl}/messages?to=${encodeURIComponent(address)}`,
        );
        found = ((await response.json()) as Mail[]).find((mail) =>
          mail.subject.startsWith(prefix),
        );
        return Boolean(found);
      },
      { message: `"${prefix}..." to ${address}`, timeout: 20_000 },
    )
    .toBe(true);
  return found!;
}

/** The calendar parts of an e-mail, decoded. */
function calendarsIn(raw: string): string[] {
  return raw
    .split(/\r?\n--/)
    .filter((part) => /content-type: text\/calendar/i.test(part))
    .map((part) => {
      const [headers = "", ...body] = part.split(/\r?\n\r?\n/);
      const text = body.join("\n\n");
      return /base64/i.test(headers)
        ? Buffer.from(text.replace(/\s/g, ""), "base64").toString("utf8")
        : text;
    });
}

const runs = [
  { width: 390, script: true, zone: "Europe/Madrid" },
  { width: 390, script: false, zone: "America/Los_Angeles" },
  { width: 1280, script: true, zone: "America/Los_Angeles" },
  { width: 1280, script: false, zone: "Europe/Madrid" },
];

const slotLabels = (page: Page) => page.locator("label:has(input[name=start])");

runs.forEach(({ width, script, zone }, index) => {
  const name = `${width}px, ${script ? "with" : "without"} script`;
  test.describe(name, () => {
    test.use({
      viewport: { width, height: 900 },
      javaScriptEnabled: script,
      timezoneId: zone,
    });

    test(`books, moves and cancels a call (${name})`, async ({
      page,
      consoleErrors,
    }) => {
      // Six axe scans and five screenshots in one journey: a loaded two-core machine took over
      // two minutes for it, as for the other journeys of several forms.
      test.setTimeout(240_000);
      // The wrong form on purpose: with script, the browser reports the 400 it answers.
      consoleErrors.allow(failedResponse(400));
      const shot = (state: string) =>
        page.screenshot({
          path: `test-results/booking/${width}-${script ? "js" : "no-js"}-${state}.png`,
          fullPage: true,
        });
      // axe runs in the page: without script it cannot, and the HTML is the same as with it.
      const axe = () => (script ? expectNoAxeViolations(page) : undefined);
      const email = `booking-${index}-${Date.now()}@example.com`;
      // Without script the zone comes from the address; with it the browser's zone is detected.
      await page.goto(script ? "/book" : `/book?tz=${zone}`);
      if (script) await waitForHydration(page);
      await expect(page.getByTestId("zone")).toContainText(
        zone.replace(/_/g, " "),
      );
      await axe();
      await shot("slots");

      // A wrong form comes back with its errors.
      const main = page.getByRole("main");
      await main.getByRole("button", { name: "Book the call" }).click();
      await expect(
        main.getByText("Please choose a time for the call"),
      ).toBeVisible();
      await axe();

      await slotLabels(page)
        .nth(index * 3)
        .click();
      await main.getByLabel("Name").fill("Keisha Morgan");
      await main.getByLabel("Email").fill(email);
      await main.getByLabel("Company").fill("Morgan Fitness Studio");
      await main.getByLabel("Business type").selectOption("Other");
      await main
        .getByLabel("What would you like to discuss?")
        .fill("Filling the early-morning classes in Alexandria");
      await main.getByRole("button", { name: "Book the call" }).click();
      await expect(page.getByTestId("booking-confirmed")).toBeVisible();
      await expect(page.getByTestId("booking-confirmed")).toContainText(email);
      await axe();
      await shot("booked");

      const booked = await mailTo(email, "Booked:");
      const [request] = calendarsIn(booked.raw);
      expect(request).toMatch(/^METHOD:REQUEST\r?$/m);
      expect(request).toMatch(/^SEQUENCE:0\r?$/m);
      const uid = /^UID:(.+?)\r?$/m.exec(request ?? "")?.[1];
      expect(uid).toBeTruthy();
      expect(booked.raw).toContain("calendar.google.com");
      const link = /https?:\/\/\S+\/book\/manage\?token=[\w-]+/.exec(
        booked.raw,
      )?.[0];
      expect(link).toBeDefined();
      const manage = new URL(link!);

      await page.goto(`${manage.pathname}${manage.search}`);
      if (script) await waitForHydration(page);
      await expect(page.getByTestId("booked-time")).toBeVisible();
      await axe();
      await shot("manage");
      await slotLabels(page)
        .nth(index * 3 + 20)
        .click();
      await main.getByRole("button", { name: "Move the call" }).click();
      await expect(main.getByText("Your call has moved.")).toBeVisible();
      await axe();
      await shot("moved");
      const moved = await mailTo(email, "Moved:");
      const [update] = calendarsIn(moved.raw);
      expect(update).toMatch(/^METHOD:REQUEST\r?$/m);
      expect(update).toMatch(/^SEQUENCE:1\r?$/m);
      expect(update).toContain(`UID:${uid}`);

      await main.getByRole("button", { name: "Cancel the call" }).click();
      await expect(main.getByText("Your call is cancelled.")).toBeVisible();
      await expect(main.getByText(/is cancelled\./).first()).toBeVisible();
      await axe();
      await shot("cancelled");
      const cancelled = await mailTo(email, "Cancelled:");
      const [cancel] = calendarsIn(cancelled.raw);
      expect(cancel).toMatch(/^METHOD:CANCEL\r?$/m);
      expect(cancel).toMatch(/^SEQUENCE:2\r?$/m);
      expect(cancel).toContain(`UID:${uid}`);
    });
  });
});
