/**
 * `POST /api/events`: the beacon's pageviews and Web Vitals (docs/decisions/0026). Checked like
 * every other POST (method, Origin, size, a zod schema) but answered at once with 202: the rows
 * go to a writer that stores them in batches, one statement per batch, which also charges each
 * client's rate limit in PostgreSQL, so that a beacon costs the database a share of one round
 * trip. Bots, Do Not Track and Global Privacy Control are answered 202 and nothing is kept;
 * neither is an event for a page the site does not have. A client over its limit learns it at
 * its next request (429 with Retry-After).
 */
import { z } from "zod";
import { publicPages } from "#app/content/pages.ts";
import type { ApiAnswer, ApiRequest } from "#app/services/api.server.ts";
import {
  databaseErrorCode,
  getDatabase,
  type Database,
} from "#app/services/db/client.server.ts";
import type { NewAnalyticsEvent } from "#app/services/db/schema.server.ts";
import { getLogger } from "#app/services/logger.server.ts";
import {
  messages,
  readLimitedText,
  refuseMethodOrOrigin,
  submissionDependencies,
} from "#app/services/submission.server.ts";
import { siteDay, visitorOf } from "#app/services/visitors.server.ts";
import { site } from "#app/content/site.ts";
import { metrics } from "./vitals.ts";
import { sql } from "drizzle-orm";

/** Events one client may send per window: a few dozen pages of an office's visitors a minute. */
export const EVENTS_LIMIT = { max: 600, windowSeconds: 60 } as const;
/** Events held for the writer at most; beyond, new ones are dropped (the database is behind). */
const MAX_PENDING = 20_000;
/** Rows per INSERT. */
const BATCH_SIZE = 1_000;
/** After a failed batch, the writer waits this long before the next. */
const RETRY_AFTER_FAILURE_MS = 1_000;

const Device = z.enum(["phone", "tablet", "desktop"]);
const Url = z.string().min(1).max(2048);
const BeaconEventSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("pageview"),
    url: Url,
    referrer: z.string().max(2048).optional(),
    /** The first pageview of a page load, as opposed to a navigation inside the site. */
    load: z.boolean().optional(),
    device: Device,
  }),
  z.object({
    type: z.literal("vital"),
    url: Url,
    name: z.enum(metrics),
    value: z.number().min(0).max(3_600_000),
    device: Device,
  }),
]);
export const BeaconSchema = z.object({
  events: z.array(BeaconEventSchema).min(1).max(20),
});
export type BeaconEvent = z.infer<typeof BeaconEventSchema>;

const staticPaths = new Set<string>([
  ...publicPages.map((page) => page.path),
  "/blog",
  "/book",
  "/book/manage",
  "/signup",
  "/signin",
  "/forgot-password",
  "/reset-password",
  "/verify-email",
  "/account-deleted",
]);
const BLOG_POST = /^\/blog\/[a-z0-9][a-z0-9-]{0,119}$/;

/**
 * The route of a path the site serves to visitors, or undefined: an address the site does not
 * have (or the team's pages) is not counted, so nobody can fill the report with invented pages.
 */
export function routeOf(path: string): string | undefined {
  if (staticPaths.has(path)) return path;
  return BLOG_POST.test(path) ? "/blog/:slug" : undefined;
}

const utmParameters = [
  ["utm_source", "utmSource"],
  ["utm_medium", "utmMedium"],
  ["utm_campaign", "utmCampaign"],
] as const;

/** A host without "www.", lower case. */
const hostOf = (url: URL) => url.hostname.toLowerCase().replace(/^www\./, "");

function parseUrl(text: string, base: string): URL | undefined {
  try {
    return new URL(text, base);
  } catch {
    return undefined;
  }
}

/** What a request tells of the events it carries. */
export interface EventContext {
  at: Date;
  day: string;
  visitor: number;
  /** The site's own hosts: a referrer from one of them starts no visit. */
  ownHosts: ReadonlySet<string>;
}

/**
 * The row of one event, or undefined when it is not kept (an unknown page). Only the path is
 * kept of the page's address, and only the host of the referrer: a query string or a referring
 * address can hold what a visitor typed, and a token (`/book/manage?token=…`).
 */
export function rowOf(
  event: BeaconEvent,
  context: EventContext,
): NewAnalyticsEvent | undefined {
  const url = parseUrl(event.url, site.url);
  if (!url) return undefined;
  const path = url.pathname.replace(/(.)\/+$/, "$1");
  const route = routeOf(path);
  if (!route) return undefined;
  const base = {
    at: context.at,
    day: context.day,
    visitor: context.visitor,
    device: event.device,
  };
  if (event.type === "vital")
    return {
      ...base,
      type: "vital",
      path: route,
      metric: event.name,
      value: event.value,
    };
  const referrer = event.referrer
    ? parseUrl(event.referrer, site.url)
    : undefined;
  const referrerHost =
    referrer && /^https?:$/.test(referrer.protocol)
      ? hostOf(referrer)
      : undefined;
  const entry =
    event.load === true &&
    !(referrerHost !== undefined && context.ownHosts.has(referrerHost));
  if (!entry) return { ...base, type: "pageview", path };
  const utm: Partial<Record<(typeof utmParameters)[number][1], string>> = {};
  for (const [parameter, key] of utmParameters) {
    const value = url.searchParams
      .get(parameter)
      ?.trim()
      .toLowerCase()
      .slice(0, 100);
    if (value) utm[key] = value;
  }
  return {
    ...base,
    type: "pageview",
    path,
    entry: true,
    source: utm.utmSource ?? referrerHost ?? "direct",
    referrerHost: referrerHost ?? null,
    utmSource: utm.utmSource ?? null,
    utmMedium: utm.utmMedium ?? null,
    utmCampaign: utm.utmCampaign ?? null,
  };
}

interface PendingRow {
  row: NewAnalyticsEvent;
  /** The rate limit's key of the client that sent it. */
  client: string;
}

/**
 * Stores events in batches: a batch is written as soon as the previous one is done, so a quiet
 * site stores each event at once and a busy one writes many rows per statement.
 */
export class EventWriter {
  private pending: PendingRow[] = [];
  private writing: Promise<void> | undefined;
  private pausedUntil = 0;
  /** Events are being dropped because too many wait. */
  private full = false;
  /** Clients the last batches found over their limit, until their window ends. */
  private readonly limited = new Map<string, number>();
  dropped = 0;

  private readonly db: () => Database;
  private readonly limit: { max: number; windowSeconds: number };

  constructor(
    db: () => Database,
    limit: { max: number; windowSeconds: number } = EVENTS_LIMIT,
  ) {
    this.db = db;
    this.limit = limit;
  }

  /** Seconds until `client` may send again; 0 when it may now. */
  retryAfter(client: string, now = Date.now()): number {
    const until = this.limited.get(client);
    if (until === undefined) return 0;
    if (until <= now) {
      this.limited.delete(client);
      return 0;
    }
    return Math.ceil((until - now) / 1000);
  }

  add(rows: readonly NewAnalyticsEvent[], client: string): void {
    for (const row of rows) {
      if (this.pending.length < MAX_PENDING) {
        this.pending.push({ row, client });
        continue;
      }
      // Once per time the database falls this far behind, not once per event.
      if (this.pending.length === MAX_PENDING && !this.full)
        getLogger().warn(
          { waiting: MAX_PENDING },
          "analytics events are arriving faster than they can be stored; new ones are dropped",
        );
      this.full = true;
      this.dropped += 1;
    }
    if (this.pending.length < MAX_PENDING / 2) this.full = false;
    this.write();
  }

  /** Resolves once every event added so far is stored or given up (tests, the shutdown). */
  async flush(): Promise<void> {
    while (this.writing || this.pending.length > 0) {
      if (!this.writing) this.write(true);
      await this.writing;
    }
  }

  private write(evenIfPaused = false): void {
    if (this.writing || this.pending.length === 0) return;
    const wait = evenIfPaused ? 0 : Math.max(0, this.pausedUntil - Date.now());
    this.writing = new Promise<void>((resolve) => setTimeout(resolve, wait))
      .then(() => this.writeBatch(this.pending.splice(0, BATCH_SIZE)))
      .finally(() => {
        this.writing = undefined;
        this.write();
      });
  }

  private async writeBatch(batch: PendingRow[]): Promise<void> {
    if (batch.length === 0) return;
    const now = new Date();
    try {
      const overLimit = await storeBatch(this.db(), batch, this.limit, now);
      for (const { client, resetAt } of overLimit)
        this.limited.set(client, resetAt.getTime());
      if (this.limited.size > 10_000)
        for (const [client, until] of this.limited)
          if (until <= now.getTime()) this.limited.delete(client);
    } catch (error) {
      // Analytics never outweighs the site: the batch is dropped and the writer pauses.
      this.dropped += batch.length;
      this.pausedUntil = Date.now() + RETRY_AFTER_FAILURE_MS;
      getLogger().warn(
        { code: databaseErrorCode(error), events: batch.length },
        "could not store analytics events",
      );
    }
  }
}

/**
 * One statement: each client in the batch is charged its events in `rate_limits`, and the events
 * of the clients still within their limit are inserted. Answers the clients over it.
 */
async function storeBatch(
  db: Database,
  batch: readonly PendingRow[],
  limit: { max: number; windowSeconds: number },
  now: Date,
): Promise<{ client: string; resetAt: Date }[]> {
  const rows = batch.map(({ row, client }) => ({
    client: `events:${client}`,
    at: (row.at as Date).toISOString(),
    day: row.day,
    visitor: row.visitor,
    type: row.type,
    path: row.path,
    device: row.device,
    entry: row.entry ?? false,
    source: row.source ?? null,
    referrer_host: row.referrerHost ?? null,
    utm_source: row.utmSource ?? null,
    utm_medium: row.utmMedium ?? null,
    utm_campaign: row.utmCampaign ?? null,
    metric: row.metric ?? null,
    value: row.value ?? null,
  }));
  const resetAt = new Date(now.getTime() + limit.windowSeconds * 1000);
  const result = await db.execute<{ key: string; reset_at: string | Date }>(sql`
    WITH batch AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS b(
        client text, at timestamptz, day date, visitor bigint, type text, path text,
        device text, entry boolean, source text, referrer_host text, utm_source text,
        utm_medium text, utm_campaign text, metric text, value double precision)
    ),
    charged AS (
      INSERT INTO rate_limits (key, hits, reset_at)
      SELECT client, count(*), ${resetAt.toISOString()}::timestamptz FROM batch GROUP BY client
      ON CONFLICT (key) DO UPDATE SET
        hits = CASE WHEN rate_limits.reset_at <= ${now.toISOString()}::timestamptz
          THEN excluded.hits ELSE rate_limits.hits + excluded.hits END,
        reset_at = CASE WHEN rate_limits.reset_at <= ${now.toISOString()}::timestamptz
          THEN excluded.reset_at ELSE rate_limits.reset_at END
      RETURNING key, hits, reset_at
    ),
    stored AS (
      INSERT INTO analytics_events (at, day, visitor, type, path, device, entry, source,
        referrer_host, utm_source, utm_medium, utm_campaign, metric, value)
      SELECT at, day, visitor, type, path, device, entry, source, referrer_host, utm_source,
        utm_medium, utm_campaign, metric, value
      FROM batch JOIN charged ON charged.key = batch.client
      WHERE charged.hits <= ${limit.max}
    )
    SELECT key, reset_at FROM charged WHERE hits > ${limit.max}`);
  return result.rows.map((row) => ({
    client: row.key.slice("events:".length),
    resetAt: new Date(row.reset_at),
  }));
}

let writer: EventWriter | undefined;

/** The process's writer, on the database of the moment (it is opened again after a close). */
export function eventWriter(): EventWriter {
  writer ??= new EventWriter(() => getDatabase().db);
  return writer;
}

/** 202 with how many of the events will be kept: none for a bot or a visitor not tracked. */
const accepted = (kept: number): ApiAnswer => ({
  status: 202,
  body: { accepted: kept },
});

/** The site's own hosts, from SITE_URL and the request's Host. */
function ownHosts(request: ApiRequest): Set<string> {
  const hosts = new Set([new URL(site.url).hostname.replace(/^www\./, "")]);
  const host = request.header("host")?.split(":")[0]?.toLowerCase();
  if (host) hosts.add(host.replace(/^www\./, ""));
  return hosts;
}

export interface EventsDependencies {
  writer: EventWriter;
  db: () => Database;
  /** The origins whose pages may send events (`submissionDependencies`). */
  allowedOrigins: readonly string[];
}

const configured = (): EventsDependencies => ({
  writer: eventWriter(),
  db: () => getDatabase().db,
  allowedOrigins: submissionDependencies().allowedOrigins,
});

/** Answers `POST /api/events`. */
export async function receiveEvents(
  request: ApiRequest,
  clientAddress: string | undefined,
  { writer, db, allowedOrigins }: EventsDependencies = configured(),
): Promise<ApiAnswer> {
  const refused = refuseMethodOrOrigin(request, allowedOrigins);
  if (refused) return refused;
  const client = clientAddress ?? "unknown";
  const retryAfter = writer.retryAfter(client);
  if (retryAfter > 0)
    return {
      status: 429,
      body: { message: messages.rateLimited },
      headers: { "Retry-After": String(retryAfter) },
    };
  const text = await readLimitedText(request);
  if (text === undefined)
    return { status: 413, body: { message: messages.tooLarge } };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 400, body: { message: messages.malformed } };
  }
  const parsed = BeaconSchema.safeParse(json);
  if (!parsed.success)
    return { status: 400, body: { message: "These events are not valid." } };
  const at = new Date();
  const day = siteDay(at);
  let visitor: number | undefined;
  try {
    visitor = await visitorOf(
      db(),
      { clientAddress, header: request.header },
      day,
    );
  } catch (error) {
    // Without the day's salt nobody can be counted: the events are dropped, the page goes on.
    getLogger().warn(
      { code: databaseErrorCode(error) },
      "could not read the day's analytics salt",
    );
    return accepted(0);
  }
  if (visitor === undefined) return accepted(0);
  const context: EventContext = {
    at,
    day,
    visitor,
    ownHosts: ownHosts(request),
  };
  const rows = parsed.data.events.flatMap(
    (event) => rowOf(event, context) ?? [],
  );
  writer.add(rows, client);
  return accepted(rows.length);
}
