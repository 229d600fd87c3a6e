/**
 * The daily figures of the analytics, as SQL shapes over the raw events of a list of days. The
 * rollup stores them once a day is over; the report reads the same shapes for the days not rolled
 * up yet (today), so a rolled-up day and a raw one are counted the same way.
 */
import { sql, type SQL } from "drizzle-orm";
import { bucketBounds, metrics } from "#app/features/analytics/vitals.ts";

/** A PostgreSQL array of dates, sent as one parameter (the same on both drivers). */
export function dayArray(days: readonly string[]): SQL {
  return sql`${`{${days.join(",")}}`}::date[]`;
}

/** day, path, pageviews, visitors. */
export function rawDailyPages(days: SQL): SQL {
  return sql`
    SELECT day, path, count(*)::int AS pageviews, count(DISTINCT visitor)::int AS visitors
    FROM analytics_events
    WHERE day = ANY(${days}) AND type = 'pageview'
    GROUP BY day, path`;
}

/**
 * Visits (entries) and visitors by one dimension at a time: source, referrer, campaign or
 * landing page; '' stands for none, and for the columns that are not the row's dimension.
 */
export function rawDailyTraffic(days: SQL): SQL {
  // Sorted once per grouping set on its own few keys: faster than a hash of every visitor's
  // visits per key, which holds four times the day's entries.
  return sql`
    SELECT day,
      CASE WHEN grouping(source) = 0 THEN 'source'
        WHEN grouping(referrer_host) = 0 THEN 'referrer'
        WHEN grouping(utm_campaign) = 0 THEN 'campaign' ELSE 'landing_page' END AS dimension,
      coalesce(source, '') AS source, coalesce(referrer_host, '') AS referrer_host,
      coalesce(utm_source, '') AS utm_source, coalesce(utm_medium, '') AS utm_medium,
      coalesce(utm_campaign, '') AS utm_campaign, coalesce(landing_page, '') AS landing_page,
      count(*)::int AS visits, count(DISTINCT visitor)::int AS visitors
    FROM (
      SELECT day, visitor, coalesce(source, '') AS source,
        coalesce(referrer_host, '') AS referrer_host, coalesce(utm_source, '') AS utm_source,
        coalesce(utm_medium, '') AS utm_medium, coalesce(utm_campaign, '') AS utm_campaign,
        path AS landing_page
      FROM analytics_events
      WHERE day = ANY(${days}) AND entry AND type = 'pageview'
    ) entries
    GROUP BY GROUPING SETS ((day, source), (day, referrer_host),
      (day, utm_source, utm_medium, utm_campaign), (day, landing_page))`;
}

/**
 * One row for every day of the list, zeros included: visitors, visits, pageviews and the
 * funnels' counts. A signup counts after pricing when the same visitor's signup goal came later
 * than their first view of /pricing that day.
 */
export function rawDailyTotals(days: SQL): SQL {
  return sql`
    WITH listed AS (SELECT unnest(${days}) AS day),
    views AS (
      SELECT day, visitor, at, path, entry FROM analytics_events
      WHERE day = ANY(${days}) AND type = 'pageview'
    ),
    pricing AS (
      SELECT day, visitor, min(at) AS first_at FROM views WHERE path = '/pricing'
      GROUP BY day, visitor
    ),
    counted AS (
      SELECT day, count(DISTINCT visitor)::int AS visitors,
        (count(*) FILTER (WHERE entry))::int AS visits, count(*)::int AS pageviews
      FROM views GROUP BY day
    ),
    funnel AS (
      SELECT p.day, count(*)::int AS pricing_visitors,
        (count(*) FILTER (WHERE EXISTS (
          SELECT 1 FROM analytics_goals g
          WHERE g.day = p.day AND g.visitor = p.visitor AND g.kind = 'signup'
            AND g.at > p.first_at)))::int AS signup_after_pricing_visitors
      FROM pricing p GROUP BY p.day
    ),
    audits AS (
      SELECT day, count(DISTINCT visitor)::int AS audit_visitors FROM analytics_goals
      WHERE day = ANY(${days}) AND kind = 'audit' AND visitor IS NOT NULL
      GROUP BY day
    )
    SELECT listed.day, coalesce(c.visitors, 0) AS visitors, coalesce(c.visits, 0) AS visits,
      coalesce(c.pageviews, 0) AS pageviews,
      coalesce(f.pricing_visitors, 0) AS pricing_visitors,
      coalesce(f.signup_after_pricing_visitors, 0) AS signup_after_pricing_visitors,
      coalesce(a.audit_visitors, 0) AS audit_visitors
    FROM listed
    LEFT JOIN counted c ON c.day = listed.day
    LEFT JOIN funnel f ON f.day = listed.day
    LEFT JOIN audits a ON a.day = listed.day`;
}

/**
 * A vital's bucket as `bucketOf` in `vitals.ts` counts it, the number of bounds below the value.
 * `width_bucket` counts the bounds at or below its operand, so it is given the negated value and
 * the negated bounds in ascending order: n minus the bounds at or above the value.
 */
const bucketOfValue = sql.join(
  [
    sql`CASE metric`,
    ...metrics.map((metric) => {
      const negated = bucketBounds[metric].map((bound) => -bound).reverse();
      return sql`WHEN ${metric} THEN ${bucketBounds[metric].length} - width_bucket(-value, ${`{${negated.join(",")}}`}::float8[])`;
    }),
    sql`END`,
  ],
  sql` `,
);

/** Web Vitals as histograms of the buckets of `vitals.ts`, by route and by device class. */
export function rawDailySpeed(days: SQL): SQL {
  return sql`
    SELECT day, CASE WHEN grouping(route) = 0 THEN 'route' ELSE 'device' END AS dimension,
      coalesce(route, device) AS value, metric, bucket, count(*)::int AS samples
    FROM (
      SELECT day, path AS route, device, metric, (${bucketOfValue})::int AS bucket
      FROM analytics_events
      WHERE day = ANY(${days}) AND type = 'vital' AND metric IS NOT NULL AND value IS NOT NULL
    ) vitals
    GROUP BY GROUPING SETS ((day, route, metric, bucket), (day, device, metric, bucket))`;
}
