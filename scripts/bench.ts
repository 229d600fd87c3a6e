/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling, 3 runs, median) on every public route
 * of the production build, next to a static floor page served with the site's headers, then the
 * load figures of `/api/health` next to a bare `node:http` endpoint, and of lead POSTs next to a
 * bare INSERT on each database. It is a measurement: it exits 0 whatever the figures, and non-zero
 * only when something broke.
 *   npm run bench -- /pricing /about     only the routes named
 *   npm run bench -- --pages-only        no API or write load
 *   npm run bench -- --writes            only the write load
 *   npm run bench -- --navigation        only client-side navigations, timed in a slowed browser
 *   npm run bench -- --chat              only the assistant: 50 concurrent chats on the production
 *                                        server, and the time its classifier takes to train
 *   npm run bench -- --team              only the team's inbox: a million items in PostgreSQL
 *                                        (BENCH_DATABASE_URL), each view timed on the server
 *   npm run bench -- --analytics         only the analytics, in the database bench_analytics on
 *                                        the PostgreSQL server of BENCH_DATABASE_URL (127.0.0.1
 *                                        by default): beacons to /api/events beside a bare
 *                                        node:http endpoint, and the report on ten million events
 *                                        (--analytics-ingest, --analytics-report: one half;
 *                                        --plans: the report's statement plans too)
 *   npm run bench -- --runs 1            Lighthouse runs per URL (3 by default)
 *   npm run bench -- --out FILE          results file (bench-results/latest.json by default)
 *   npm run bench -- --compare A.json B.json   two saved results side by side, starting nothing
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, openSync, closeSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import {
  Worker,
  isMainThread,
  parentPort,
  workerData,
} from "node:worker_threads";
import type { LaunchedChrome } from "chrome-launcher";
import { sql } from "drizzle-orm";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };
import packageJson from "../package.json" with { type: "json" };
import { publicPages } from "#app/content/pages.ts";
import { planAnswer } from "#app/features/chat/answer.server.ts";
import { getClassifier } from "#app/features/chat/classifier.server.ts";
import { developmentCases } from "#app/features/chat/eval/development.ts";
import { createEmptyPostgresDatabase } from "#app/services/db/test-database.server.ts";
import { createDatabase } from "#app/services/db/client.server.ts";
import {
  auditLog,
  leads,
  outbox,
  users,
} from "#app/services/db/schema.server.ts";
import { startSession } from "#app/services/sessions.server.ts";
import { encodeCursor } from "#app/features/team/inbox-filters.ts";
import { parseInboxFilters } from "#app/features/team/inbox-filters.server.ts";
import { inboxPageQuery } from "#app/features/team/inbox.server.ts";
import { measureAnalytics } from "./bench-analytics.ts";
import {
  aimMisses,
  benchRoutes,
  combineRounds,
  countOf,
  defaultAims,
  floorPageHtml,
  floorResponseHeaders,
  formatBytes,
  formatCls,
  formatComparison,
  formatLatency,
  formatMs,
  formatRatio,
  formatScore,
  formatTable,
  inlineStyleBytes,
  journeyLabel,
  layoutShiftSources,
  loadStats,
  median,
  medianMetrics,
  medianOfDefined,
  medianRunIndex,
  metricsFromResult,
  navigationComparisonRows,
  navigationCpuSlowdown,
  navigationJourneys,
  navigationRuns,
  parseBenchArgs,
  percentile,
  teamAims,
  teamBenchCases,
  teamBenchItems,
  teamBenchRequests,
  teamSeedSql,
  ratioOfRounds,
  savedBench,
  savedNavigation,
  selectRoutes,
  type BenchRoute,
  type LoadStats,
  type NavigationResult,
  type PageMetrics,
  type RoundsStats,
} from "./bench-lib.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const defaultResultsFile = join(projectRoot, "bench-results", "latest.json");

// Lighthouse sometimes loses a trace (NO_NAVSTART, "please run Lighthouse again").
const lighthouseAttempts = 3;
const healthTimeoutMs = 60_000;
const load = { workers: 10, warmupMs: 1_000, durationMs: 5_000 };

const chromeFlags = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

interface PageResult {
  label: string;
  url: string;
  expectedStatus: number;
  status?: number;
  /** Bytes of the `<style>` elements of the HTML as the server sends it. */
  inlineCssBytes?: number;
  runs: PageMetrics[];
  medianRunIndex?: number;
  median?: PageMetrics;
  misses: string[];
  error?: string;
}

interface LoadResult extends LoadStats {
  label: string;
  url: string;
  firstError?: string;
}

// ---------------------------------------------------------------------------------------------
// Cleanup: everything started registers its own stop, run in reverse order exactly once.

const cleanups: (() => unknown)[] = [];
let cleaning: Promise<void> | undefined;

function onCleanup(stop: () => unknown): void {
  cleanups.push(stop);
}

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    for (const stop of [...cleanups].reverse()) {
      try {
        await stop();
      } catch (error) {
        console.error("cleanup:", error);
      }
    }
  })();
  return cleaning;
}

function exitOnSignals(): void {
  for (const [signal, code] of [
    ["SIGINT", 130],
    ["SIGTERM", 143],
  ] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping`);
      void cleanup().finally(() => process.exit(code));
    });
  }
}

function log(message: string): void {
  console.error(message);
}

/** A path given on the command line, from where `npm run` was started (npm runs in the root). */
function pathFromCommandLine(file: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

// ---------------------------------------------------------------------------------------------
// Processes and servers

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function hasExited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess): Promise<number | null> {
  if (hasExited(child)) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/** SIGTERM lets the server close its database; SIGKILL if it has not gone after 10 s. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (hasExited(child)) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await waitForExit(child);
  clearTimeout(timer);
}

async function ensureBuild(): Promise<void> {
  // The server measured reads BUILD_DIR too, so that two builds can be measured in turn.
  const buildDir = resolve(projectRoot, process.env.BUILD_DIR || "build");
  const built =
    existsSync(join(buildDir, "server/index.js")) &&
    existsSync(join(buildDir, "client"));
  if (built) return;
  log("No production build: running `npm run build`");
  // The build's output goes to stderr so that stdout carries only the results.
  const child = spawn("npm", ["run", "build"], {
    cwd: projectRoot,
    stdio: ["ignore", 2, 2],
  });
  onCleanup(() => stopChild(child));
  const code = await waitForExit(child);
  if (code !== 0) throw new Error(`npm run build failed (exit code ${code})`);
}

function tail(file: string, lines = 30): string {
  try {
    return readFileSync(file, "utf8")
      .trimEnd()
      .split("\n")
      .slice(-lines)
      .join("\n");
  } catch {
    return "(no output)";
  }
}

async function waitForHealth(
  origin: string,
  child: ChildProcess,
  logFile: string,
): Promise<void> {
  const deadline = Date.now() + healthTimeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(child)) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before answering /api/health. ` +
          `Its last output:\n${tail(logFile)}`,
      );
    }
    try {
      const response = await fetch(`${origin}/api/health`, {
        signal: AbortSignal.timeout(2_000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    `The server did not answer 200 on ${origin}/api/health within ${healthTimeoutMs / 1000} s. ` +
      `Its last output:\n${tail(logFile)}`,
  );
}

/** Node's options of `npm start` (the young generation's size): the server runs as in production. */
const startFlags =
  /^node ((?:--\S+ )*)/
    .exec(packageJson.scripts.start)?.[1]
    ?.trim()
    .split(" ")
    .filter(Boolean) ?? [];

/**
 * A server process (`script`, the production server by default) on a free port, with its own
 * empty data folder and log file, stopped at cleanup.
 */
async function startServerProcess(
  tempDir: string,
  name: string,
  {
    script = "server/index.ts",
    env = {},
    port: fixedPort,
  }: { script?: string; env?: NodeJS.ProcessEnv; port?: number } = {},
): Promise<string> {
  const port = fixedPort ?? (await freePort());
  const dataDir = join(tempDir, `${name}-data`);
  await mkdir(dataDir);
  // Output goes to a file: a pipe nobody reads would stall the server under load.
  const logFile = join(tempDir, `${name}.log`);
  const logFd = openSync(logFile, "w");
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...startFlags, script, String(port)], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      ALLOWED_ORIGINS: origin,
      ...env,
    },
    stdio: ["ignore", logFd, logFd],
  });
  closeSync(logFd);
  onCleanup(() => stopChild(child));
  log(`Starting ${name} on ${origin}`);
  await waitForHealth(origin, child, logFile);
  return origin;
}

/** The production server on a free port, with its own empty data folder. */
function startAppServer(tempDir: string): Promise<string> {
  return startServerProcess(tempDir, "app");
}

/** The headers the site sends with `/`, as the floor page is to send them. */
async function siteHeadersForFloor(
  appOrigin: string,
): Promise<Record<string, string>> {
  const response = await fetch(`${appOrigin}/`, {
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  if (!response.ok)
    throw new Error(`${appOrigin}/ answered ${response.status}`);
  return floorResponseHeaders(response.headers);
}

interface ReferenceServerData {
  floorFile: string;
  floorHeaders: Record<string, string>;
}

/**
 * The reference server: the floor page on `/` and `{"status":"ok"}` on `/api/health`. It runs in
 * a worker thread so that the load loop in the main thread does not slow it down, just as the app
 * server runs in its own process.
 */
function serveReference({
  floorFile,
  floorHeaders,
}: ReferenceServerData): void {
  const floorHtml = readFileSync(floorFile);
  const json = JSON.stringify({ status: "ok" });
  const server: Server = createServer((request, response) => {
    if (request.url === "/") {
      response
        .writeHead(200, {
          "content-type": "text/html; charset=utf-8",
          ...floorHeaders,
        })
        .end(floorHtml);
    } else if (request.url === "/api/health") {
      response.writeHead(200, { "content-type": "application/json" }).end(json);
    } else if (request.method === "POST" && request.url === "/api/events") {
      // The analytics beacon's floor: the body read and parsed, nothing stored.
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        try {
          JSON.parse(Buffer.concat(chunks).toString("utf8"));
          response.writeHead(202).end();
        } catch {
          response.writeHead(400).end();
        }
      });
    } else if (request.url === "/favicon.ico") {
      // Chrome asks for it; a 404 would be a console error, which Best Practices counts.
      response.writeHead(204).end();
    } else {
      response
        .writeHead(404, { "content-type": "text/plain" })
        .end("Not found");
    }
  });
  server.listen(0, "127.0.0.1", () => {
    parentPort?.postMessage((server.address() as AddressInfo).port);
  });
}

async function startReferenceServer(
  tempDir: string,
  floorHeaders: Record<string, string>,
): Promise<string> {
  const floorFile = join(tempDir, "floor.html");
  await writeFile(floorFile, floorPageHtml());
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { floorFile, floorHeaders } satisfies ReferenceServerData,
  });
  onCleanup(() => worker.terminate());
  const port = await new Promise<number>((resolve, reject) => {
    worker.once("message", resolve);
    worker.once("error", reject);
  });
  return `http://127.0.0.1:${port}`;
}

// ---------------------------------------------------------------------------------------------
// Lighthouse

async function launchChrome(): Promise<LaunchedChrome> {
  // Loaded here, not at the top, so that the reference worker does not load them too.
  const { launch } = await import("chrome-launcher");
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags,
    // Our own signal handlers stop Chrome along with everything else.
    handleSIGINT: false,
  });
  onCleanup(() => chrome.kill());
  return chrome;
}

async function lighthouseRun(
  url: string,
  chromePort: number,
  ignoreStatusCode: boolean,
): Promise<PageMetrics> {
  const { default: lighthouse } = await import("lighthouse");
  const result = await lighthouse(url, {
    port: chromePort,
    logLevel: "error",
    output: "json",
    onlyCategories: ["performance", "best-practices"],
    formFactor: "mobile",
    throttlingMethod: "simulate",
    // Lighthouse refuses to measure an error page unless told the status is expected.
    ignoreStatusCode,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const shifted = layoutShiftSources(result.lhr.audits);
  if (shifted.length > 0) log(`  ${url} moved: ${shifted.join("; ")}`);
  return metricsFromResult(result.lhr);
}

async function lighthouseRunWithRetries(
  label: string,
  url: string,
  chromePort: number,
  ignoreStatusCode: boolean,
): Promise<PageMetrics> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(url, chromePort, ignoreStatusCode);
    } catch (error) {
      if (attempt >= lighthouseAttempts) throw error;
      log(`  ${label}: ${errorMessage(error)}; trying again`);
    }
  }
}

async function fetchPage(
  url: string,
): Promise<{ status: number; html: string }> {
  const response = await fetch(url, {
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, html: await response.text() };
}

async function measurePage(
  label: string,
  url: string,
  expectedStatus: number,
  chromePort: number,
  runs: number,
): Promise<PageResult> {
  const result: PageResult = {
    label,
    url,
    expectedStatus,
    runs: [],
    misses: [],
  };
  try {
    const { status, html } = await fetchPage(url);
    result.status = status;
    result.inlineCssBytes = inlineStyleBytes(html);
    // Lighthouse cannot measure a broken page; say so instead of retrying it.
    if (result.status !== expectedStatus) {
      throw new Error(`HTTP ${result.status}, expected ${expectedStatus}`);
    }
    for (let run = 1; run <= runs; run++) {
      const metrics = await lighthouseRunWithRetries(
        label,
        url,
        chromePort,
        expectedStatus !== 200,
      );
      result.runs.push(metrics);
      log(
        `  ${label} run ${run}/${runs}: performance ${metrics.performance}, ` +
          `LCP ${formatMs(metrics.lcpMs)} ms, TBT ${formatMs(metrics.tbtMs)} ms`,
      );
    }
    result.medianRunIndex = medianRunIndex(result.runs);
    result.median = medianMetrics(result.runs);
  } catch (error) {
    result.error = errorMessage(error);
    log(`  ${label}: ${result.error}`);
  }
  return result;
}

async function browserVersion(chromePort: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${chromePort}/json/version`);
  const { Browser } = (await response.json()) as { Browser: string };
  return Browser;
}

async function measurePages(
  floorUrl: string,
  appOrigin: string,
  routes: readonly BenchRoute[],
  runs: number,
): Promise<{ browser: string; floor: PageResult; pages: PageResult[] }> {
  const chrome = await launchChrome();
  const browser = await browserVersion(chrome.port);
  log(
    `Lighthouse: ${countOf(runs, "mobile run")} per URL (Chrome on port ${chrome.port})`,
  );
  const floor = await measurePage("floor", floorUrl, 200, chrome.port, runs);
  if (!floor.median) {
    throw new Error(
      `Lighthouse could not measure the floor page: ${floor.error}`,
    );
  }
  const pages: PageResult[] = [];
  for (const route of routes) {
    const page = await measurePage(
      route.path,
      appOrigin + route.path,
      route.expectedStatus,
      chrome.port,
      runs,
    );
    if (page.median) {
      page.misses.push(...aimMisses(page.median, floor.median.lcpMs));
    }
    pages.push(page);
  }
  return { browser, floor, pages };
}

// ---------------------------------------------------------------------------------------------
// API load

/**
 * `concurrency` loops, each sending `send(i, loop)` (the i-th request of the run, from the loop
 * numbered `loop`) and waiting for its answer, until the time is up; non-2xx answers and failures
 * count as errors.
 */
async function loadLoop(
  send: (index: number, loop: number) => Promise<Response>,
  concurrency: number,
  durationMs: number,
): Promise<LoadStats & { firstError?: string }> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async (loop: number) => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const response = await send(sent++, loop);
        await response.arrayBuffer();
        if (response.ok) {
          latencies.push(performance.now() - start);
          continue;
        }
        firstError ??= `HTTP ${response.status}`;
      } catch (error) {
        firstError ??= errorMessage(error);
      }
      errors++;
    }
  };
  await Promise.all(
    Array.from({ length: concurrency }, (_, loop) => worker(loop)),
  );
  const stats = loadStats(latencies, errors, performance.now() - started);
  return { ...stats, firstError };
}

async function measureLoad(label: string, url: string): Promise<LoadResult> {
  log(
    `Load: ${label}, ${load.workers} concurrent requests for ${load.durationMs / 1000} s`,
  );
  // A short unmeasured run first, so both servers are measured warm.
  const get = () => fetch(url, { signal: AbortSignal.timeout(5_000) });
  await loadLoop(get, load.workers, load.warmupMs);
  return {
    label,
    url,
    ...(await loadLoop(get, load.workers, load.durationMs)),
  };
}

// ---------------------------------------------------------------------------------------------
// Write load: lead POSTs to the site beside one bare INSERT, on PGlite and on PostgreSQL

const writeLoad = {
  concurrency: [50, 100],
  /** Interleaved: each round measures the bare INSERT and every site set-up once, in turn. */
  rounds: 3,
  warmupMs: 1_000,
  durationMs: 5_000,
};

interface WriteResult extends RoundsStats {
  label: string;
  concurrency: number;
  /** Throughput against the bare INSERT of the same database, at the same concurrency and round. */
  ofReference?: number;
  ofReferenceRounds?: number[];
  firstError?: string;
}

let leadNumber = 0;

/** A valid lead, with a new name and e-mail each time. */
function nextLead(): string {
  leadNumber += 1;
  return JSON.stringify({
    name: `Owner ${leadNumber}`,
    email: `owner${leadNumber}@bench.example`,
    phone: "(703) 555-0100",
    company: `Business ${leadNumber}`,
    businessType: "Retail Store",
    goals: "More customers from nearby neighborhoods",
  });
}

/**
 * The site instances run as behind a load balancer (TRUST_PROXY=1), and each concurrent client is
 * a visitor of its own, with its own address (and rate limit), as the load balancer tells in
 * X-Forwarded-For; the one-address set-up sends every request as the same visitor.
 */
const clientAddress = (loop: number) =>
  `10.${(loop >> 16) & 255}.${(loop >> 8) & 255}.${loop & 255}`;

interface WriteSetUp {
  label: string;
  origins: readonly string[];
  oneAddress?: boolean;
}

/** One run of lead POSTs, spread over the set-up's origins in turn as a load balancer would. */
async function measureWrites(
  { label, origins, oneAddress }: WriteSetUp,
  concurrency: number,
): Promise<LoadStats & { firstError?: string }> {
  log(
    `Writes: ${label}, ${concurrency} concurrent lead POSTs for ${writeLoad.durationMs / 1000} s`,
  );
  const post = (index: number, loop: number) => {
    const origin = origins[index % origins.length]!;
    return fetch(`${origin}/api/leads`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Origin: origin,
        "X-Forwarded-For": clientAddress(oneAddress ? 0 : loop),
      },
      body: nextLead(),
      signal: AbortSignal.timeout(30_000),
    });
  };
  await loadLoop(post, concurrency, writeLoad.warmupMs);
  return loadLoop(post, concurrency, writeLoad.durationMs);
}

/** A new, empty PostgreSQL database on the server at `adminUrl`, dropped at cleanup. */
async function createBenchDatabase(adminUrl: string): Promise<string> {
  const { url, drop } = await createEmptyPostgresDatabase(adminUrl);
  onCleanup(drop);
  return url;
}

/**
 * For each database: the bare INSERT server, one site instance and (on PostgreSQL) two instances
 * sharing the database, each at every concurrency. PostgreSQL is measured when
 * BENCH_DATABASE_URL (or TEST_DATABASE_URL) names a server where databases may be created.
 */
async function measureAllWrites(tempDir: string): Promise<WriteResult[]> {
  const results: WriteResult[] = [];
  const measureSet = async (
    database: string,
    reference: string,
    instances: string[][],
  ) => {
    const setUps: WriteSetUp[] = [
      { label: `${database}: bare INSERT`, origins: [reference] },
      ...instances.map((origins) => ({
        label: `${database}: site, ${countOf(origins.length, "instance")}`,
        origins,
      })),
      {
        label: `${database}: site, 1 instance, one address`,
        origins: instances[0]!,
        oneAddress: true,
      },
    ];
    for (const concurrency of writeLoad.concurrency) {
      const rounds = setUps.map(
        () => [] as (LoadStats & { firstError?: string })[],
      );
      for (let round = 0; round < writeLoad.rounds; round++) {
        // Each round starts with another set-up, so that none always runs first.
        for (let turn = 0; turn < setUps.length; turn++) {
          const index = (round + turn) % setUps.length;
          rounds[index]!.push(await measureWrites(setUps[index]!, concurrency));
        }
      }
      const [bare, ...sites] = setUps.map((setUp, index) => ({
        label: setUp.label,
        concurrency,
        ...combineRounds(rounds[index]!),
        firstError: rounds[index]!.find((round) => round.firstError)
          ?.firstError,
      }));
      results.push(bare!);
      for (const site of sites) {
        const ratio = ratioOfRounds(
          site.roundsPerSecond,
          bare!.roundsPerSecond,
        );
        results.push({
          ...site,
          ofReference: ratio.median,
          ofReferenceRounds: ratio.rounds,
        });
      }
    }
  };
  const site = {
    RATE_LIMIT_MAX: "100000000",
    LOG_LEVEL: "warn",
    TRUST_PROXY: "1",
  };

  const pgliteReference = await startServerProcess(tempDir, "pglite-insert", {
    script: "scripts/bench-insert-server.ts",
  });
  const pgliteSite = await startServerProcess(tempDir, "pglite-site", {
    env: site,
  });
  await measureSet("PGlite", pgliteReference, [[pgliteSite]]);

  const adminUrl =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    log(
      "PostgreSQL not measured: set BENCH_DATABASE_URL to a server where databases may be created",
    );
    return results;
  }
  const referenceUrl = await createBenchDatabase(adminUrl);
  const postgresReference = await startServerProcess(
    tempDir,
    "postgres-insert",
    {
      script: "scripts/bench-insert-server.ts",
      env: { DATABASE_URL: referenceUrl },
    },
  );
  const siteUrl = await createBenchDatabase(adminUrl);
  const first = await startServerProcess(tempDir, "postgres-site-1", {
    env: { ...site, DATABASE_URL: siteUrl },
  });
  const second = await startServerProcess(tempDir, "postgres-site-2", {
    env: { ...site, DATABASE_URL: siteUrl },
  });
  await measureSet("PostgreSQL", postgresReference, [[first], [first, second]]);
  return results;
}

// ---------------------------------------------------------------------------------------------
// Output

/** Status, scores and timings per page, against the floor's. */
function timingsRow(page: PageResult, floor: PageMetrics): string[] {
  const median: Partial<PageMetrics> = page.median ?? {};
  // A floor without blocking time (under 1 ms) gives no meaningful multiple.
  const ratio = (value: number | undefined, floorValue: number) =>
    value === undefined || floorValue < 1
      ? "-"
      : formatRatio(value / floorValue);
  return [
    page.label,
    page.status === undefined ? "-" : String(page.status),
    page.median ? formatScore(median.performance) : "error",
    formatScore(median.bestPractices),
    formatMs(median.fcpMs),
    formatMs(median.lcpMs),
    formatMs(median.tbtMs),
    formatCls(median.cls),
    ratio(median.lcpMs, floor.lcpMs),
    ratio(median.tbtMs, floor.tbtMs),
    formatMs(median.menuReadyMs),
  ];
}

/** Where the main thread's time and the bytes go, per page. */
function breakdownRow(page: PageResult): string[] {
  const median: Partial<PageMetrics> = page.median ?? {};
  return [
    page.label,
    formatMs(median.scriptMs),
    formatMs(median.styleLayoutMs),
    formatMs(median.parseHtmlMs),
    formatBytes(median.htmlTransferBytes),
    formatBytes(median.htmlBytes),
    formatBytes(page.inlineCssBytes),
    formatBytes(median.jsBytes),
  ];
}

function printPages(
  floor: PageResult,
  pages: readonly PageResult[],
  runs: number,
  benchmarkIndex: number | undefined,
): void {
  const floorMedian = floor.median!;
  const all = [floor, ...pages];
  console.log(
    `\nLighthouse, mobile (simulated slow 4G and 4x slower CPU), median of ${countOf(runs, "run")}. ` +
      "Menu ready is observed (unthrottled): from the first contentful paint to the page's `hydrated` mark.\n",
  );
  console.log(
    formatTable(
      [
        "route",
        "status",
        "perf",
        "best pr.",
        "FCP ms",
        "LCP ms",
        "TBT ms",
        "CLS",
        "LCP/floor",
        "TBT/floor",
        "menu ready ms",
      ],
      all.map((page) => timingsRow(page, floorMedian)),
    ),
  );
  console.log(
    "\nMain-thread time in ms (observed, times 4 as Lighthouse scales it for the slower CPU) and bytes " +
      "(HTML and scripts as transferred; HTML raw and inline CSS decoded)\n",
  );
  console.log(
    formatTable(
      [
        "route",
        "script",
        "style+layout",
        "parse",
        "HTML",
        "HTML raw",
        "inline CSS",
        "scripts",
      ],
      all.map(breakdownRow),
    ),
  );
  console.log(
    `\nMachine benchmark index (Lighthouse): ${formatMs(benchmarkIndex)}`,
  );
  console.log(
    `\nAims: performance >= ${defaultAims.minPerformance}, ` +
      `best practices >= ${defaultAims.minBestPractices}, ` +
      `TBT <= ${defaultAims.maxTbtMs} ms, ` +
      `LCP <= ${defaultAims.maxLcpRatio} x floor (${formatMs(floorMedian.lcpMs)} ms), ` +
      `CLS <= ${defaultAims.maxCls}`,
  );
  const missing = pages.filter((page) => page.error || page.misses.length > 0);
  if (missing.length === 0) {
    console.log("All routes meet the aims.");
    return;
  }
  console.log("Routes missing the aims:");
  for (const page of missing) {
    const reasons = page.error
      ? `not measured: ${page.error}`
      : page.misses.join("; ");
    console.log(`  ${page.label}: ${reasons}`);
  }
}

function printLoad(results: readonly LoadResult[]): void {
  const headers = [
    "endpoint",
    "requests",
    "errors",
    "req/s",
    "p50 ms",
    "p99 ms",
  ];
  const rows = results.map((result) => [
    result.label,
    String(result.requests),
    String(result.errors),
    result.requestsPerSecond.toFixed(0),
    formatLatency(result.p50Ms),
    formatLatency(result.p99Ms),
  ]);
  console.log(
    `\nAPI load: GET, ${load.workers} concurrent requests for ${load.durationMs / 1000} s each\n`,
  );
  console.log(formatTable(headers, rows));
  for (const result of results) {
    if (result.firstError) {
      console.log(`  ${result.label}: first error: ${result.firstError}`);
    }
  }
}

function printWrites(results: readonly WriteResult[]): void {
  const headers = [
    "lead POST",
    "clients",
    "requests",
    "errors",
    "req/s",
    "of bare",
    "rounds of bare",
    "p50 ms",
    "p99 ms",
    "p99/p50",
  ];
  const percent = (ratio: number) => `${Math.round(ratio * 100)}%`;
  const rows = results.map((result) => [
    result.label,
    String(result.concurrency),
    String(result.requests),
    String(result.errors),
    result.requestsPerSecond.toFixed(0),
    result.ofReference === undefined ? "" : percent(result.ofReference),
    (result.ofReferenceRounds ?? []).map(percent).join(" "),
    formatLatency(result.p50Ms),
    formatLatency(result.p99Ms),
    formatRatio(result.p99Ms / result.p50Ms),
  ]);
  console.log(
    `\nWrite load: lead POSTs beside a bare node:http INSERT through the same driver, ${writeLoad.rounds} interleaved rounds of ${writeLoad.durationMs / 1000} s, medians\n`,
  );
  console.log(formatTable(headers, rows));
  for (const result of results) {
    if (result.firstError) {
      console.log(
        `  ${result.label} (${result.concurrency}): first error: ${result.firstError}`,
      );
    }
  }
}

/** The API load beside the reference, then the write load; printed as each is done. */
async function measureAndPrintLoads(
  tempDir: string,
  appOrigin: string,
  referenceOrigin: string,
): Promise<{
  api: LoadResult[];
  writeLoad: typeof writeLoad;
  writes: WriteResult[];
}> {
  const api = [
    await measureLoad("app /api/health", `${appOrigin}/api/health`),
    await measureLoad("node:http reference", `${referenceOrigin}/api/health`),
  ];
  printLoad(api);
  const writes = await measureAllWrites(tempDir);
  printWrites(writes);
  return { api, writeLoad, writes };
}

// ---------------------------------------------------------------------------------------------
// Chat load: the built-in assistant answering concurrent chats, and its classifier's training

const chatLoad = {
  chats: 50,
  warmupMs: 2_000,
  durationMs: 10_000,
  /**
   * Between a chat's messages: none (50 requests always in flight, the worst case), and about a
   * second (a visitor types for longer; 50 chats then send about 50 messages a second).
   */
  thinkMs: [0, 1_000],
  /** What issue 31 asks: the answer's p95, and the training's time. */
  aimP95Ms: 50,
  aimTrainingMs: 2_000,
};

interface ChatLoadResult extends LoadStats {
  thinkMs: number;
  p95Ms: number;
  firstError?: string;
}

/** The built-in answer alone, in this process: no HTTP, no rate limit, no other request. */
interface AnswerTimes {
  answers: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
}

interface TrainingResult {
  trainingMs: number;
  /** The longest the event loop went without a turn while training ran. */
  longestStallMs: number;
}

/**
 * `chatLoad.chats` visitors chatting at once, each asking the evaluation set's development
 * questions in turn (a follow-up after its earlier questions, with the answers received), each
 * request from an address of its own as a load balancer would tell; every answer is timed.
 */
async function measureChat(
  origin: string,
  thinkMs: number,
): Promise<ChatLoadResult> {
  log(
    `Chat: ${chatLoad.chats} concurrent chats for ${chatLoad.durationMs / 1000} s, ${thinkMs} ms between messages`,
  );
  let sent = 0;
  const run = async (durationMs: number) => {
    const latencies: number[] = [];
    let errors = 0;
    let firstError: string | undefined;
    const started = performance.now();
    const deadline = started + durationMs;
    // Visitors neither start nor type in step: each chat starts within the first pause, and
    // each pause is half to one and a half times the set one.
    const pause = (ms: number) =>
      new Promise((resolve) => setTimeout(resolve, ms * (0.5 + Math.random())));
    const chat = async (loop: number) => {
      if (thinkMs > 0) await pause(thinkMs);
      for (let turn = loop; performance.now() < deadline; turn++) {
        const evalCase = developmentCases[turn % developmentCases.length]!;
        const conversation: {
          role: string;
          content: string;
          timestamp: string;
        }[] = [];
        for (const message of [...(evalCase.before ?? []), evalCase.question]) {
          if (performance.now() >= deadline) break;
          const start = performance.now();
          try {
            const response = await fetch(`${origin}/api/chat`, {
              method: "POST",
              headers: {
                "Content-Type": "application/json",
                Origin: origin,
                "X-Forwarded-For": clientAddress(sent++),
              },
              body: JSON.stringify({ message, conversation }),
              signal: AbortSignal.timeout(10_000),
            });
            const body = (await response.json()) as { response?: string };
            if (!response.ok) throw new Error(`HTTP ${response.status}`);
            latencies.push(performance.now() - start);
            const timestamp = new Date().toISOString();
            conversation.push(
              { role: "user", content: message, timestamp },
              { role: "assistant", content: body.response ?? "", timestamp },
            );
          } catch (error) {
            errors++;
            firstError ??= errorMessage(error);
          }
          if (thinkMs > 0) await pause(thinkMs);
        }
      }
    };
    await Promise.all(
      Array.from({ length: chatLoad.chats }, (_, loop) => chat(loop)),
    );
    const sorted = [...latencies].sort((a, b) => a - b);
    return {
      ...loadStats(sorted, errors, performance.now() - started),
      thinkMs,
      p95Ms: percentile(sorted, 95),
      firstError,
    };
  };
  // A short unmeasured run first, so that the server is measured warm.
  await run(chatLoad.warmupMs);
  return run(chatLoad.durationMs);
}

/** The classifier's training in this process, as the server runs it once it listens. */
async function measureTraining(): Promise<TrainingResult> {
  log("Chat: training the assistant's classifier");
  let longestStallMs = 0;
  let last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    longestStallMs = Math.max(longestStallMs, now - last);
    last = now;
  }, 5);
  const started = performance.now();
  await getClassifier();
  const trainingMs = performance.now() - started;
  clearInterval(timer);
  return { trainingMs, longestStallMs };
}

/** Every development question answered in turn, 10 times, each answer timed. */
async function measureAnswers(): Promise<AnswerTimes> {
  log("Chat: the built-in answer alone, in this process");
  const latencies: number[] = [];
  for (let round = 0; round < 10; round++)
    for (const evalCase of developmentCases) {
      const start = performance.now();
      await planAnswer(evalCase.question);
      if (round > 0) latencies.push(performance.now() - start);
    }
  const sorted = latencies.sort((a, b) => a - b);
  return {
    answers: sorted.length,
    p50Ms: percentile(sorted, 50),
    p95Ms: percentile(sorted, 95),
    p99Ms: percentile(sorted, 99),
  };
}

function printChat(
  loads: readonly ChatLoadResult[],
  training: TrainingResult,
  answers: AnswerTimes,
): void {
  const headers = [
    "between messages",
    "requests",
    "errors",
    "req/s",
    "p50 ms",
    "p95 ms",
    "p99 ms",
  ];
  console.log(
    `\nChat load: POST /api/chat, ${chatLoad.chats} concurrent chats for ${chatLoad.durationMs / 1000} s each (aim: p95 at most ${chatLoad.aimP95Ms} ms)\n`,
  );
  console.log(
    formatTable(
      headers,
      loads.map((load) => [
        load.thinkMs === 0 ? "nothing" : `${load.thinkMs} ms`,
        String(load.requests),
        String(load.errors),
        load.requestsPerSecond.toFixed(0),
        formatLatency(load.p50Ms),
        formatLatency(load.p95Ms),
        formatLatency(load.p99Ms),
      ]),
    ),
  );
  for (const load of loads)
    if (load.firstError)
      console.log(`  ${load.thinkMs} ms: first error: ${load.firstError}`);
  console.log(
    `\nThe built-in answer alone (${answers.answers} answers in this process, no HTTP): p50 ${formatLatency(answers.p50Ms)} ms, p95 ${formatLatency(answers.p95Ms)} ms, p99 ${formatLatency(answers.p99Ms)} ms`,
  );
  console.log(
    `\nClassifier training: ${formatMs(training.trainingMs)} ms (aim: at most ${formatMs(chatLoad.aimTrainingMs)} ms), in a worker thread; the longest the event loop waited meanwhile: ${formatMs(training.longestStallMs)} ms`,
  );
  const misses = [
    ...loads
      .filter((load) => load.p95Ms > chatLoad.aimP95Ms)
      .map(
        (load) =>
          `p95 ${formatLatency(load.p95Ms)} ms with ${load.thinkMs} ms between messages`,
      ),
    ...(training.trainingMs > chatLoad.aimTrainingMs
      ? [`training ${formatMs(training.trainingMs)} ms`]
      : []),
  ];
  console.log(
    misses.length ? `Over the aim: ${misses.join("; ")}` : "Within the aims.",
  );
}

async function measureAndPrintChat(tempDir: string) {
  const training = await measureTraining();
  const answers = await measureAnswers();
  const origin = await startServerProcess(tempDir, "chat-site", {
    env: { TRUST_PROXY: "1", LOG_LEVEL: "warn" },
  });
  const chat: ChatLoadResult[] = [];
  for (const thinkMs of chatLoad.thinkMs)
    chat.push(await measureChat(origin, thinkMs));
  printChat(chat, training, answers);
  return { chatLoad, chat, training, answers };
}

async function saveResults(file: string, summary: unknown): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nRaw results: ${file}`);
}

async function printComparison(
  beforeFile: string,
  afterFile: string,
): Promise<void> {
  const read = async (file: string) => {
    const path = pathFromCommandLine(file);
    try {
      return {
        file,
        json: JSON.parse(await readFile(path, "utf8")) as unknown,
      };
    } catch (error) {
      throw new Error(`${path}: ${errorMessage(error)}`, { cause: error });
    }
  };
  const [before, after] = [await read(beforeFile), await read(afterFile)];
  const navigation = [before, after].map(({ json }) => savedNavigation(json));
  if (navigation.some((results) => results.length > 0)) {
    console.log(
      `Client-side navigations (median ms; before: ${before.file}, after: ${after.file})\n` +
        formatTable(
          ["journey", "before", "after", "change"],
          navigationComparisonRows(navigation[0]!, navigation[1]!),
        ),
    );
    return;
  }
  const pages = (run: typeof before) => {
    try {
      return { file: run.file, ...savedBench(run.json) };
    } catch (error) {
      throw new Error(
        `${pathFromCommandLine(run.file)}: ${errorMessage(error)}`,
        {
          cause: error,
        },
      );
    }
  };
  console.log(formatComparison(pages(before), pages(after)));
}

// ---------------------------------------------------------------------------------------------
// Client-side navigations

/**
 * Times each journey: the page is opened and hydrated in a fresh context (empty cache) with the
 * CPU slowed like a phone's, then the link is clicked and the time runs until the first frame
 * painted after the new page's heading is in the DOM: the route's code, its data and its render.
 */
async function measureNavigations(
  appOrigin: string,
): Promise<NavigationResult[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  });
  onCleanup(() => browser.close());
  log(
    `Navigations: ${countOf(navigationRuns, "run")} per journey, CPU slowed ${navigationCpuSlowdown}x`,
  );
  const results: NavigationResult[] = [];
  for (const journey of navigationJourneys) {
    const runsMs: number[] = [];
    for (let run = 0; run < navigationRuns; run++) {
      const context = await browser.newContext({
        viewport: { width: 1280, height: 800 },
      });
      try {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Emulation.setCPUThrottlingRate", {
          rate: navigationCpuSlowdown,
        });
        await page.goto(appOrigin + journey.from);
        await page.waitForSelector("html[data-hydrated]", { timeout: 30_000 });
        runsMs.push(
          await page.evaluate(async (to) => {
            const link = document.querySelector<HTMLAnchorElement>(
              `a[href="${to}"]`,
            );
            if (!link) throw new Error(`no link to ${to}`);
            const headingBefore = document.querySelector("h1");
            const start = performance.now();
            link.click();
            await new Promise<void>((resolve) => {
              const check = () => {
                const heading = document.querySelector("h1");
                if (
                  location.pathname === to &&
                  heading &&
                  heading !== headingBefore
                ) {
                  resolve();
                } else requestAnimationFrame(check);
              };
              requestAnimationFrame(check);
            });
            // The frame that shows it: the next animation frame, then the task after its paint.
            await new Promise((resolve) =>
              requestAnimationFrame(() => setTimeout(resolve, 0)),
            );
            return performance.now() - start;
          }, journey.to),
        );
      } finally {
        await context.close();
      }
    }
    results.push({ ...journey, runsMs, medianMs: median(runsMs) });
  }
  return results;
}

function printNavigations(results: readonly NavigationResult[]): void {
  console.log(
    `\nClient-side navigations (ms, CPU slowed ${navigationCpuSlowdown}x, ${countOf(navigationRuns, "run")} each)\n` +
      formatTable(
        ["journey", "median", "runs"],
        results.map((result) => [
          journeyLabel(result),
          formatMs(result.medianMs),
          result.runsMs.map(formatMs).join(" "),
        ]),
      ),
  );
}

// ---------------------------------------------------------------------------------------------

interface TeamResult {
  label: string;
  path: string;
  search: boolean;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  /** The indexes the page's statement reads, from its plan (the list pages but searches). */
  indexes: string[];
  planMs?: number;
}

/**
 * `--team`: a PostgreSQL database with a million inbox items, five members and an item whose
 * timeline has 50 entries; the production server on it; each case requested one at a time, as an
 * owner, and timed from request to last byte on this machine (the server's time: no network).
 */
async function measureTeam(tempDir: string): Promise<TeamResult[]> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl)
    throw new Error(
      "--team needs BENCH_DATABASE_URL (or TEST_DATABASE_URL): a PostgreSQL server where databases may be created",
    );
  const url = await createBenchDatabase(adminUrl);
  // The server and this process sign the owner's session cookie with the same secret.
  const secret = randomBytes(32).toString("base64url");
  process.env.SESSION_SECRET = secret;
  // Seeding a hundred thousand rows at a time takes longer than a request may wait.
  const database = createDatabase({ url, waitLimitMs: 30 * 60_000 });
  onCleanup(() => database.close());
  await database.migrate();
  const { db } = database;
  const members = await db
    .insert(users)
    .values(
      ["Olivia", "Sam", "Tia", "Marcus", "Nia"].map((firstName, index) => ({
        email: `${firstName.toLowerCase()}@team.example`,
        firstName,
        lastName: "Bench",
        password: "not a usable hash",
        role: index === 0 ? ("owner" as const) : ("staff" as const),
      })),
    )
    .returning({ id: users.id });
  const memberIds = members.map((member) => member.id);
  const batch = 100_000;
  for (let start = 1; start <= teamBenchItems; start += batch) {
    log(`Seeding inbox items ${start}-${start + batch - 1}`);
    // The site's statement timeout stays for the server; seeding is no request.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(
        sql.raw(teamSeedSql(batch, memberIds, start, teamBenchItems)),
      );
    });
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`);
    await tx.execute(sql`analyze`);
  });
  // One real submission (its trigger writes the item) with 48 changes and a notification.
  const [lead] = await db
    .insert(leads)
    .values({
      name: "Rosa Delgado",
      email: "rosa@delgadoplumbing.example",
      company: "Delgado Plumbing",
      goals: "More plumbing calls from Silver Spring",
      source: "Free audit form",
    })
    .returning({ id: leads.id });
  const itemId = lead!.id;
  await db.insert(outbox).values({
    kind: "lead",
    payload: { id: itemId, subject: "New lead" },
    status: "sent",
    sentAt: new Date(),
  });
  await db.insert(auditLog).values(
    Array.from({ length: 48 }, (_, index) => ({
      itemId,
      actorId: memberIds[index % memberIds.length]!,
      actorName: "Sam Bench",
      action: "note",
      detail: { text: `Call ${index + 1}: left a message.` },
    })),
  );
  const [cookie] = await startSession(db, memberIds[0]!, new Date());
  const cookieHeader = cookie!.split(";")[0]!;
  // A cursor 200 pages (10,000 items) into the free audits.
  const deep = await db.execute<{ at: string; id: string }>(sql`
    select to_char(received_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at, id
    from inbox_items where not is_spam and kind = 'audit'
    order by received_at desc, id desc offset 9999 limit 1`);
  const weekAgo = new Date(Date.now() - 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);
  const values: Record<string, string> = {
    after: encodeCursor(deep.rows[0]!.at, deep.rows[0]!.id),
    item: itemId,
    weekAgo,
    member: memberIds[1]!,
  };
  const origin = await startServerProcess(tempDir, "team", {
    env: { DATABASE_URL: url, SESSION_SECRET: secret, LOG_LEVEL: "warn" },
    port: process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined,
  });
  const results: TeamResult[] = [];
  for (const benchCase of teamBenchCases) {
    const path = benchCase.path.replace(/\{(\w+)\}/g, (_, key: string) =>
      encodeURIComponent(values[key]!),
    );
    const timings: number[] = [];
    let errors = 0;
    for (let index = 0; index < teamBenchRequests + 5; index++) {
      const started = performance.now();
      const response = await fetch(`${origin}${path}`, {
        headers: { Cookie: cookieHeader },
        redirect: "manual",
      });
      await response.arrayBuffer();
      const ms = performance.now() - started;
      if (response.status !== 200) errors++;
      else if (index >= 5) timings.push(ms);
    }
    const sorted = timings.sort((a, b) => a - b);
    let indexes: string[] = [];
    let planMs: number | undefined;
    // A search runs in two statements (`searchPage`): its time is the page's.
    if ((path.startsWith("/team?") || path === "/team") && !benchCase.search) {
      const filters = parseInboxFilters(new URL(path, origin).searchParams);
      const query = inboxPageQuery(db, filters, memberIds[0]!).toSQL();
      const plan = await db.execute<{ "QUERY PLAN": string }>(
        sql.raw(
          `explain (analyze, costs off) ${query.sql.replace(/\$(\d+)/g, (_, n: string) => literal(query.params[Number(n) - 1]))}`,
        ),
      );
      const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
      indexes = [
        ...new Set([...text.matchAll(/using (\w+_idx)/g)].map((m) => m[1]!)),
      ];
      planMs = Number(/Execution Time: ([\d.]+)/.exec(text)?.[1]);
    }
    results.push({
      label: benchCase.label,
      path,
      search: benchCase.search,
      requests: sorted.length,
      errors,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      indexes,
      planMs,
    });
    log(`${benchCase.label}: p95 ${percentile(sorted, 95).toFixed(1)} ms`);
  }
  return results;
}

/** A parameter as an SQL literal, for EXPLAIN of a statement drizzle built with placeholders. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return "null";
  if (typeof value === "number" || typeof value === "boolean")
    return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

function printTeam(results: readonly TeamResult[]): void {
  console.log(
    `\nTeam inbox on ${countOf(teamBenchItems, "item")} (PostgreSQL): ${teamBenchRequests} requests per case, one at a time, as an owner; time from request to last byte on this machine`,
  );
  console.log(
    formatTable(
      ["case", "p50", "p95", "aim (p95)", "met", "query", "indexes"],
      results.map((result) => {
        const aim = result.search ? teamAims.searchP95Ms : teamAims.pageP95Ms;
        return [
          result.label,
          formatLatency(result.p50Ms),
          formatLatency(result.p95Ms),
          `${aim} ms`,
          result.errors > 0 ? "ERRORS" : result.p95Ms <= aim ? "yes" : "no",
          result.planMs === undefined ? "" : formatLatency(result.planMs),
          result.indexes.join(", "),
        ];
      }),
    ),
  );
}

async function main(): Promise<number> {
  const options = parseBenchArgs(process.argv.slice(2));
  if (options.compare) {
    await printComparison(options.compare.before, options.compare.after);
    return 0;
  }
  const resultsFile = options.out
    ? pathFromCommandLine(options.out)
    : defaultResultsFile;
  // Checked before anything starts, so that a mistyped route fails at once.
  const routes = selectRoutes(benchRoutes(publicPages), options.routes);

  exitOnSignals();
  const tempDir = await mkdtemp(join(tmpdir(), "bench-"));
  onCleanup(() => rm(tempDir, { recursive: true, force: true }));

  await ensureBuild();
  if (options.navigationOnly) {
    const navigation = await measureNavigations(await startAppServer(tempDir));
    printNavigations(navigation);
    await saveResults(resultsFile, {
      createdAt: new Date().toISOString(),
      node: process.version,
      buildDir: process.env.BUILD_DIR || "build",
      settings: {
        cpuSlowdown: navigationCpuSlowdown,
        runs: navigationRuns,
        viewport: "1280x800",
      },
      navigation,
    });
    return 0;
  }
  if (options.chatOnly) {
    const chat = await measureAndPrintChat(tempDir);
    await saveResults(resultsFile, {
      createdAt: new Date().toISOString(),
      node: process.version,
      ...chat,
    });
    return chat.chat.some((load) => load.requests === 0) ? 1 : 0;
  }
  if (options.teamOnly) {
    const team = await measureTeam(tempDir);
    printTeam(team);
    await saveResults(resultsFile, {
      createdAt: new Date().toISOString(),
      node: process.version,
      items: teamBenchItems,
      requestsPerCase: teamBenchRequests,
      aims: teamAims,
      team,
    });
    return team.some((result) => result.errors > 0) ? 1 : 0;
  }
  if (options.analytics) {
    const analytics = await measureAnalytics(
      {
        log,
        onCleanup,
        startServer: (name, env) => startServerProcess(tempDir, name, { env }),
        startReference: () => startReferenceServer(tempDir, {}),
      },
      { parts: options.analytics, plans: options.plans },
    );
    await saveResults(resultsFile, {
      createdAt: new Date().toISOString(),
      node: process.version,
      ...analytics,
    });
    const failed =
      analytics.ingest?.site.requests === 0 ||
      analytics.reportSkipped !== undefined ||
      analytics.report?.some((result) => result.runs === 0);
    return failed ? 1 : 0;
  }
  if (options.writesOnly) {
    const writes = await measureAllWrites(tempDir);
    printWrites(writes);
    await saveResults(resultsFile, {
      createdAt: new Date().toISOString(),
      node: process.version,
      writeLoad,
      writes,
    });
    return writes.some((result) => result.requests === 0) ? 1 : 0;
  }
  const appOrigin = await startAppServer(tempDir);
  const floorHeaders = await siteHeadersForFloor(appOrigin);
  const referenceOrigin = await startReferenceServer(tempDir, floorHeaders);

  const { browser, floor, pages } = await measurePages(
    `${referenceOrigin}/`,
    appOrigin,
    routes,
    options.runs,
  );
  const benchmarkIndex = medianOfDefined(
    [floor, ...pages].flatMap((page) =>
      page.runs.map((run) => run.benchmarkIndex),
    ),
  );
  printPages(floor, pages, options.runs, benchmarkIndex);

  const loads = options.pagesOnly
    ? {}
    : await measureAndPrintLoads(tempDir, appOrigin, referenceOrigin);

  await saveResults(resultsFile, {
    createdAt: new Date().toISOString(),
    node: process.version,
    lighthouse: lighthousePackage.version,
    browser,
    benchmarkIndex,
    settings: {
      lighthouseRuns: options.runs,
      formFactor: "mobile",
      throttling: "simulate",
      load,
    },
    aims: defaultAims,
    floorHeaders,
    floor,
    pages,
    ...loads,
  });
  return pages.some((page) => page.error) ? 1 : 0;
}

if (isMainThread) {
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    console.error(`\nbench failed: ${errorMessage(error)}`);
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
} else {
  serveReference(workerData as ReferenceServerData);
}
