/**
 * `npm run bench -- --analytics`: the first-party analytics on PostgreSQL, in the database
 * `bench_analytics` on BENCH_DATABASE_URL's server, kept between runs.
 *   ingest: beacons to POST /api/events on the production server from many simulated visitors at
 *           a fixed concurrency, beside a bare node:http endpoint that only parses them; then how
 *           many of the accepted events the batched writer stored.
 *   report: `loadReport` for the dashboard's presets on ten million raw events and two years of
 *           daily rollups, seeded inside PostgreSQL once and reused while they are intact.
 * `--analytics-ingest` and `--analytics-report` run one half; `--plans` adds each statement's
 * plan with its buffers (auto_explain) to the report.
 */
import http from "node:http";
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Database } from "#app/services/db/client.server.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import * as schema from "#app/services/db/schema.server.ts";
import {
  analyticsBench,
  createVisitors,
  nextBeacon,
  reportCases,
  seedEventsSql,
  seedGoalDomain,
  seedGoalsSql,
  seedOlderRollupsSql,
  seedRecentRollupsSql,
  seededRandom,
  siteToday,
  type AnalyticsPart,
  type ReportCase,
  type SimulatedVisitor,
} from "./bench-analytics-lib.ts";
import {
  countOf,
  formatLatency,
  formatMs,
  formatRatio,
  formatTable,
  median,
  percentile,
} from "./bench-lib.ts";

/** The database the analytics benchmark seeds once and keeps, on the benchmark's server. */
const ANALYTICS_DATABASE = "bench_analytics";

/**
 * `bench_analytics` on the server that BENCH_DATABASE_URL (or TEST_DATABASE_URL) names, as the
 * other PostgreSQL modes read it; created when missing and kept, so the seed serves later runs.
 */
async function analyticsDatabaseUrl(): Promise<string> {
  const server = new URL(
    process.env.BENCH_DATABASE_URL ||
      process.env.TEST_DATABASE_URL ||
      "postgres://postgres@127.0.0.1:5432/postgres",
  );
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  try {
    const { rowCount } = await admin.query(
      "select 1 from pg_database where datname = $1",
      [ANALYTICS_DATABASE],
    );
    if (!rowCount) await admin.query(`create database ${ANALYTICS_DATABASE}`);
  } finally {
    await admin.end();
  }
  server.pathname = `/${ANALYTICS_DATABASE}`;
  return server.toString();
}

/** What the benchmark's runner lends this mode: its servers, its cleanup and its log. */
export interface AnalyticsBenchContext {
  log(message: string): void;
  onCleanup(stop: () => unknown): void;
  /** The production server on a free port with `env` added; resolves to its origin. */
  startServer(name: string, env: NodeJS.ProcessEnv): Promise<string>;
  /** The bare node:http reference server, answering 202 to POST /api/events. */
  startReference(): Promise<string>;
}

export interface AnalyticsBenchOptions {
  parts: readonly AnalyticsPart[];
  plans: boolean;
}

interface IngestRun {
  label: string;
  requests: number;
  errors: number;
  /** Answers other than 202, by status ("timeout" and the like for failures). */
  errorsByStatus: Record<string, number>;
  events: number;
  eventsPerSecond: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Events accepted in the warm-up and the measured run together. */
  acceptedInAll: number;
}

interface IngestResult {
  site: IngestRun;
  reference: IngestRun;
  stored: { rows: number; accepted: number; waitedMs: number };
}

interface SeedResult {
  reused: boolean;
  anchor: string;
  seconds: number;
  rows: Record<string, number>;
  sizes: Record<string, string>;
}

interface ReportResult extends ReportCase {
  runs: number;
  errors: number;
  firstError?: string;
  p50Ms: number;
  p95Ms: number;
  plans?: string[];
}

export interface AnalyticsResults {
  benchmarkIndex?: number;
  settings: typeof analyticsBench;
  ingest?: IngestResult;
  seed?: SeedResult;
  report?: ReportResult[];
  /** Why the report was not timed, when it was not. */
  reportSkipped?: string;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A connection for the benchmark's own statements: no statement limit, nothing else. */
async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: url,
    application_name: "analytics-bench",
  });
  client.on("error", () => {
    // The statement in progress fails with the same error.
  });
  await client.connect();
  return client;
}

async function scalar(client: pg.Client, text: string): Promise<number> {
  const result = await client.query<{ value: string | number | null }>(text);
  return Number(result.rows[0]?.value ?? 0);
}

/**
 * Lighthouse's benchmark index, computed by its own page function in Chromium as Lighthouse does
 * on every run: the median of three, before anything else loads the machine.
 */
async function machineBenchmarkIndex(
  log: (message: string) => void,
): Promise<number | undefined> {
  try {
    const { chromium } = await import("@playwright/test");
    const browser = await chromium.launch({
      executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    });
    try {
      const page = await browser.newPage();
      const values: number[] = [];
      for (let run = 0; run < 3; run++)
        values.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
      return median(values);
    } finally {
      await browser.close();
    }
  } catch (error) {
    log(`Benchmark index not measured: ${errorMessage(error)}`);
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Ingest

/** One POST on a kept-alive connection; resolves to the status once the answer is read. */
function postBeacon(
  agent: http.Agent,
  target: URL,
  headers: http.OutgoingHttpHeaders,
  body: string,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: { ...headers, "Content-Length": Buffer.byteLength(body) },
      },
      (response) => {
        response.on("error", reject);
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.resume();
      },
    );
    request.setTimeout(30_000, () =>
      request.destroy(new Error("no answer within 30 s")),
    );
    request.on("error", reject);
    request.end(body);
  });
}

interface BeaconLoad {
  agent: http.Agent;
  /** Every simulated visitor; `active` of them are on the site at once. */
  visitors: SimulatedVisitor[];
  active: SimulatedVisitor[];
  random: () => number;
  /** The next active visitor to send, and the next visitor to arrive. */
  next: number;
  arriving: number;
}

/**
 * `concurrency` loops, each sending the next visitor's next beacon and waiting for its answer,
 * for `durationMs`. Visitors take turns, so each sends its visit's beacons in order, each with
 * its own address (X-Forwarded-For, as a load balancer tells it) and browser.
 */
async function sendBeacons(
  origin: string,
  load: BeaconLoad,
  durationMs: number,
): Promise<Omit<IngestRun, "label" | "acceptedInAll">> {
  const target = new URL("/api/events", origin);
  const latencies: number[] = [];
  const errorsByStatus: Record<string, number> = {};
  let events = 0;
  let errors = 0;
  const started = performance.now();
  const deadline = started + durationMs;
  const loop = async () => {
    while (performance.now() < deadline) {
      const slot = load.next++ % load.active.length;
      const visitor = load.active[slot]!;
      const page = visitor.page ?? "/";
      const beacon = nextBeacon(visitor, origin, load.random);
      // A visitor who left makes room for the next to arrive.
      if (visitor.page === undefined)
        load.active[slot] =
          load.visitors[load.arriving++ % load.visitors.length]!;
      const body = JSON.stringify({ events: beacon });
      const start = performance.now();
      try {
        const status = await postBeacon(
          load.agent,
          target,
          {
            "Content-Type": "text/plain;charset=UTF-8",
            "User-Agent": visitor.userAgent,
            "X-Forwarded-For": visitor.address,
            Origin: origin,
            Referer: origin + page,
            Accept: "*/*",
            "Accept-Language": "en-US,en;q=0.9",
            "Sec-Fetch-Dest": "empty",
            "Sec-Fetch-Mode": "no-cors",
            "Sec-Fetch-Site": "same-origin",
          },
          body,
        );
        if (status === 202) {
          latencies.push(performance.now() - start);
          events += beacon.length;
          continue;
        }
        errorsByStatus[String(status)] =
          (errorsByStatus[String(status)] ?? 0) + 1;
      } catch (error) {
        const reason = errorMessage(error);
        errorsByStatus[reason] = (errorsByStatus[reason] ?? 0) + 1;
      }
      errors++;
    }
  };
  await Promise.all(
    Array.from({ length: analyticsBench.ingest.concurrency }, loop),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    errorsByStatus,
    events,
    eventsPerSecond: events / seconds,
    requestsPerSecond: sorted.length / seconds,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

/** A warm-up, then the measured run, on the same kept-alive connections and visitors. */
async function measureBeacons(
  label: string,
  origin: string,
  log: (message: string) => void,
): Promise<IngestRun> {
  const { concurrency, visitors, activeVisitors, warmupMs, durationMs } =
    analyticsBench.ingest;
  log(
    `Ingest: ${label}, ${concurrency} keep-alive clients for ${durationMs / 1000} s after ${warmupMs / 1000} s of warm-up`,
  );
  const random = seededRandom(2026);
  const all = createVisitors(visitors, random);
  const load: BeaconLoad = {
    agent: new http.Agent({ keepAlive: true, maxSockets: concurrency }),
    visitors: all,
    active: all.slice(0, activeVisitors),
    random,
    next: 0,
    arriving: activeVisitors,
  };
  try {
    const warmup = await sendBeacons(origin, load, warmupMs);
    const run = await sendBeacons(origin, load, durationMs);
    return { label, ...run, acceptedInAll: warmup.events + run.events };
  } finally {
    load.agent.destroy();
  }
}

/** Polls until the accepted events are stored, or nothing more arrives for five seconds. */
async function waitForStoredRows(
  client: pg.Client,
  afterId: number,
  accepted: number,
): Promise<{ rows: number; waitedMs: number }> {
  const started = performance.now();
  let rows = -1;
  let changedAt = started;
  while (performance.now() - started < analyticsBench.ingest.flushWaitMs) {
    const now = await scalar(
      client,
      `select count(*) as value from analytics_events where id > ${afterId}`,
    );
    if (now !== rows) changedAt = performance.now();
    rows = now;
    if (rows >= accepted || performance.now() - changedAt > 5_000) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { rows, waitedMs: performance.now() - started };
}

async function measureIngest(
  context: AnalyticsBenchContext,
  url: string,
): Promise<IngestResult> {
  const client = await connect(url);
  try {
    const lastId = await scalar(
      client,
      "select coalesce(max(id), 0) as value from analytics_events",
    );
    const origin = await context.startServer("analytics-site", {
      DATABASE_URL: url,
      TRUST_PROXY: "1",
      RATE_LIMIT_MAX: "100000000",
      LOG_LEVEL: "warn",
    });
    const site = await measureBeacons("site", origin, context.log);
    context.log(
      `Ingest: waiting for the ${site.acceptedInAll} accepted events to be stored`,
    );
    const stored = await waitForStoredRows(client, lastId, site.acceptedInAll);
    // The benchmark's events leave the table as they came: the report's data stays as seeded.
    await client.query(`delete from analytics_events where id > ${lastId}`);
    const reference = await measureBeacons(
      "node:http reference",
      await context.startReference(),
      context.log,
    );
    return {
      site,
      reference,
      stored: { ...stored, accepted: site.acceptedInAll },
    };
  } finally {
    await client.end().catch(() => {});
  }
}

function printIngest(result: IngestResult): void {
  const { concurrency, visitors, activeVisitors, durationMs, warmupMs } =
    analyticsBench.ingest;
  const { eventsPerSecond, maxP99OverP50 } = analyticsBench.aims;
  console.log(
    `\nAnalytics ingest: POST /api/events, ${concurrency} keep-alive clients, ${visitors.toLocaleString("en-US")} simulated visitors (an address and a browser each, ${activeVisitors.toLocaleString("en-US")} on the site at once, taking turns), beacons of 1 to 3 events, ${durationMs / 1000} s after ${warmupMs / 1000} s of warm-up\n`,
  );
  console.log(
    formatTable(
      [
        "endpoint",
        "requests",
        "errors",
        "events",
        "events/s",
        "req/s",
        "p50 ms",
        "p95 ms",
        "p99 ms",
        "p99/p50",
      ],
      [result.site, result.reference].map((run) => [
        run.label,
        String(run.requests),
        String(run.errors),
        String(run.events),
        run.eventsPerSecond.toFixed(0),
        run.requestsPerSecond.toFixed(0),
        formatLatency(run.p50Ms),
        formatLatency(run.p95Ms),
        formatLatency(run.p99Ms),
        formatRatio(run.p99Ms / run.p50Ms),
      ]),
    ),
  );
  for (const run of [result.site, result.reference]) {
    const errors = Object.entries(run.errorsByStatus);
    if (errors.length > 0)
      console.log(
        `  ${run.label}: not accepted: ${errors.map(([status, count]) => `${count} x ${status}`).join(", ")}`,
      );
  }
  const { rows, accepted, waitedMs } = result.stored;
  console.log(
    `\nStored: ${rows} rows in analytics_events of ${accepted} events accepted (warm-up included), ` +
      `${accepted === 0 ? "-" : `${((rows / accepted) * 100).toFixed(1)}%`}, after waiting ${formatMs(waitedMs)} ms for the writer`,
  );
  const site = result.site;
  if (site.requests === 0) {
    console.log("Aims: not judged, the site accepted no beacon.");
    return;
  }
  const ratio = site.p99Ms / site.p50Ms;
  const misses = [
    site.eventsPerSecond < eventsPerSecond &&
      `${site.eventsPerSecond.toFixed(0)} events/s`,
    !(ratio < maxP99OverP50) && `p99 ${formatRatio(ratio)} p50`,
    rows < accepted && `${accepted - rows} accepted events not stored`,
  ].filter(Boolean);
  console.log(
    `Aims: at least ${eventsPerSecond} events/s, p99 under ${maxP99OverP50} x p50, every accepted event stored: ` +
      (misses.length === 0 ? "met." : `missed (${misses.join("; ")}).`),
  );
}

// ---------------------------------------------------------------------------------------------
// Seed

const analyticsTables = [
  "analytics_events",
  "analytics_daily_pages",
  "analytics_daily_traffic",
  "analytics_daily_totals",
  "analytics_daily_speed",
  "analytics_goals",
] as const;

/** What the seed leaves, as counted; a run whose counts differ seeds again. */
async function countRows(client: pg.Client): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of analyticsTables)
    rows[table] = await scalar(
      client,
      `select count(*) as value from ${table}`,
    );
  return rows;
}

async function tableSizes(client: pg.Client): Promise<Record<string, string>> {
  const sizes: Record<string, string> = {};
  for (const table of analyticsTables) {
    const result = await client.query<{ size: string }>(
      `select pg_size_pretty(pg_total_relation_size('${table}')) as size`,
    );
    sizes[table] = result.rows[0]!.size;
  }
  return sizes;
}

interface SeedMarker {
  version: number;
  anchor: string;
  max_event_id: string;
  rows: Record<string, number>;
  seconds: number;
}

/**
 * The report's data, seeded once: reused when the marker names this seed's version and every
 * table still holds what the seed left (a server's retention or rollup may have changed it since).
 * Events a stopped ingest run left behind are removed first.
 */
async function ensureSeed(
  url: string,
  log: (message: string) => void,
): Promise<SeedResult> {
  const client = await connect(url);
  try {
    await client.query(`create table if not exists bench_analytics_seed (
      version integer not null, anchor date not null, max_event_id bigint not null,
      rows jsonb not null, seconds double precision not null,
      seeded_at timestamptz not null default now())`);
    const marker = (
      await client.query<SeedMarker>(
        "select version, to_char(anchor, 'YYYY-MM-DD') as anchor, max_event_id, rows, seconds from bench_analytics_seed",
      )
    ).rows[0];
    if (marker?.version === analyticsBench.seedVersion) {
      await client.query(
        `delete from analytics_events where id > ${marker.max_event_id}`,
      );
      const rows = await countRows(client);
      if (analyticsTables.every((table) => rows[table] === marker.rows[table]))
        return {
          reused: true,
          anchor: marker.anchor,
          seconds: marker.seconds,
          rows,
          sizes: await tableSizes(client),
        };
      log("Seed: the tables differ from what the seed left; seeding again");
    }
    return await seed(client, log);
  } finally {
    await client.end().catch(() => {});
  }
}

async function seed(
  client: pg.Client,
  log: (message: string) => void,
): Promise<SeedResult> {
  const anchor = siteToday();
  const started = performance.now();
  const step = async (label: string, statements: string | string[]) => {
    const stepStarted = performance.now();
    for (const statement of [statements].flat()) await client.query(statement);
    log(
      `Seed: ${label} (${((performance.now() - stepStarted) / 1000).toFixed(1)} s)`,
    );
  };
  await client.query("set maintenance_work_mem = '512MB'");
  await client.query("set work_mem = '256MB'");
  await client.query("set synchronous_commit = off");
  await step("emptied the analytics tables", [
    "delete from bench_analytics_seed",
    `truncate ${analyticsTables.join(", ")} restart identity`,
    `delete from inbox_items where email like '%@${seedGoalDomain}'`,
  ]);
  // Loading first and indexing after is several times faster than keeping the indexes current.
  const indexes = (
    await client.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where tablename = 'analytics_events' and indexname <> 'analytics_events_pkey'`,
    )
  ).rows;
  for (const index of indexes) await client.query(`drop index "${index.name}"`);
  await client.query("select setseed(0.42)");
  const { events, rawDays } = analyticsBench;
  const batch = 1_000_000;
  for (let start = 0; start < events; start += batch) {
    const end = Math.min(start + batch, events);
    await step(
      `raw events ${start.toLocaleString("en-US")} to ${(end - 1).toLocaleString("en-US")} of ${rawDays} days to ${anchor}`,
      seedEventsSql(anchor, start, end),
    );
  }
  await step(
    `indexes ${indexes.map((index) => index.name).join(", ")}`,
    indexes.map((index) => index.definition),
  );
  await step(
    "vacuum analyze analytics_events",
    "vacuum analyze analytics_events",
  );
  await step(
    `rollups of the ${rawDays - 1} raw days before today`,
    seedRecentRollupsSql(anchor),
  );
  await step(
    `rollups of the older days, ${analyticsBench.rollupDays} days in all`,
    seedOlderRollupsSql(anchor),
  );
  await step(`${analyticsBench.goals} goals`, seedGoalsSql(anchor));
  await step(
    "vacuum analyze",
    analyticsTables
      .filter((table) => table !== "analytics_events")
      .map((table) => `vacuum analyze ${table}`),
  );
  const rows = await countRows(client);
  const seconds = (performance.now() - started) / 1000;
  await client.query(
    `insert into bench_analytics_seed (version, anchor, max_event_id, rows, seconds)
     values ($1, $2, (select coalesce(max(id), 0) from analytics_events), $3, $4)`,
    [analyticsBench.seedVersion, anchor, JSON.stringify(rows), seconds],
  );
  return {
    reused: false,
    anchor,
    seconds,
    rows,
    sizes: await tableSizes(client),
  };
}

// ---------------------------------------------------------------------------------------------
// Report

type LoadReport = (
  db: Database,
  range: { from: string; to: string; today?: string },
) => Promise<unknown>;

// Named through a variable: the module is another part of the site, loaded when it exists.
const reportModule = "#app/features/analytics/report.server.ts";

async function importLoadReport(): Promise<LoadReport | string> {
  try {
    const module = (await import(reportModule)) as { loadReport?: unknown };
    return typeof module.loadReport === "function"
      ? (module.loadReport as LoadReport)
      : `${reportModule} exports no loadReport`;
  } catch (error) {
    return `${reportModule} could not be loaded: ${errorMessage(error)}`;
  }
}

/**
 * A database whose sessions send every statement's plan, with its timing and buffers, to the
 * client as a notice (auto_explain); collected in `plans` while the report runs.
 */
function explainingDatabase(url: string): {
  db: Database;
  plans: string[];
  close(): Promise<void>;
} {
  const plans: string[] = [];
  const settings = {
    session_preload_libraries: "auto_explain",
    "auto_explain.log_min_duration": "0",
    "auto_explain.log_analyze": "on",
    "auto_explain.log_buffers": "on",
    "auto_explain.log_timing": "on",
    "auto_explain.log_nested_statements": "on",
    "auto_explain.log_level": "notice",
    client_min_messages: "notice",
  };
  const pool = new pg.Pool({
    connectionString: url,
    application_name: "analytics-bench-plans",
    options: Object.entries(settings)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(" "),
  });
  pool.on("error", () => {
    // An idle connection lost; the next statement fails and is reported.
  });
  pool.on("connect", (client) =>
    client.on("notice", (notice) => {
      if (notice.message?.includes("plan:")) plans.push(notice.message);
    }),
  );
  // The same driver and schema as the site's own connection.
  const db = drizzle({ client: pool, schema }) as unknown as Database;
  return { db, plans, close: () => pool.end() };
}

async function measureReport(
  context: AnalyticsBenchContext,
  url: string,
  anchor: string,
  plans: boolean,
): Promise<ReportResult[] | string> {
  const loadReport = await importLoadReport();
  if (typeof loadReport === "string") return loadReport;
  // The site's own connection, with its statement and wait limits.
  const database = createDatabase({ url });
  context.onCleanup(() => database.close());
  const { warmupRuns, runs } = analyticsBench.report;
  const results: ReportResult[] = [];
  for (const reportCase of reportCases(anchor)) {
    context.log(
      `Report: ${reportCase.label} (${reportCase.from} to ${reportCase.to}), ${runs} runs after ${warmupRuns}`,
    );
    const range = { from: reportCase.from, to: reportCase.to, today: anchor };
    const timings: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    for (let run = 0; run < warmupRuns + runs; run++) {
      const started = performance.now();
      try {
        await loadReport(database.db, range);
        if (run >= warmupRuns) timings.push(performance.now() - started);
      } catch (error) {
        errors++;
        firstError ??= errorMessage(error);
      }
    }
    const sorted = timings.sort((a, b) => a - b);
    const result: ReportResult = {
      ...reportCase,
      runs: sorted.length,
      errors,
      firstError,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
    };
    if (plans) {
      const explaining = explainingDatabase(url);
      try {
        await loadReport(explaining.db, range);
        result.plans = explaining.plans;
      } catch (error) {
        result.plans = [
          `plans not read: ${errorMessage(error)}`,
          ...explaining.plans,
        ];
      } finally {
        await explaining.close();
      }
    }
    results.push(result);
  }
  return results;
}

function printSeed(seed: SeedResult): void {
  console.log(
    `\nAnalytics data: ${seed.reused ? "reused" : "seeded"} (${countOf(analyticsBench.rawDays, "day")} of raw events and ${countOf(analyticsBench.rollupDays, "day")} of rollups to ${seed.anchor}; the seed took ${seed.seconds.toFixed(0)} s)\n`,
  );
  console.log(
    formatTable(
      ["table", "rows", "size"],
      Object.keys(seed.rows).map((table) => [
        table,
        seed.rows[table]!.toLocaleString("en-US"),
        seed.sizes[table] ?? "-",
      ]),
    ),
  );
}

function printReport(results: readonly ReportResult[]): void {
  const aim = analyticsBench.aims.reportP95Ms;
  const { runs, warmupRuns } = analyticsBench.report;
  console.log(
    `\nAnalytics report: loadReport on PostgreSQL (each range with its previous period), ${runs} runs after ${warmupRuns} of warm-up, one at a time, in this process\n`,
  );
  console.log(
    formatTable(
      ["range", "days", "from", "to", "p50 ms", "p95 ms", "aim (p95)", "met"],
      results.map((result) => [
        result.label,
        String(result.days),
        result.from,
        result.to,
        formatLatency(result.p50Ms),
        formatLatency(result.p95Ms),
        `${aim} ms`,
        result.errors > 0 ? "ERRORS" : result.p95Ms <= aim ? "yes" : "no",
      ]),
    ),
  );
  for (const result of results) {
    if (result.firstError)
      console.log(
        `  ${result.label}: ${result.errors} failed; first: ${result.firstError}`,
      );
  }
  for (const result of results) {
    if (!result.plans) continue;
    console.log(
      `\nPlans, ${result.label} (${countOf(result.plans.length, "statement")}, EXPLAIN ANALYZE with buffers):`,
    );
    for (const plan of result.plans) console.log(`\n${plan.trimEnd()}`);
  }
}

// ---------------------------------------------------------------------------------------------

/**
 * Migrates the database, measures the parts asked for and prints them as it goes; the results
 * are returned for the results file.
 */
export async function measureAnalytics(
  context: AnalyticsBenchContext,
  options: AnalyticsBenchOptions,
): Promise<AnalyticsResults> {
  const url = await analyticsDatabaseUrl();
  const results: AnalyticsResults = { settings: analyticsBench };
  results.benchmarkIndex = await machineBenchmarkIndex(context.log);
  console.log(
    `\nMachine benchmark index (Lighthouse's, in Chromium): ${formatMs(results.benchmarkIndex)}`,
  );
  const database = createDatabase({ url, waitLimitMs: 60_000 });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  if (options.parts.includes("ingest")) {
    results.ingest = await measureIngest(context, url);
    printIngest(results.ingest);
  }
  if (options.parts.includes("report")) {
    results.seed = await ensureSeed(url, context.log);
    printSeed(results.seed);
    const report = await measureReport(
      context,
      url,
      results.seed.anchor,
      options.plans,
    );
    if (typeof report === "string") {
      results.reportSkipped = report;
      console.log(`\nAnalytics report not timed: ${report}`);
    } else {
      results.report = report;
      printReport(report);
    }
  }
  return results;
}
