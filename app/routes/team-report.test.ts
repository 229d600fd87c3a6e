/**
 * `/team/report` and its CSV downloads through their loaders: who may see them, what a table's
 * CSV holds (a visitor's text made inert for spreadsheets), and a mistyped period, which shows
 * the default period rather than an error. On PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import { DateTime } from "luxon";
import { RouterContextProvider } from "react-router";
import {
  afterAll,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
} from "vitest";
import { site } from "#app/content/site.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import { auditLog, users } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { hashPassword } from "#app/services/passwords.server.ts";
import { startSession } from "#app/services/sessions.server.ts";
import { siteDay } from "#app/services/visitors.server.ts";
import {
  seedVisits,
  visitsOf,
} from "#app/features/analytics/test-visits.server.ts";
import * as report from "./team-report.tsx";
import * as reportCsv from "./team-report-csv.ts";
import * as item from "./team-item.tsx";

const current = vi.hoisted(() => ({ database: undefined as unknown }));
vi.mock(import("#app/services/db/client.server.ts"), async (original) => ({
  ...(await original()),
  getDatabase: () => current.database as TestDatabase,
}));

const ORIGIN = new URL(site.url).origin;

type Handler = (args: never) => Promise<unknown>;

interface Answer {
  status: number;
  location?: string | null;
  headers?: Headers;
  body?: unknown;
  text?: string;
}

async function run(handler: Handler, request: Request): Promise<Answer> {
  const context = new RouterContextProvider();
  context.set(clientAddressContext, "198.51.100.7");
  let answer: unknown;
  try {
    answer = await handler({ request, context, params: {} } as never);
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response)
    return {
      status: answer.status,
      location: answer.headers.get("Location"),
      headers: answer.headers,
      text: await answer.text(),
    };
  const { data, init } = answer as {
    data: unknown;
    init?: ResponseInit | null;
  };
  return {
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
    body: data,
  };
}

const get = (path: string, cookie?: string) =>
  new Request(`${ORIGIN}${path}`, {
    headers: cookie ? { Cookie: cookie } : {},
  });

interface PageData {
  period: { preset: string; from: string; to: string };
  totals: { key: string; current: number; previous: number }[];
  tables: Record<
    string,
    { rows: { text: string; value: string | number; href?: string }[][] }
  >;
}

describe.each(testDatabases())("the team's report on %s", (kind) => {
  let database: TestDatabase;
  const cookies = { customer: "", staff: "", owner: "" };
  let itemIds: string[] = [];
  const today = siteDay(new Date());
  const dayBefore = (days: number) =>
    DateTime.fromISO(today).minus({ days }).toISODate()!;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    current.database = database;
    const { db } = database;
    for (const role of ["customer", "staff", "owner"] as const) {
      const [user] = await db
        .insert(users)
        .values({
          email: `${role}@report.example`,
          firstName: role,
          lastName: "Tester",
          password: await hashPassword("violet harbor lantern 42"),
          role,
        })
        .returning({ id: users.id });
      const [session] = await startSession(db, user!.id, new Date());
      cookies[role] = session!.split(";")[0]!;
    }
    const visits = visitsOf(dayBefore(2), dayBefore(1), today);
    // A company name that a spreadsheet would run as a formula.
    visits[2]!.goal!.company = '=HYPERLINK("http://evil.example")';
    itemIds = await seedVisits(db, visits);
  }, 120_000);
  afterAll(() => database?.cleanup());
  beforeEach(() => {
    current.database = database;
  });

  const paths = [
    ["report", report.loader, "/team/report?period=7d"],
    ["CSV", reportCsv.loader, "/team/report.csv?table=pages&period=7d"],
  ] as const;

  it.each(paths)(
    "sends an anonymous visitor of the %s to sign in, and back",
    async (_name, loader, path) => {
      const answer = await run(loader, get(path));
      expect(answer.status).toBe(302);
      expect(answer.location).toBe(`/signin?next=${encodeURIComponent(path)}`);
    },
  );

  it.each(paths)(
    "answers 404 to a customer on the %s",
    async (_name, loader, path) => {
      expect((await run(loader, get(path, cookies.customer))).status).toBe(404);
    },
  );

  it.each(paths)(
    "shows staff and the owner the %s, never cached",
    async (_name, loader, path) => {
      for (const cookie of [cookies.staff, cookies.owner]) {
        const answer = await run(loader, get(path, cookie));
        expect(answer.status).toBe(200);
        expect(answer.headers?.get("Cache-Control")).toBe("private, no-store");
      }
    },
  );

  it("shows the seeded days' totals and leads, each linking to its item", async () => {
    const answer = await run(
      report.loader,
      get("/team/report?period=7d", cookies.owner),
    );
    const page = answer.body as PageData;
    expect(page.period).toMatchObject({
      preset: "7d",
      from: dayBefore(6),
      to: today,
    });
    expect(page.totals).toEqual([
      expect.objectContaining({ key: "visitors", current: 7, previous: 0 }),
      expect.objectContaining({ key: "visits", current: 8, previous: 0 }),
      expect.objectContaining({ key: "pageviews", current: 12, previous: 0 }),
    ]);
    const leads = page.tables.leads!.rows;
    expect(leads).toHaveLength(5);
    expect(leads.every((row) => row[1]!.href?.startsWith("/team/items/"))).toBe(
      true,
    );
    const sources = page.tables["conversion-sources"]!.rows.map(
      (row) => row[0]!.text,
    );
    expect(sources).toEqual([
      "google",
      "bing",
      "news.example",
      "No recorded visit",
    ]);
  });

  it("downloads a table as CSV with formulas made inert", async () => {
    // The role checks above downloaded too.
    await database.db.delete(auditLog);
    const pages = await run(
      reportCsv.loader,
      get("/team/report.csv?table=pages&period=7d", cookies.staff),
    );
    expect(pages.headers?.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(pages.headers?.get("Content-Disposition")).toBe(
      `attachment; filename="report-pages-${dayBefore(6)}-to-${today}.csv"`,
    );
    const lines = pages.text!.trim().split("\r\n");
    expect(lines[0]).toBe("Page,Pages viewed,Visitors");
    expect(lines).toContain("/pricing,3,3");

    const leads = await run(
      reportCsv.loader,
      get("/team/report.csv?table=leads&period=7d", cookies.owner),
    );
    expect(leads.text).toContain(
      `"Dana Cole, =HYPERLINK(""http://evil.example"")"`,
    );
    const company = await database.db.execute(
      sql`UPDATE inbox_items SET name = '=cmd|calc' WHERE company LIKE '=HYPERLINK%'`,
    );
    expect(company).toBeDefined();
    const again = await run(
      reportCsv.loader,
      get("/team/report.csv?table=leads&period=7d", cookies.owner),
    );
    expect(again.text).toContain(
      `"'=cmd|calc, =HYPERLINK(""http://evil.example"")"`,
    );
    expect(again.text).not.toMatch(/(^|,)=/m);

    // Each download is in the audit log, with who took which table of which period.
    const entries = await database.db
      .select({ actorName: auditLog.actorName, detail: auditLog.detail })
      .from(auditLog)
      .where(sql`${auditLog.action} = 'export'`)
      .orderBy(auditLog.createdAt);
    expect(entries).toEqual([
      {
        actorName: "staff Tester",
        detail: { report: `report-pages-${dayBefore(6)}-to-${today}.csv` },
      },
      ...Array.from({ length: 2 }, () => ({
        actorName: "owner Tester",
        detail: { report: `report-leads-${dayBefore(6)}-to-${today}.csv` },
      })),
    ]);
  });

  it("shows on an item the visit that brought it, or says none was recorded", async () => {
    const open = async (id: string) => {
      const context = new RouterContextProvider();
      context.set(clientAddressContext, "198.51.100.8");
      const answer = (await item.loader({
        request: get(`/team/items/${id}`, cookies.staff),
        context,
        params: { id },
      } as never)) as { data: { visit: unknown } };
      return answer.data.visit;
    };
    // Dana came from news.example on a phone, read a post, then asked for the audit.
    expect(await open(itemIds[1]!)).toMatchObject({
      landingPage: "/blog/local-seo",
      source: "news.example",
      referrerHost: "news.example",
      device: "phone",
      pages: [
        expect.objectContaining({ path: "/blog/local-seo" }),
        expect.objectContaining({ path: "/free-audit" }),
      ],
    });
    // Ada's browser asked not to be tracked.
    expect(await open(itemIds[3]!)).toBeUndefined();
  });

  it.each(paths)(
    "answers 503 for the %s when the database fails",
    async (_name, loader, path) => {
      const broken = createDatabase({ dataDir: "memory://" });
      await broken.close();
      current.database = broken;
      const answer = await run(loader, get(path, cookies.owner));
      expect(answer.status).toBe(503);
    },
  );

  it("answers 404 for a table it does not have", async () => {
    const answer = await run(
      reportCsv.loader,
      get("/team/report.csv?table=passwords", cookies.owner),
    );
    expect(answer.status).toBe(404);
  });

  it.each([
    "?period=forever",
    "?period=custom&from=2026-02-30&to=2026-03-01",
    "?period=custom&from=2026-03-10&to=2026-03-01",
    "?period=custom&from=1999-01-01&to=2026-01-01",
    "?period=custom&from=%27;drop%20table&to=x",
    "?from=2026-01-01",
  ])(
    "shows the last 28 days for a period it cannot read: %s",
    async (query) => {
      const answer = await run(
        report.loader,
        get(`/team/report${query}`, cookies.owner),
      );
      expect(answer.status).toBe(200);
      expect((answer.body as PageData).period).toEqual({
        preset: "28d",
        from: dayBefore(27),
        to: today,
      });
      const csv = await run(
        reportCsv.loader,
        get(`/team/report.csv${query}&table=totals`, cookies.owner),
      );
      expect(csv.status).toBe(200);
    },
  );

  it("keeps a custom period, and ends it today at the latest", async () => {
    const answer = await run(
      report.loader,
      get(
        `/team/report?period=custom&from=${dayBefore(2)}&to=2999-01-01`,
        cookies.owner,
      ),
    );
    expect((answer.body as PageData).period).toEqual({
      preset: "custom",
      from: dayBefore(2),
      to: today,
    });
  });
});
