/**
 * Known analytics for tests and the browser checks of `/team/report`: a few days of visits from
 * named sources, with pageviews, Web Vitals and goals, whose counts the tests state by hand.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  analyticsEvents,
  analyticsGoals,
  leads,
  type NewAnalyticsEvent,
} from "#app/services/db/schema.server.ts";

export interface SeedVisit {
  day: string;
  visitor: number;
  /** Minutes after 14:00 UTC (9 or 10 AM in New York) the visit began. */
  minute?: number;
  source: string;
  referrerHost?: string;
  utm?: { source: string; medium: string; campaign: string };
  device?: "phone" | "tablet" | "desktop";
  /** The pages viewed, the first is the landing page. */
  pages: string[];
  /** Web Vitals sent from the landing page's route. */
  vitals?: { metric: "LCP" | "INP" | "CLS"; value: number }[];
  /** A goal at the end of the visit; without pages, a goal whose visit was not recorded. */
  goal?: {
    kind: "audit" | "signup";
    name: string;
    company?: string;
    plan?: string;
  };
}

const at = (day: string, minute: number) =>
  new Date(`${day}T14:00:00Z`).getTime() + minute * 60_000;

/** Stores the visits' events, and each goal's inbox item (a lead) with its goal row. */
export async function seedVisits(
  db: Database,
  visits: readonly SeedVisit[],
): Promise<string[]> {
  const events: NewAnalyticsEvent[] = [];
  const itemIds: string[] = [];
  for (const visit of visits) {
    const start = at(visit.day, visit.minute ?? 0);
    const device = visit.device ?? "desktop";
    visit.pages.forEach((path, index) =>
      events.push({
        at: new Date(start + index * 60_000),
        day: visit.day,
        visitor: visit.visitor,
        type: "pageview",
        path,
        device,
        entry: index === 0,
        ...(index === 0 && {
          source: visit.source,
          referrerHost: visit.referrerHost,
          utmSource: visit.utm?.source,
          utmMedium: visit.utm?.medium,
          utmCampaign: visit.utm?.campaign,
        }),
      }),
    );
    for (const vital of visit.vitals ?? [])
      events.push({
        at: new Date(start + 30_000),
        day: visit.day,
        visitor: visit.visitor,
        type: "vital",
        path: visit.pages[0]!,
        device,
        metric: vital.metric,
        value: vital.value,
      });
    if (!visit.goal) continue;
    const goalAt = new Date(start + visit.pages.length * 60_000);
    const [lead] = await db
      .insert(leads)
      .values({
        name: visit.goal.name,
        email: `${visit.goal.name.toLowerCase().replaceAll(" ", ".")}@example.com`,
        company: visit.goal.company,
        source: "Free audit form",
        createdAt: goalAt,
      })
      .returning({ id: leads.id });
    itemIds.push(lead!.id);
    // A lead's inbox item is an audit; a signup is stored as one here, its kind set by hand.
    await db.execute(
      sql`UPDATE inbox_items SET kind = ${visit.goal.kind}, plan = ${visit.goal.plan ?? null},
        received_at = ${goalAt.toISOString()} WHERE id = ${lead!.id}`,
    );
    await db.insert(analyticsGoals).values({
      itemId: lead!.id,
      kind: visit.goal.kind,
      plan: visit.goal.plan,
      at: goalAt,
      day: visit.day,
      ...(visit.pages.length > 0 && {
        visitor: visit.visitor,
        visitAt: new Date(start),
        landingPage: visit.pages[0],
        device,
        source: visit.source,
        referrerHost: visit.referrerHost,
        utmSource: visit.utm?.source,
        utmMedium: visit.utm?.medium,
        utmCampaign: visit.utm?.campaign,
      }),
    });
  }
  if (events.length > 0) await db.insert(analyticsEvents).values(events);
  return itemIds;
}

/**
 * A small sample over three days (the last is today, not rolled up): on D1 three visitors and
 * four visits (one signup after /pricing, one free audit), on D2 two visitors (one free audit),
 * today two visitors (a signup that never saw /pricing).
 */
export function visitsOf(D1: string, D2: string, TODAY: string): SeedVisit[] {
  return [
    {
      day: D1,
      visitor: 1,
      source: "google",
      referrerHost: "www.google.com",
      utm: { source: "google", medium: "cpc", campaign: "spring-audit" },
      pages: ["/pricing", "/signup"],
      vitals: [
        { metric: "LCP", value: 1800 },
        { metric: "INP", value: 120 },
        { metric: "CLS", value: 0.02 },
      ],
      goal: { kind: "signup", name: "Rosa Diaz", plan: "growth" },
    },
    {
      day: D1,
      visitor: 2,
      minute: 5,
      source: "direct",
      pages: ["/", "/pricing"],
      vitals: [{ metric: "LCP", value: 2500 }],
    },
    {
      day: D1,
      visitor: 3,
      minute: 10,
      source: "news.example",
      referrerHost: "news.example",
      device: "phone",
      pages: ["/blog/local-seo", "/free-audit"],
      vitals: [
        { metric: "LCP", value: 4500 },
        { metric: "INP", value: 520 },
      ],
      goal: {
        kind: "audit",
        name: "Dana Cole",
        company: "Cole Carpentry",
      },
    },
    // Visitor 1 comes back later the same day: a second visit, the same visitor.
    { day: D1, visitor: 1, minute: 120, source: "direct", pages: ["/"] },
    {
      day: D2,
      visitor: 1,
      source: "direct",
      pages: ["/", "/web-development"],
    },
    {
      day: D2,
      visitor: 4,
      minute: 30,
      source: "google",
      referrerHost: "www.google.com",
      device: "tablet",
      pages: ["/free-audit"],
      goal: { kind: "audit", name: "Ken Park", company: "Park Dental" },
    },
    // Someone whose browser asked not to be tracked: a goal without a visit.
    {
      day: D2,
      visitor: 0,
      minute: 60,
      source: "",
      pages: [],
      goal: { kind: "audit", name: "Ada Brooks", company: "Brooks Bakery" },
    },
    { day: TODAY, visitor: 5, source: "direct", pages: ["/pricing"] },
    {
      day: TODAY,
      visitor: 6,
      minute: 3,
      source: "bing",
      referrerHost: "www.bing.com",
      pages: ["/"],
      vitals: [{ metric: "CLS", value: 0.3 }],
      goal: { kind: "signup", name: "Lee Chan", plan: "starter" },
    },
  ];
}
