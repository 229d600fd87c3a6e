/**
 * Pure helpers of `scripts/bench.ts`: reading its arguments and Lighthouse's results, picking
 * medians, judging against the aims, comparing two saved runs and formatting.
 */

import type { AnalyticsPart } from "./bench-analytics-lib.ts";

/** What the benchmark keeps from one Lighthouse run. */
export interface PageMetrics {
  /** Lighthouse performance score, 0 to 100. */
  performance: number;
  /** Lighthouse best-practices score, 0 to 100. */
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Main-thread time running script: evaluation plus parse and compile. */
  scriptMs?: number;
  /** Main-thread time computing style and layout. */
  styleLayoutMs?: number;
  /** Main-thread time parsing HTML. */
  parseHtmlMs?: number;
  /** The document's transfer size. */
  htmlTransferBytes?: number;
  /** The document's size once decoded. */
  htmlBytes?: number;
  /** Transfer size of all script resources. */
  jsBytes: number;
  /** Observed time from the first contentful paint to the page's `hydrated` mark. */
  menuReadyMs?: number;
  /** Lighthouse's measure of how fast the machine was during the run. */
  benchmarkIndex?: number;
}

/** Every field of PageMetrics, for medians and for reading saved results. */
const pageMetricKeys = [
  "performance",
  "bestPractices",
  "fcpMs",
  "lcpMs",
  "tbtMs",
  "cls",
  "scriptMs",
  "styleLayoutMs",
  "parseHtmlMs",
  "htmlTransferBytes",
  "htmlBytes",
  "jsBytes",
  "menuReadyMs",
  "benchmarkIndex",
] as const satisfies readonly (keyof PageMetrics)[];

/** A route to measure and the HTTP status it should answer with. */
export interface BenchRoute {
  path: string;
  expectedStatus: number;
}

export interface Aims {
  minPerformance: number;
  minBestPractices: number;
  maxTbtMs: number;
  /** Largest allowed LCP as a multiple of the floor page's LCP. */
  maxLcpRatio: number;
  maxCls: number;
}

export const defaultAims: Aims = {
  minPerformance: 95,
  minBestPractices: 100,
  maxTbtMs: 150,
  maxLcpRatio: 1.5,
  maxCls: 0,
};

export const defaultLighthouseRuns = 3;

/** The parts of a Lighthouse result (LH.Result) that the benchmark reads. */
export interface LighthouseResultLike {
  categories: {
    performance?: { score: number | null };
    "best-practices"?: { score: number | null };
  };
  audits: Record<
    string,
    { numericValue?: number; details?: unknown } | undefined
  >;
  mainDocumentUrl?: string;
  environment?: { benchmarkIndex?: number };
  runtimeError?: { code: string; message: string };
}

/** What `npm run bench -- ...` was asked to do. */
export interface BenchOptions {
  /** The routes named; every route when empty. */
  routes: string[];
  runs: number;
  pagesOnly: boolean;
  writesOnly: boolean;
  /** Only the client-side navigations, timed in a browser slowed like a phone. */
  navigationOnly: boolean;
  /** Only the assistant: its answers under concurrent chats, and its training. */
  chatOnly: boolean;
  /** Only the team's inbox, on a million items in PostgreSQL. */
  teamOnly: boolean;
  /** Only the analytics: the ingest of beacons, the report on ten million events, or both. */
  analytics?: AnalyticsPart[];
  /** With the analytics report: each statement's plan with its buffers. */
  plans: boolean;
  out?: string;
  compare?: { before: string; after: string };
}

export function parseBenchArgs(args: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    routes: [],
    runs: defaultLighthouseRuns,
    pagesOnly: false,
    writesOnly: false,
    navigationOnly: false,
    chatOnly: false,
    teamOnly: false,
    plans: false,
  };
  const analytics = (...parts: AnalyticsPart[]) => {
    options.analytics = [...new Set([...(options.analytics ?? []), ...parts])];
  };
  let index = 0;
  const valueOf = (option: string) => {
    const value = args[++index];
    if (value === undefined || value.startsWith("--")) {
      throw new Error(`${option} needs a value`);
    }
    return value;
  };
  for (; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === "--pages-only") options.pagesOnly = true;
    else if (arg === "--writes") options.writesOnly = true;
    else if (arg === "--navigation") options.navigationOnly = true;
    else if (arg === "--chat") options.chatOnly = true;
    else if (arg === "--team") options.teamOnly = true;
    else if (arg === "--analytics") analytics("ingest", "report");
    else if (arg === "--analytics-ingest") analytics("ingest");
    else if (arg === "--analytics-report") analytics("report");
    else if (arg === "--plans") options.plans = true;
    else if (arg === "--out") options.out = valueOf(arg);
    else if (arg === "--compare") {
      options.compare = { before: valueOf(arg), after: valueOf(arg) };
    } else if (arg === "--runs") {
      const runs = Number(valueOf(arg));
      if (!Number.isInteger(runs) || runs < 1) {
        throw new Error("--runs needs a whole number of at least 1");
      }
      options.runs = runs;
    } else if (arg.startsWith("/")) options.routes.push(arg);
    else throw new Error(`Unknown argument: ${arg}`);
  }
  const modes = [
    options.pagesOnly && "--pages-only",
    options.writesOnly && "--writes",
    options.navigationOnly && "--navigation",
    options.chatOnly && "--chat",
    options.teamOnly && "--team",
    options.analytics && "--analytics",
  ].filter(Boolean);
  if (modes.length > 1) {
    throw new Error(`${modes.join(" and ")} exclude each other`);
  }
  if (options.plans && !options.analytics?.includes("report")) {
    throw new Error("--plans goes with --analytics or --analytics-report");
  }
  return options;
}

/** Every public page answers 200; one made-up path checks the 404 page. */
export function benchRoutes(
  pages: readonly { path: string }[],
  notFoundPath = "/this-page-does-not-exist",
): BenchRoute[] {
  return [
    ...pages.map((page) => ({ path: page.path, expectedStatus: 200 })),
    { path: notFoundPath, expectedStatus: 404 },
  ];
}

/** The routes named on the command line, or all of them; a name that is not a route is an error. */
export function selectRoutes(
  routes: readonly BenchRoute[],
  paths: readonly string[],
): BenchRoute[] {
  const unknown = paths.filter(
    (path) => !routes.some((route) => route.path === path),
  );
  if (unknown.length > 0) {
    throw new Error(`Not a benchmarked route: ${unknown.join(", ")}`);
  }
  return routes.filter(
    (route) => paths.length === 0 || paths.includes(route.path),
  );
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of the values given; undefined when there are none. */
export function medianOfDefined(
  values: readonly (number | undefined)[],
): number | undefined {
  const defined = values.filter((value) => value !== undefined);
  return defined.length === 0 ? undefined : median(defined);
}

/** Index of the run with the median performance score (the lower middle for an even count). */
export function medianRunIndex(runs: readonly PageMetrics[]): number {
  if (runs.length === 0) throw new Error("no runs");
  const byScore = runs.map((run, index) => ({ score: run.performance, index }));
  byScore.sort((a, b) => a.score - b.score || a.index - b.index);
  return byScore[Math.floor((byScore.length - 1) / 2)]!.index;
}

/**
 * Each metric's own median across runs, so one noisy run moves no figure; a figure no run has
 * stays absent.
 */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const performance = runs[medianRunIndex(runs)]!.performance;
  const medians = Object.fromEntries(
    pageMetricKeys.flatMap((key) => {
      const value = medianOfDefined(runs.map((run) => run[key]));
      return value === undefined ? [] : [[key, value]];
    }),
  );
  // Every run has the required figures, so their medians are all there.
  return { ...medians, performance } as PageMetrics;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function detailItems(details: unknown): Record<string, unknown>[] {
  if (!isRecord(details) || !Array.isArray(details.items)) return [];
  return details.items.filter(isRecord);
}

/** Script transfer bytes: the `resource-summary` row, else the sum over `network-requests`. */
export function scriptTransferBytes(
  audits: LighthouseResultLike["audits"],
): number {
  const summaryRow = detailItems(audits["resource-summary"]?.details).find(
    (item) => item.resourceType === "script",
  );
  if (typeof summaryRow?.transferSize === "number")
    return summaryRow.transferSize;
  return detailItems(audits["network-requests"]?.details)
    .filter((item) => item.resourceType === "Script")
    .reduce(
      (sum, item) =>
        sum + (typeof item.transferSize === "number" ? item.transferSize : 0),
      0,
    );
}

/** Main-thread time by kind, from `mainthread-work-breakdown`; undefined without that audit. */
export function mainThreadBreakdown(
  audits: LighthouseResultLike["audits"],
): Pick<PageMetrics, "scriptMs" | "styleLayoutMs" | "parseHtmlMs"> | undefined {
  const audit = audits["mainthread-work-breakdown"];
  if (!isRecord(audit?.details)) return undefined;
  const items = detailItems(audit.details);
  const msIn = (...groups: string[]) =>
    items
      .filter((item) => groups.includes(String(item.group)))
      .reduce(
        (sum, item) =>
          sum + (typeof item.duration === "number" ? item.duration : 0),
        0,
      );
  return {
    scriptMs: msIn("scriptEvaluation", "scriptParseCompile"),
    styleLayoutMs: msIn("styleLayout"),
    parseHtmlMs: msIn("parseHTML"),
  };
}

/**
 * The main document's transfer and decoded sizes, from `network-requests`; undefined when the
 * document is not there.
 */
export function documentBytes(
  lhr: Pick<LighthouseResultLike, "audits" | "mainDocumentUrl">,
): Pick<PageMetrics, "htmlTransferBytes" | "htmlBytes"> | undefined {
  const documents = detailItems(lhr.audits["network-requests"]?.details).filter(
    (item) => item.resourceType === "Document",
  );
  const main =
    documents.find((item) => item.url === lhr.mainDocumentUrl) ?? documents[0];
  if (
    typeof main?.transferSize !== "number" ||
    typeof main.resourceSize !== "number"
  ) {
    return undefined;
  }
  return { htmlTransferBytes: main.transferSize, htmlBytes: main.resourceSize };
}

/**
 * Observed milliseconds from the first contentful paint to the page's `hydrated` user-timing
 * mark; undefined when the page sets no such mark.
 */
export function menuReadyMs(
  audits: LighthouseResultLike["audits"],
): number | undefined {
  const hydrated = detailItems(audits["user-timings"]?.details).find(
    (item) => item.name === "hydrated",
  )?.startTime;
  const firstPaint = detailItems(audits.metrics?.details)[0]
    ?.observedFirstContentfulPaint;
  if (typeof hydrated !== "number" || typeof firstPaint !== "number") {
    return undefined;
  }
  return hydrated - firstPaint;
}

/**
 * What moved in a run that shifted, from `layout-shifts`: each element's selector and its share
 * of the score, so that a rare shift can be traced to its element.
 */
export function layoutShiftSources(
  audits: LighthouseResultLike["audits"],
): string[] {
  return detailItems(audits["layout-shifts"]?.details).flatMap((item) => {
    const node = isRecord(item.node) ? item.node : {};
    const element = node.selector ?? node.snippet;
    if (typeof element !== "string") return [];
    const score =
      typeof item.score === "number" ? ` (${item.score.toFixed(4)})` : "";
    return [`${element}${score}`];
  });
}

function numericAudit(
  audits: LighthouseResultLike["audits"],
  id: string,
): number {
  const value = audits[id]?.numericValue;
  if (typeof value !== "number")
    throw new Error(`Lighthouse gave no value for ${id}`);
  return value;
}

/** The benchmark's figures from one run; throws when Lighthouse could not measure the page. */
export function metricsFromResult(lhr: LighthouseResultLike): PageMetrics {
  if (lhr.runtimeError) {
    throw new Error(
      `Lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
    );
  }
  const score = (category: keyof LighthouseResultLike["categories"]) => {
    const value = lhr.categories[category]?.score;
    if (typeof value !== "number")
      throw new Error(`Lighthouse gave no ${category} score`);
    return Math.round(value * 100);
  };
  return {
    performance: score("performance"),
    bestPractices: score("best-practices"),
    fcpMs: numericAudit(lhr.audits, "first-contentful-paint"),
    lcpMs: numericAudit(lhr.audits, "largest-contentful-paint"),
    tbtMs: numericAudit(lhr.audits, "total-blocking-time"),
    cls: numericAudit(lhr.audits, "cumulative-layout-shift"),
    ...mainThreadBreakdown(lhr.audits),
    ...documentBytes(lhr),
    jsBytes: scriptTransferBytes(lhr.audits),
    menuReadyMs: menuReadyMs(lhr.audits),
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}

/** Why a measured route misses the aims; empty when it meets them. */
export function aimMisses(
  metrics: PageMetrics,
  floorLcpMs: number,
  aims = defaultAims,
): string[] {
  const misses: string[] = [];
  if (metrics.performance < aims.minPerformance) {
    misses.push(`performance ${metrics.performance} < ${aims.minPerformance}`);
  }
  if (metrics.bestPractices < aims.minBestPractices) {
    misses.push(
      `best practices ${formatScore(metrics.bestPractices)} < ${aims.minBestPractices}`,
    );
  }
  if (metrics.tbtMs > aims.maxTbtMs) {
    misses.push(`TBT ${formatMs(metrics.tbtMs)} ms > ${aims.maxTbtMs} ms`);
  }
  const ratio = metrics.lcpMs / floorLcpMs;
  if (ratio > aims.maxLcpRatio) {
    misses.push(`LCP ${formatRatio(ratio)} of floor > ${aims.maxLcpRatio}x`);
  }
  if (metrics.cls > aims.maxCls) {
    misses.push(`CLS ${formatCls(metrics.cls)} > ${aims.maxCls}`);
  }
  return misses;
}

/** Nearest-rank percentile (p in 0..100) of values sorted ascending. */
export function percentile(sortedValues: readonly number[], p: number): number {
  if (sortedValues.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedValues.length);
  return sortedValues[Math.min(Math.max(rank, 1), sortedValues.length) - 1]!;
}

export interface LoadStats {
  requests: number;
  errors: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

/** Throughput and latency of a load run; latencies are of successful requests only. */
export function loadStats(
  latenciesMs: readonly number[],
  errors: number,
  durationMs: number,
): LoadStats {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    requestsPerSecond: sorted.length / (durationMs / 1000),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
  };
}

/** Rounds of one load, taken together: the medians of their figures, and each round's throughput. */
export interface RoundsStats extends LoadStats {
  roundsPerSecond: number[];
}

/**
 * Load runs repeated in interleaved rounds, as one figure: requests and errors add up; throughput
 * and latencies are the rounds' medians, so that one round disturbed by the machine moves nothing.
 */
export function combineRounds(rounds: readonly LoadStats[]): RoundsStats {
  return {
    requests: rounds.reduce((sum, round) => sum + round.requests, 0),
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
    requestsPerSecond: median(rounds.map((round) => round.requestsPerSecond)),
    p50Ms: median(rounds.map((round) => round.p50Ms)),
    p99Ms: median(rounds.map((round) => round.p99Ms)),
    roundsPerSecond: rounds.map((round) => round.requestsPerSecond),
  };
}

/**
 * A load against its reference measured in the same rounds: each round's ratio, and their median
 * (a paired comparison, so that the machine's drift between rounds cancels out).
 */
export function ratioOfRounds(
  measured: readonly number[],
  reference: readonly number[],
): { median: number; rounds: number[] } {
  if (measured.length !== reference.length || measured.length === 0)
    throw new Error("ratio of rounds needs the same rounds on both sides");
  const rounds = measured.map((value, index) => value / reference[index]!);
  return { median: median(rounds), rounds };
}

// The formatters print "-" for a figure that is missing, as in results saved before it existed.

export function formatMs(ms: number | undefined): string {
  return ms === undefined || !Number.isFinite(ms)
    ? "-"
    : String(Math.round(ms));
}

/** A score as it is: the median of an even number of runs may fall between two points. */
export function formatScore(score: number | undefined): string {
  if (score === undefined) return "-";
  return Number.isInteger(score) ? String(score) : score.toFixed(1);
}

/** Three decimals, except that a shift too small for them still shows as not zero. */
export function formatCls(cls: number | undefined): string {
  if (cls === undefined) return "-";
  return cls > 0 && cls < 0.0005 ? "<0.001" : cls.toFixed(3);
}

export function formatLatency(ms: number): string {
  return Number.isFinite(ms) ? ms.toFixed(2) : "-";
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : "-";
}

export function formatBytes(bytes: number | undefined): string {
  if (bytes === undefined) return "-";
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

/** "1 run", "3 runs". */
export function countOf(count: number, noun: string): string {
  return `${count} ${noun}${count === 1 ? "" : "s"}`;
}

/** A plain-text table: the first column left-aligned, the figures right-aligned. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    widths
      .map((width, column) => {
        const cell = cells[column] ?? "";
        return column === 0 ? cell.padEnd(width) : cell.padStart(width);
      })
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(headers), rule, ...rows.map(line)].join("\n");
}

/**
 * The floor: the least a page can cost, a hero-sized heading and paragraph with inline CSS and no
 * JavaScript. Routes are judged by how far their LCP is from this page's.
 */
export function floorPageHtml(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Floor</title>
<meta name="description" content="The benchmark's reference page.">
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #0f172a; background: #fff; }
  main { max-width: 48rem; margin: 0 auto; padding: 4rem 1.5rem; }
  h1 { font-size: 2.25rem; line-height: 1.15; font-weight: 800; letter-spacing: -0.02em; margin: 0 0 1.25rem; }
  p { font-size: 1.125rem; line-height: 1.6; color: #334155; margin: 0; }
</style>
</head>
<body>
<main>
  <h1>AI marketing agents and websites that bring in customers</h1>
  <p>We build fast websites and AI agents that answer visitors, qualify leads and book calls for local
  businesses across the region, so your team spends its time on the work that pays.</p>
</main>
</body>
</html>
`;
}

/** Response headers of the site that describe one response or connection, not the site. */
const perResponseHeaders = new Set([
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "etag",
  "last-modified",
  "date",
  "set-cookie",
  "vary",
]);

/**
 * The site's response headers for the floor page, so that both pay for the same policies (CSP,
 * COOP, HSTS and the rest).
 */
export function floorResponseHeaders(
  siteHeaders: Iterable<[string, string]>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of siteHeaders) {
    const key = name.toLowerCase();
    if (perResponseHeaders.has(key)) continue;
    headers[key] =
      key === "content-security-policy" ? cspAllowingInlineStyle(value) : value;
  }
  return headers;
}

/**
 * The policy with the floor's `<style>` element allowed. The site's own policy allows it
 * ('unsafe-inline' in style-src) and stays as it is; a policy that would block it, which would
 * leave the floor unstyled and not comparable, gets its governing style directive replaced by
 * `'unsafe-inline'` alone (a nonce or hash beside it would switch it off).
 */
export function cspAllowingInlineStyle(csp: string): string {
  const directives = csp
    .split(";")
    .map((directive) => directive.trim())
    .filter(Boolean);
  const nameOf = (directive: string) =>
    directive.split(/\s+/)[0]!.toLowerCase();
  // A <style> element falls under style-src-elem, else style-src, else default-src.
  const governing = ["style-src-elem", "style-src", "default-src"]
    .map((name) => directives.find((directive) => nameOf(directive) === name))
    .find((directive) => directive !== undefined);
  const sources = governing?.split(/\s+/).slice(1) ?? [];
  const allowsInline =
    governing === undefined ||
    (sources.includes("'unsafe-inline'") &&
      !sources.some((source) => /^'(nonce|sha\d+)-/i.test(source)));
  if (allowsInline) return csp;
  const name = nameOf(governing!);
  const replaced = name === "default-src" ? "style-src" : name;
  return [
    ...directives.filter((directive) => nameOf(directive) !== replaced),
    `${replaced} 'unsafe-inline'`,
  ].join("; ");
}

/** Bytes (UTF-8) of the text inside the `<style>` elements of a page. */
export function inlineStyleBytes(html: string): number {
  const encoder = new TextEncoder();
  let bytes = 0;
  for (const match of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) {
    bytes += encoder.encode(match[1]).length;
  }
  return bytes;
}

// ---------------------------------------------------------------------------------------------
// Comparing two saved runs (`npm run bench -- --compare BEFORE.json AFTER.json`)

/** One measured page of a results file, with whatever figures that file has. */
export interface SavedPage {
  label: string;
  median: Partial<PageMetrics>;
  inlineCssBytes?: number;
}

/** What a comparison reads from a results file; older files lack some of it. */
export interface SavedBench {
  createdAt?: string;
  benchmarkIndex?: number;
  /** The floor first, then the routes. */
  pages: SavedPage[];
}

function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === "number" ? value : undefined;
}

function savedPage(value: unknown): SavedPage | undefined {
  if (!isRecord(value) || typeof value.label !== "string") return undefined;
  const median = isRecord(value.median) ? value.median : {};
  return {
    label: value.label,
    median: Object.fromEntries(
      pageMetricKeys.flatMap((key) =>
        typeof median[key] === "number" ? [[key, median[key]]] : [],
      ),
    ),
    inlineCssBytes: numberOrUndefined(value.inlineCssBytes),
  };
}

/** Reads a parsed results file; throws when it holds no page measurements. */
export function savedBench(json: unknown): SavedBench {
  if (!isRecord(json) || !Array.isArray(json.pages)) {
    throw new Error("no page results in it");
  }
  return {
    createdAt: typeof json.createdAt === "string" ? json.createdAt : undefined,
    benchmarkIndex: numberOrUndefined(json.benchmarkIndex),
    pages: [json.floor, ...json.pages]
      .map(savedPage)
      .filter((page) => page !== undefined),
  };
}

/** The figures a comparison shows, each with how it is read and printed. */
const comparedFigures: {
  label: string;
  value: (page: SavedPage) => number | undefined;
  format: (value: number | undefined) => string;
}[] = [
  {
    label: "perf",
    value: (page) => page.median.performance,
    format: formatScore,
  },
  { label: "LCP ms", value: (page) => page.median.lcpMs, format: formatMs },
  { label: "TBT ms", value: (page) => page.median.tbtMs, format: formatMs },
  {
    label: "script ms",
    value: (page) => page.median.scriptMs,
    format: formatMs,
  },
  {
    label: "style+layout ms",
    value: (page) => page.median.styleLayoutMs,
    format: formatMs,
  },
  {
    label: "HTML transfer",
    value: (page) => page.median.htmlTransferBytes,
    format: formatBytes,
  },
  {
    label: "HTML raw",
    value: (page) => page.median.htmlBytes,
    format: formatBytes,
  },
  {
    label: "inline CSS",
    value: (page) => page.inlineCssBytes,
    format: formatBytes,
  },
  {
    label: "JS transfer",
    value: (page) => page.median.jsBytes,
    format: formatBytes,
  },
  {
    label: "menu ready ms",
    value: (page) => page.median.menuReadyMs,
    format: formatMs,
  },
];

/** The change from before to after in percent of before, e.g. "-48%"; "-" when one is missing. */
export function formatChange(
  before: number | undefined,
  after: number | undefined,
): string {
  if (before === undefined || after === undefined) return "-";
  if (before === after) return "0%";
  if (before === 0) return "from 0";
  const percent = Math.round(((after - before) / Math.abs(before)) * 100);
  return `${percent > 0 ? "+" : ""}${percent}%`;
}

/** The pages of both runs by label, in the first run's order, then those only the second has. */
export function pairPages(
  before: readonly SavedPage[],
  after: readonly SavedPage[],
): { label: string; before?: SavedPage; after?: SavedPage }[] {
  const labels = [...new Set([...before, ...after].map((page) => page.label))];
  return labels.map((label) => ({
    label,
    before: before.find((page) => page.label === label),
    after: after.find((page) => page.label === label),
  }));
}

/** Rows of figure, before, after and change for one page. */
export function comparisonRows(
  before: SavedPage | undefined,
  after: SavedPage | undefined,
): string[][] {
  return comparedFigures.map(({ label, value, format }) => {
    const was = before && value(before);
    const is = after && value(after);
    return [label, format(was), format(is), formatChange(was, is)];
  });
}

/** The whole comparison: which runs, then one table per page. */
export function formatComparison(
  before: SavedBench & { file: string },
  after: SavedBench & { file: string },
): string {
  const describe = (name: string, run: SavedBench & { file: string }) =>
    `${name}: ${run.file}, ${run.createdAt ?? "date unknown"}, ` +
    `machine benchmark index ${formatMs(run.benchmarkIndex)}`;
  const tables = pairPages(before.pages, after.pages).map((pair) =>
    formatTable(
      [pair.label, "before", "after", "change"],
      comparisonRows(pair.before, pair.after),
    ),
  );
  const runs = `${describe("Before", before)}\n${describe("After", after)}`;
  return [runs, ...tables].join("\n\n");
}

// ---------------------------------------------------------------------------------------------
// Client-side navigations (`npm run bench -- --navigation`)

/** A link followed on a hydrated page: the page it is on and the path it leads to. */
export interface Journey {
  from: string;
  to: string;
}

/** Links a visitor follows often: the header's, a card's and the footer's. */
export const navigationJourneys: readonly Journey[] = [
  { from: "/", to: "/pricing" },
  { from: "/", to: "/how-it-works" },
  { from: "/pricing", to: "/contact" },
  { from: "/contact", to: "/free-audit" },
  { from: "/free-audit", to: "/learning-center" },
];

/** Each journey is timed this many times, each in a fresh browser context with an empty cache. */
export const navigationRuns = 5;

/** Chrome's CPU slowdown during the journeys: roughly a mid-range phone on this kind of machine. */
export const navigationCpuSlowdown = 4;

export interface NavigationResult extends Journey {
  /** From the click to the first frame painted after the new page's heading is in the DOM. */
  runsMs: number[];
  medianMs: number;
}

export function journeyLabel({ from, to }: Journey): string {
  return `${from} -> ${to}`;
}

/** Reads the navigation results of a parsed results file; empty when it has none. */
export function savedNavigation(json: unknown): NavigationResult[] {
  if (!isRecord(json) || !Array.isArray(json.navigation)) return [];
  return json.navigation.filter(
    (result): result is NavigationResult =>
      isRecord(result) &&
      typeof result.from === "string" &&
      typeof result.to === "string" &&
      typeof result.medianMs === "number",
  );
}

/** One row per journey of either run: its median before and after, and the change. */
export function navigationComparisonRows(
  before: readonly NavigationResult[],
  after: readonly NavigationResult[],
): string[][] {
  const labels = [...new Set([...before, ...after].map(journeyLabel))];
  return labels.map((label) => {
    const was = before.find((result) => journeyLabel(result) === label);
    const is = after.find((result) => journeyLabel(result) === label);
    return [
      label,
      formatMs(was?.medianMs),
      formatMs(is?.medianMs),
      formatChange(was?.medianMs, is?.medianMs),
    ];
  });
}

/** `--team`: the inbox's pages on a million items, against their aims (p95 of server time). */
export const teamBenchItems = 1_000_000;
export const teamBenchRequests = 60;
export const teamAims = { pageP95Ms: 100, searchP95Ms: 300 } as const;

export interface TeamBenchCase {
  label: string;
  /** The path, with `{after}` for a cursor deep in the filter and `{item}` for the timeline item. */
  path: string;
  search: boolean;
}

export const teamBenchCases: readonly TeamBenchCase[] = [
  { label: "inbox, first page", path: "/team", search: false },
  { label: "needs reply", path: "/team?view=needs-reply", search: false },
  { label: "unassigned", path: "/team?view=unassigned", search: false },
  { label: "mine", path: "/team?view=mine", search: false },
  {
    label: "contact + new + google",
    path: "/team?type=contact&status=new&source=google",
    search: false,
  },
  {
    label: "last 7 days, staff member",
    path: "/team?from={weekAgo}&assignee={member}",
    search: false,
  },
  {
    label: "free audits, page 200",
    path: "/team?type=audit&after={after}",
    search: false,
  },
  { label: "search: one word", path: "/team?q=plumbing", search: true },
  {
    label: "search: two words",
    path: "/team?q=dental+arlington",
    search: true,
  },
  {
    label: "search: an address",
    path: "/team?q=person12345%40example7.com",
    search: true,
  },
  {
    label: "item, 50-entry timeline",
    path: "/team/items/{item}",
    search: false,
  },
];

/**
 * One statement that inserts `count` inbox items with a realistic mix: kinds weighted as the
 * site receives them, two years of dates, first-touch sources, statuses that age (old items are
 * worked, recent ones new), three quarters assigned among `memberIds`, 1% honeypot rows.
 */
export function teamSeedSql(
  count: number,
  memberIds: readonly string[],
  start = 1,
  total = count,
): string {
  const members = `array[${memberIds.map((id) => `'${id}'::uuid`).join(",")}]`;
  return `
insert into inbox_items (id, kind, received_at, name, email, company, message, source,
  landing_page, utm_source, status, lost_reason, assignee_id, is_spam)
select gen_random_uuid(), kind, received_at,
  (array['Dana','Rosa','Eli','Maya','Sam','Ana','Lee','Iris','Omar','Tess'])[1 + i % 10] || ' ' ||
    (array['Cole','Delgado','Stone','Brooks','Ortiz','Ruiz','Park','Lane','Haddad','Nguyen'])[1 + (i / 10) % 10],
  'person' || (i % 400000) || '@example' || (i % 97) || '.com',
  (array['Cole Plumbing','Delgado HVAC','Stone Dental','Brooks Bakery','Ortiz Landscaping',
    'Ruiz Law','Park Fitness','Lane Realty','Haddad Auto','Nguyen Nails', null])[1 + i % 11],
  case when kind in ('newsletter', 'signup') then null else
    (array['More calls from','Better reviews in','Rank on Google in','Fill the calendar in',
      'Social posts for our shop in'])[1 + i % 5] || ' ' ||
    (array['Arlington','Bethesda','Silver Spring','Alexandria','Fairfax','Capitol Hill'])[1 + (i / 5) % 6] ||
    '. ' || (array['We are a plumbing company.','We run a dental practice.','We are a family bakery.',
      'We are a small law firm.','We do landscaping.'])[1 + (i / 30) % 5] end,
  source,
  case when source = 'direct' then '/' else '/free-audit?utm_source=' || source end,
  nullif(source, 'direct'),
  status,
  case when status = 'lost' then 'Chose another agency' end,
  case when i % 4 = 0 then null else (${members})[1 + i % ${memberIds.length}] end,
  i % 100 = 0
from (
  select i,
    (array['audit','audit','audit','contact','contact','support','resource','newsletter','newsletter',
      'chat','signup'])[1 + (i * 7) % 11] as kind,
    now() - ((i::float / ${total + 1}) * interval '730 days') - (i % 60) * interval '1 second' as received_at,
    (array['direct','direct','google','google','facebook.com','newsletter','bing','yelp.com','instagram.com'])[1 + (i * 13) % 9] as source,
    case
      when i < ${start} + 2000 then 'new'
      else (array['contacted','qualified','won','lost','lost','spam','contacted','won','new'])[1 + (i * 17) % 9]
    end as status
  from generate_series(${start}, ${start + count - 1}) as i
) generated;`;
}
