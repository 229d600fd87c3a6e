/** Pure helpers of `scripts/bench.ts`: picking medians, reading Lighthouse results, formatting. */

/** What the benchmark keeps from one Lighthouse run. */
export interface PageMetrics {
  /** Lighthouse performance score, 0 to 100. */
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer size of all script resources. */
  jsBytes: number;
}

/** A route to measure and the HTTP status it should answer with. */
export interface BenchRoute {
  path: string;
  expectedStatus: number;
}

export interface Aims {
  minPerformance: number;
  /** Largest allowed LCP as a multiple of the floor page's LCP. */
  maxLcpRatio: number;
}

export const defaultAims: Aims = { minPerformance: 98, maxLcpRatio: 1.5 };

/** The parts of a Lighthouse result (LH.Result) that the benchmark reads. */
export interface LighthouseResultLike {
  categories: { performance?: { score: number | null } };
  audits: Record<
    string,
    { numericValue?: number; details?: unknown } | undefined
  >;
  runtimeError?: { code: string; message: string };
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

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error("median of no values");
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Index of the run with the median performance score (the lower middle for an even count). */
export function medianRunIndex(runs: readonly PageMetrics[]): number {
  if (runs.length === 0) throw new Error("no runs");
  const byScore = runs.map((run, index) => ({ score: run.performance, index }));
  byScore.sort((a, b) => a.score - b.score || a.index - b.index);
  return byScore[Math.floor((byScore.length - 1) / 2)]!.index;
}

/** Each metric's own median across runs, so one noisy run moves no figure. */
export function medianMetrics(runs: readonly PageMetrics[]): PageMetrics {
  const of = (key: keyof PageMetrics) => median(runs.map((run) => run[key]));
  return {
    performance: runs[medianRunIndex(runs)]!.performance,
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    cls: of("cls"),
    jsBytes: of("jsBytes"),
  };
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
  const score = lhr.categories.performance?.score;
  if (typeof score !== "number")
    throw new Error("Lighthouse gave no performance score");
  return {
    performance: Math.round(score * 100),
    lcpMs: numericAudit(lhr.audits, "largest-contentful-paint"),
    tbtMs: numericAudit(lhr.audits, "total-blocking-time"),
    cls: numericAudit(lhr.audits, "cumulative-layout-shift"),
    jsBytes: scriptTransferBytes(lhr.audits),
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
  const ratio = metrics.lcpMs / floorLcpMs;
  if (ratio > aims.maxLcpRatio) {
    misses.push(`LCP ${formatRatio(ratio)} of floor > ${aims.maxLcpRatio}x`);
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

export function formatMs(ms: number): string {
  return Number.isFinite(ms) ? String(Math.round(ms)) : "-";
}

export function formatLatency(ms: number): string {
  return Number.isFinite(ms) ? ms.toFixed(2) : "-";
}

export function formatRatio(ratio: number): string {
  return Number.isFinite(ratio) ? `${ratio.toFixed(2)}x` : "-";
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  return `${(bytes / 1024).toFixed(1)} KiB`;
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
