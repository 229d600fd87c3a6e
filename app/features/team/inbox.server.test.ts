/**
 * The inbox's rows and list: the triggers that write an item with each submission, the filters,
 * the views and the keyset pages. On PGlite, and PostgreSQL with TEST_DATABASE_URL.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  contactMessages,
  inboxItems,
  leads,
  newsletterSubscribers,
  subscriptions,
  supportMessages,
  users,
} from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import { deleteAccount } from "#app/features/auth/delete-account.server.ts";
import { hashPassword } from "#app/services/passwords.server.ts";
import { parseInboxFilters } from "./inbox-filters.server.ts";
import { listInbox } from "./inbox.server.ts";

const filters = (query = "") => parseInboxFilters(new URLSearchParams(query));

describe.each(testDatabases())("the team inbox on %s", (kind) => {
  let database: TestDatabase;
  let memberId: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 120_000);
  afterAll(() => database?.cleanup());
  beforeEach(async () => {
    const { db } = database;
    await db.execute(
      sql`truncate inbox_items, leads, contact_messages, support_messages, newsletter_subscribers, users cascade`,
    );
    const [member] = await db
      .insert(users)
      .values({
        email: "maya@dmvaiagents.example",
        firstName: "Maya",
        lastName: "Brooks",
        password: "x",
        role: "staff",
      })
      .returning({ id: users.id });
    memberId = member!.id;
  });

  it("lists an item for every kind of submission, written by the submission's own insert", async () => {
    const { db } = database;
    const at = (minutes: number) =>
      new Date(Date.UTC(2026, 10, 20, 15, minutes));
    await db.insert(leads).values([
      {
        name: "Dana Cole",
        email: "Dana@Example.com",
        company: "Cole Plumbing",
        goals: "More calls",
        source: "Free audit form",
        utmSource: "Google",
        createdAt: at(1),
      },
      {
        name: "Sam Ortiz",
        email: "sam@example.com",
        source: "Resource request: Local SEO checklist",
        createdAt: at(2),
      },
      {
        name: "Lee Park",
        email: "lee@example.com",
        source: "Chat assistant",
        goals: "Visitor: hi",
        createdAt: at(3),
      },
      {
        name: "Bot",
        email: "bot@example.com",
        source: "Free audit form",
        isSpam: true,
        createdAt: at(4),
      },
    ]);
    await db.insert(contactMessages).values({
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@example.com",
      message: "Can you call me?",
      referrer: "https://www.facebook.com/groups/x",
      createdAt: at(5),
    });
    await db.insert(supportMessages).values({
      name: "Bo",
      email: "bo@example.com",
      subject: "Login",
      message: "I cannot sign in",
      createdAt: at(6),
    });
    await db
      .insert(newsletterSubscribers)
      .values({ email: "news@example.com", source: "/blog", createdAt: at(7) });
    const [customer] = await db
      .insert(users)
      .values({
        email: "owner@bakery.example",
        firstName: "Iris",
        lastName: "Lane",
        password: "x",
        createdAt: at(8),
      })
      .returning({ id: users.id });
    await db
      .insert(subscriptions)
      .values({ userId: customer!.id, plan: "growth", amount: 597 });

    const page = await listInbox(db, filters(), memberId);
    expect(page.rows.map((row) => [row.kind, row.email, row.source])).toEqual([
      ["signup", "owner@bakery.example", "direct"],
      ["newsletter", "news@example.com", "direct"],
      ["support", "bo@example.com", "direct"],
      ["contact", "ana@example.com", "facebook.com"],
      ["chat", "lee@example.com", "direct"],
      ["resource", "sam@example.com", "direct"],
      ["audit", "dana@example.com", "google"],
    ]);
    expect(page.rows.every((row) => row.unread && row.status === "new")).toBe(
      true,
    );
    expect(page.next).toBeUndefined();
  });

  it("filters by type, source, status, date and search, and by view", async () => {
    const { db } = database;
    await db.insert(leads).values([
      {
        name: "Dana Cole",
        email: "dana@example.com",
        company: "Cole Plumbing",
        goals: "More phone calls from Arlington",
        source: "Free audit form",
        utmSource: "google",
        createdAt: new Date("2026-11-20T15:00:00Z"),
      },
      {
        name: "Eli Stone",
        email: "eli@stone.example",
        company: "Stone Dental",
        goals: "Reviews",
        source: "Free audit form",
        createdAt: new Date("2026-11-21T15:00:00Z"),
      },
    ]);
    const ids = async (query: string) =>
      (
        await listInbox(db, filters(query), memberId, {
          now: new Date("2026-11-23T20:00:00Z"),
        })
      ).rows.map((row) => row.name);
    expect(await ids("q=arlingt")).toEqual(["Dana Cole"]);
    expect(await ids("q=stone+dental")).toEqual(["Eli Stone"]);
    expect(await ids("q=dana@example.com")).toEqual(["Dana Cole"]);
    expect(await ids("source=google")).toEqual(["Dana Cole"]);
    expect(await ids("from=2026-11-21&to=2026-11-21")).toEqual(["Eli Stone"]);
    expect(await ids("type=contact")).toEqual([]);
    expect(await ids("view=needs-reply")).toEqual(["Eli Stone", "Dana Cole"]);
    expect(await ids("view=mine")).toEqual([]);
    await db
      .update(inboxItems)
      .set({ assigneeId: memberId, status: "contacted" })
      .where(sql`name = 'Dana Cole'`);
    expect(await ids("view=mine")).toEqual(["Dana Cole"]);
    expect(await ids("view=unassigned")).toEqual(["Eli Stone"]);
    expect(await ids("view=needs-reply")).toEqual(["Eli Stone"]);
    expect(await ids("status=contacted")).toEqual(["Dana Cole"]);
    expect(await ids("q=%27%3B+drop+table")).toEqual([]);
  });

  it("pages by keyset without a duplicate or a gap when many items share a timestamp", async () => {
    const { db } = database;
    const same = new Date("2026-11-20T15:00:00.123Z");
    const rows = Array.from({ length: 23 }, (_, index) => ({
      id: randomUUID(),
      name: `Lead ${index}`,
      email: `lead${index}@example.com`,
      source: "Free audit form",
      createdAt: index < 17 ? same : new Date(same.getTime() - index * 1000),
    }));
    await db.insert(leads).values(rows);
    const seen: string[] = [];
    let after: string | undefined;
    for (let pages = 0; pages < 10; pages++) {
      const page = await listInbox(
        db,
        filters(after ? `after=${after}` : ""),
        memberId,
        { pageSize: 5 },
      );
      seen.push(...page.rows.map((row) => row.id));
      after = page.next;
      if (!after) break;
    }
    expect(new Set(seen).size).toBe(23);
    expect(seen).toHaveLength(23);
    // The order is (received_at, id) descending throughout.
    const sorted = [...rows]
      .sort(
        (a, b) =>
          b.createdAt.getTime() - a.createdAt.getTime() ||
          (a.id < b.id ? 1 : -1),
      )
      .map((row) => row.id);
    expect(seen).toEqual(sorted);
  });

  it("pages a search the same across the newest rows and the older ones", async () => {
    const { db } = database;
    await db.insert(leads).values(
      Array.from({ length: 14 }, (_, index) => ({
        name: index % 3 === 0 ? `Dental ${index}` : `Bakery ${index}`,
        email: `s${index}@example.com`,
        source: "Free audit form",
        createdAt: new Date(
          Date.UTC(2026, 10, 20, 12, 0, index < 6 ? 0 : index),
        ),
      })),
    );
    const expected = (
      await listInbox(db, filters("q=dental"), memberId, { pageSize: 100 })
    ).rows.map((row) => row.name);
    expect(expected).toHaveLength(5);
    for (const searchWindow of [1, 2, 3, 7, 20])
      for (const pageSize of [1, 2, 3]) {
        const seen: (string | null)[] = [];
        let after: string | undefined;
        do {
          const page = await listInbox(
            db,
            filters(`q=dental${after ? `&after=${after}` : ""}`),
            memberId,
            { pageSize, searchWindow },
          );
          seen.push(...page.rows.map((row) => row.name));
          after = page.next;
        } while (after);
        expect(seen, `window ${searchWindow}, page ${pageSize}`).toEqual(
          expected,
        );
      }
  });

  it("loses a new account's item when the account is deleted", async () => {
    const { db } = database;
    const [customer] = await db
      .insert(users)
      .values({
        email: "leaving@bakery.example",
        firstName: "Iris",
        lastName: "Lane",
        password: await hashPassword("violet harbor lantern 42"),
      })
      .returning({ id: users.id });
    await db
      .insert(subscriptions)
      .values({ userId: customer!.id, plan: "growth", amount: 597 });
    expect(
      (await listInbox(db, filters("type=signup"), memberId)).rows,
    ).toHaveLength(1);
    expect(
      await deleteAccount(db, customer!.id, "violet harbor lantern 42", {
        webhook: false,
      }),
    ).toBe("deleted");
    expect(
      (await listInbox(db, filters("type=signup"), memberId)).rows,
    ).toHaveLength(0);
  });
});
