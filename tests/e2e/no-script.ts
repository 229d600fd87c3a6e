/**
 * Forms sent by a browser that runs no script (switched off, or every script failed to load on a
 * poor connection): the form posts to its page's action, and the page comes back with the result.
 * The site runs as a process of its own, so that the spec can stop it and read what it stored.
 */
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { Browser, BrowserContext, Locator } from "@playwright/test";
import { expect } from "./fixtures.ts";
import { freePort, startServer, waitForHealth } from "./server-process.ts";

export interface SiteProcess {
  base: string;
  /** Stops the site (SIGTERM) and runs `read` on its database. */
  stopAndRead<T>(read: (database: PGlite) => Promise<T>): Promise<T>;
  /** Stops the site, if it still runs. */
  stop(): Promise<void>;
}

/** Starts the site; `env` adds to its environment (SMTP_URL, to read the e-mails it sends). */
export async function startSiteProcess(
  env: NodeJS.ProcessEnv = {},
): Promise<SiteProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "site-no-script-"));
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(port, dataDir, {
    env: { RATE_LIMIT_MAX: "100000", LOG_LEVEL: "warn", ...env },
  });
  await waitForHealth(`${base}/api/health`);
  const stop = async () => {
    if (server.child.exitCode !== null) return;
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  };
  return {
    base,
    stop,
    async stopAndRead(read) {
      await stop();
      const database = new PGlite(path.join(dataDir, "pglite"));
      try {
        return await read(database);
      } finally {
        await database.close();
      }
    },
  };
}

/** A browser context whose pages run no script at all. */
export function noScriptContext(
  browser: Browser,
  site: SiteProcess,
): Promise<BrowserContext> {
  return browser.newContext({ javaScriptEnabled: false, baseURL: site.base });
}

/**
 * A browser context that runs scripts but whose every script fails to load, as on a phone whose
 * connection drops them.
 */
export async function failedScriptsContext(
  browser: Browser,
  site: SiteProcess,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: site.base });
  await context.route(/\.m?js(\?|$)/, (route) => route.abort());
  return context;
}

/** The field shows `message` beside it: marked invalid and described by the message. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escape(message)));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Rows of `table` whose `column` is `value`. */
export async function countRows(
  database: PGlite,
  table: string,
  column: string,
  value: string,
): Promise<number> {
  const result = await database.query<{ count: number }>(
    `select count(*)::int as count from ${table} where ${column} = $1`,
    [value],
  );
  return result.rows[0]?.count ?? 0;
}

/** Outbox rows of `kind` whose payload mentions `text` (the sender's address, say). */
export async function countOutboxRows(
  database: PGlite,
  kind: string,
  text: string,
): Promise<number> {
  const result = await database.query<{ count: number }>(
    "select count(*)::int as count from outbox where kind = $1 and position($2 in payload::text) > 0",
    [kind, text],
  );
  return result.rows[0]?.count ?? 0;
}
