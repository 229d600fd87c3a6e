/**
 * `npm run bench`: Lighthouse (mobile, simulated throttling, 3 runs, median) on every public route
 * of the production build, next to a static floor page, then the load figures of `/api/health`
 * next to a bare `node:http` endpoint, and of lead POSTs next to a bare INSERT on each database
 * (`--writes` measures only those). It is a measurement: it exits 0 whatever the figures, and
 * non-zero only when something broke.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, openSync, closeSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import {
  Worker,
  isMainThread,
  parentPort,
  workerData,
} from "node:worker_threads";
import type { LaunchedChrome } from "chrome-launcher";
import lighthousePackage from "lighthouse/package.json" with { type: "json" };
import { publicPages } from "#app/content/pages.ts";
import { createEmptyPostgresDatabase } from "#app/services/db/test-database.server.ts";
import {
  aimMisses,
  benchRoutes,
  defaultAims,
  floorPageHtml,
  formatBytes,
  formatLatency,
  formatMs,
  formatRatio,
  formatTable,
  loadStats,
  medianMetrics,
  medianRunIndex,
  metricsFromResult,
  type BenchRoute,
  type LoadStats,
  type PageMetrics,
} from "./bench-lib.ts";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const resultsFile = join(projectRoot, "bench-results", "latest.json");

const lighthouseRuns = 3;
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
  const built =
    existsSync(join(projectRoot, "build/server/index.js")) &&
    existsSync(join(projectRoot, "build/client"));
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
  }: { script?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<string> {
  const port = await freePort();
  const dataDir = join(tempDir, `${name}-data`);
  await mkdir(dataDir);
  // Output goes to a file: a pipe nobody reads would stall the server under load.
  const logFile = join(tempDir, `${name}.log`);
  const logFd = openSync(logFile, "w");
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [script, String(port)], {
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

/**
 * The reference server: the floor page on `/` and `{"status":"ok"}` on `/api/health`. It runs in
 * a worker thread so that the load loop in the main thread does not slow it down, just as the app
 * server runs in its own process.
 */
function serveReference(floorFile: string): void {
  const floorHtml = readFileSync(floorFile);
  const json = JSON.stringify({ status: "ok" });
  const server: Server = createServer((request, response) => {
    if (request.url === "/") {
      response
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(floorHtml);
    } else if (request.url === "/api/health") {
      response.writeHead(200, { "content-type": "application/json" }).end(json);
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

async function startReferenceServer(tempDir: string): Promise<string> {
  const floorFile = join(tempDir, "floor.html");
  await writeFile(floorFile, floorPageHtml());
  const worker = new Worker(new URL(import.meta.url), {
    workerData: { floorFile },
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
    onlyCategories: ["performance"],
    formFactor: "mobile",
    throttlingMethod: "simulate",
    // Lighthouse refuses to measure an error page unless told the status is expected.
    ignoreStatusCode,
  });
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
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

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, {
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function measurePage(
  label: string,
  url: string,
  expectedStatus: number,
  chromePort: number,
): Promise<PageResult> {
  const result: PageResult = {
    label,
    url,
    expectedStatus,
    runs: [],
    misses: [],
  };
  try {
    result.status = await statusOf(url);
    // Lighthouse cannot measure a broken page; say so instead of retrying it.
    if (result.status !== expectedStatus) {
      throw new Error(`HTTP ${result.status}, expected ${expectedStatus}`);
    }
    for (let run = 1; run <= lighthouseRuns; run++) {
      const metrics = await lighthouseRunWithRetries(
        label,
        url,
        chromePort,
        expectedStatus !== 200,
      );
      result.runs.push(metrics);
      log(
        `  ${label} run ${run}/${lighthouseRuns}: performance ${metrics.performance}, ` +
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
): Promise<{ browser: string; floor: PageResult; pages: PageResult[] }> {
  const chrome = await launchChrome();
  const browser = await browserVersion(chrome.port);
  log(
    `Lighthouse: ${lighthouseRuns} mobile runs per URL (Chrome on port ${chrome.port})`,
  );
  const floor = await measurePage("floor", floorUrl, 200, chrome.port);
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
 * `concurrency` loops, each sending `send(i)` (the i-th request of the run) and waiting for its
 * answer, until the time is up; non-2xx answers and failures count as errors.
 */
async function loadLoop(
  send: (index: number) => Promise<Response>,
  concurrency: number,
  durationMs: number,
): Promise<LoadStats & { firstError?: string }> {
  const latencies: number[] = [];
  let errors = 0;
  let sent = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + durationMs;
  const worker = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const response = await send(sent++);
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
  await Promise.all(Array.from({ length: concurrency }, worker));
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
  warmupMs: 1_000,
  durationMs: 5_000,
};

interface WriteResult extends LoadStats {
  label: string;
  concurrency: number;
  /** Throughput against the bare INSERT of the same database at the same concurrency. */
  ofReference?: number;
  firstError?: string;
}

let leadNumber = 0;

/** A valid lead, a new visitor each time (the rate limit is per address and the same here). */
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

async function measureWrites(
  label: string,
  origins: readonly string[],
  concurrency: number,
): Promise<WriteResult> {
  log(
    `Writes: ${label}, ${concurrency} concurrent lead POSTs for ${writeLoad.durationMs / 1000} s`,
  );
  // Spread over the instances in turn, as a load balancer would.
  const post = (index: number) => {
    const origin = origins[index % origins.length]!;
    return fetch(`${origin}/api/leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: origin },
      body: nextLead(),
      signal: AbortSignal.timeout(30_000),
    });
  };
  await loadLoop(post, concurrency, writeLoad.warmupMs);
  return {
    label,
    concurrency,
    ...(await loadLoop(post, concurrency, writeLoad.durationMs)),
  };
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
    for (const concurrency of writeLoad.concurrency) {
      const bare = await measureWrites(
        `${database}: bare INSERT`,
        [reference],
        concurrency,
      );
      results.push(bare);
      for (const origins of instances) {
        const result = await measureWrites(
          `${database}: site, ${origins.length} instance${origins.length > 1 ? "s" : ""}`,
          origins,
          concurrency,
        );
        result.ofReference = result.requestsPerSecond / bare.requestsPerSecond;
        results.push(result);
      }
    }
  };
  const site = { RATE_LIMIT_MAX: "100000000", LOG_LEVEL: "warn" };

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

function pageRow(page: PageResult, floorLcpMs: number): string[] {
  const status = page.status === undefined ? "-" : String(page.status);
  const median = page.median;
  if (!median) return [page.label, status, "error", "", "", "", "", ""];
  return [
    page.label,
    status,
    String(median.performance),
    formatMs(median.lcpMs),
    formatMs(median.tbtMs),
    median.cls.toFixed(3),
    formatBytes(median.jsBytes),
    formatRatio(median.lcpMs / floorLcpMs),
  ];
}

function printPages(floor: PageResult, pages: readonly PageResult[]): void {
  const floorLcpMs = floor.median!.lcpMs;
  const headers = [
    "route",
    "status",
    "perf",
    "LCP ms",
    "TBT ms",
    "CLS",
    "JS transfer",
    "LCP/floor",
  ];
  const rows = [floor, ...pages].map((page) => pageRow(page, floorLcpMs));
  console.log(
    `\nLighthouse, mobile (simulated slow 4G), median of ${lighthouseRuns} runs\n`,
  );
  console.log(formatTable(headers, rows));
  console.log(
    `\nAims: performance >= ${defaultAims.minPerformance}, ` +
      `LCP <= ${defaultAims.maxLcpRatio} x floor (${formatMs(floorLcpMs)} ms)`,
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
    "p50 ms",
    "p99 ms",
    "p99/p50",
  ];
  const rows = results.map((result) => [
    result.label,
    String(result.concurrency),
    String(result.requests),
    String(result.errors),
    result.requestsPerSecond.toFixed(0),
    result.ofReference === undefined
      ? ""
      : `${Math.round(result.ofReference * 100)}%`,
    formatLatency(result.p50Ms),
    formatLatency(result.p99Ms),
    formatRatio(result.p99Ms / result.p50Ms),
  ]);
  console.log(
    `\nWrite load: lead POSTs for ${writeLoad.durationMs / 1000} s each, beside a bare node:http INSERT through the same driver\n`,
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

async function saveResults(summary: unknown): Promise<void> {
  await mkdir(join(projectRoot, "bench-results"), { recursive: true });
  await writeFile(resultsFile, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nRaw results: ${resultsFile}`);
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  exitOnSignals();
  const tempDir = await mkdtemp(join(tmpdir(), "bench-"));
  onCleanup(() => rm(tempDir, { recursive: true, force: true }));

  await ensureBuild();
  // `npm run bench -- --writes` measures the write load only.
  if (process.argv.includes("--writes")) {
    const writes = await measureAllWrites(tempDir);
    printWrites(writes);
    await saveResults({
      createdAt: new Date().toISOString(),
      node: process.version,
      writeLoad,
      writes,
    });
    return writes.some((result) => result.requests === 0) ? 1 : 0;
  }
  const referenceOrigin = await startReferenceServer(tempDir);
  const appOrigin = await startAppServer(tempDir);

  // `npm run bench -- /pricing /about` measures only the routes named.
  const only = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
  const routes = benchRoutes(publicPages).filter(
    (route) => only.length === 0 || only.includes(route.path),
  );
  const { browser, floor, pages } = await measurePages(
    `${referenceOrigin}/`,
    appOrigin,
    routes,
  );
  printPages(floor, pages);

  const api = [
    await measureLoad("app /api/health", `${appOrigin}/api/health`),
    await measureLoad("node:http reference", `${referenceOrigin}/api/health`),
  ];
  printLoad(api);
  const writes = await measureAllWrites(tempDir);
  printWrites(writes);

  await saveResults({
    createdAt: new Date().toISOString(),
    node: process.version,
    lighthouse: lighthousePackage.version,
    browser,
    settings: {
      lighthouseRuns,
      formFactor: "mobile",
      throttling: "simulate",
      load,
    },
    aims: defaultAims,
    floor,
    pages,
    api,
    writeLoad,
    writes,
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
  serveReference((workerData as { floorFile: string }).floorFile);
}
