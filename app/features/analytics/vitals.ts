/**
 * Web Vitals in Google's field-data buckets: good up to the first threshold, poor above the
 * second, needs improvement between. Raw values are kept 90 days; the daily rollup keeps a
 * histogram whose bucket bounds include both thresholds, so the shares are exact and p75 is read
 * within one bucket, the same way for a rolled-up day and for today's raw events.
 */
export const metrics = ["LCP", "INP", "CLS"] as const;
/** The same names as the schema's `AnalyticsMetric`. */
export type AnalyticsMetric = (typeof metrics)[number];

/** Upper bounds (inclusive) of every bucket but the last, which is open. */
export const bucketBounds: Record<AnalyticsMetric, readonly number[]> = {
  // Milliseconds.
  LCP: [
    500, 1000, 1500, 2000, 2500, 3000, 3500, 4000, 5000, 6000, 8000, 10000,
    20000,
  ],
  INP: [50, 100, 150, 200, 250, 300, 400, 500, 750, 1000, 2000],
  // A unitless score.
  CLS: [0.025, 0.05, 0.1, 0.15, 0.2, 0.25, 0.5, 1],
};

/** Good up to `good`, poor above `poor` (web.dev's thresholds). */
export const thresholds: Record<
  AnalyticsMetric,
  { good: number; poor: number }
> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
};

export type Rating = "good" | "needs-improvement" | "poor";

export function rating(metric: AnalyticsMetric, value: number): Rating {
  const { good, poor } = thresholds[metric];
  if (value <= good) return "good";
  return value <= poor ? "needs-improvement" : "poor";
}

/** The bucket a value falls in: the first whose upper bound it does not exceed. */
export function bucketOf(metric: AnalyticsMetric, value: number): number {
  const bounds = bucketBounds[metric];
  const index = bounds.findIndex((bound) => value <= bound);
  return index === -1 ? bounds.length : index;
}

/** Every value of a bucket has one rating, because the thresholds are bounds. */
export function bucketRating(metric: AnalyticsMetric, bucket: number): Rating {
  const bounds = bucketBounds[metric];
  const upper = bounds[bucket] ?? Number.POSITIVE_INFINITY;
  return rating(metric, upper);
}

export interface VitalSummary {
  samples: number;
  /** The 75th percentile, interpolated within its bucket; undefined without samples. */
  p75: number | undefined;
  /** Shares from 0 to 1. */
  good: number;
  needsImprovement: number;
  poor: number;
}

/** p75 and the shares of a histogram: `counts[bucket]` samples per bucket. */
export function summarise(
  metric: AnalyticsMetric,
  counts: ReadonlyMap<number, number>,
): VitalSummary {
  const bounds = bucketBounds[metric];
  let samples = 0;
  const byRating = { good: 0, "needs-improvement": 0, poor: 0 };
  for (const [bucket, count] of counts) {
    samples += count;
    byRating[bucketRating(metric, bucket)] += count;
  }
  const share = (count: number) => (samples === 0 ? 0 : count / samples);
  let p75: number | undefined;
  if (samples > 0) {
    const target = samples * 0.75;
    let seen = 0;
    for (let bucket = 0; bucket <= bounds.length; bucket += 1) {
      const count = counts.get(bucket) ?? 0;
      if (count > 0 && seen + count >= target) {
        const lower = bucket === 0 ? 0 : (bounds[bucket - 1] ?? 0);
        // The open last bucket has no upper bound: its lower bound is what is known.
        const upper = bounds[bucket];
        p75 =
          upper === undefined
            ? lower
            : lower + ((target - seen) / count) * (upper - lower);
        break;
      }
      seen += count;
    }
  }
  return {
    samples,
    p75,
    good: share(byRating.good),
    needsImprovement: share(byRating["needs-improvement"]),
    poor: share(byRating.poor),
  };
}
