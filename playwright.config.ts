import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { seedPosts } from "./app/content/blog-seed.ts";
import {
  mailReaderPort,
  mailReaderUrl,
  sitePort,
  smtpPort,
} from "./tests/e2e/ports.ts";

const chromiumPath = process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Debian's Chromium: the machine has no downloaded Playwright browsers. */
const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // An axe scan of a long page takes a while on a two-core machine.
  timeout: 60_000,
  reporter: process.env.CI ? "line" : "list",
  // Reviewed screenshots, one folder per project (desktop 1280 px, mobile 390 px).
  snapshotPathTemplate: "{testDir}/screenshots/{projectName}/{arg}{ext}",
  expect: {
    toHaveScreenshot: {
      // At the page's CSS size: the phone's device pixels would only make the files larger.
      scale: "css",
      animations: "disabled",
      // Anti-aliasing may differ by a few pixels between runs; a layout change is far more.
      maxDiffPixelRatio: 0.001,
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${sitePort}`,
    launchOptions,
    trace: "retain-on-failure",
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions } },
    {
      name: "mobile",
      // 390 px wide, touch: the layout of most phones.
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        launchOptions,
      },
      testMatch: /(navigation|a11y|visual)\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: "node tests/e2e/mail-server.ts",
      url: `${mailReaderUrl}/messages`,
      reuseExistingServer: false,
      env: { SMTP_PORT: String(smtpPort), HTTP_PORT: String(mailReaderPort) },
    },
    {
      // The production build, on a fresh embedded database.
      command: "node server/index.ts",
      // Ready once migrated and the blog's seed posts are in (a fresh installation's first start).
      url: `http://127.0.0.1:${sitePort}/blog/${seedPosts[0]!.slug}`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        NODE_ENV: "production",
        PORT: String(sitePort),
        HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
        // Every test submits from the same address: the suite must never meet the limit, whose
        // behaviour the API tests cover.
        RATE_LIMIT_MAX: "100000",
        // The pages the tests open are served from here, not from the site's own address.
        ALLOWED_ORIGINS: `http://127.0.0.1:${sitePort}`,
        BUILD_DIR: process.env.BUILD_DIR ?? "build",
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "site-e2e-")),
        // Every e-mail (the team's, account owners' links) goes to the suite's mail server.
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      },
    },
  ],
});
