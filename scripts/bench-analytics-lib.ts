/**
 * The pure part of `npm run bench -- --analytics`: the traffic it simulates (pages, sources,
 * devices, browsers, Web Vitals), the beacons a visitor sends, the seed's SQL and the report's
 * day ranges. `bench-analytics.ts` runs them.
 */
import { bucketBounds, metrics } from "#app/features/analytics/vitals.ts";

export const analyticsBench = {
  /** Raw events seeded over the last `rawDays` days (today included). */
  events: 10_000_000,
  rawDays: 90,
  /** Days of daily rollups, up to yesterday: two years, so that a year's report has its previous year. */
  rollupDays: 730,
  goals: 3_000,
  /** Raise it when the seed's shape changes: a database seeded by another version is seeded again. */
  seedVersion: 2,
  ingest: {
    concurrency: 32,
    /** Visitors simulated, each with an address and a browser of its own. */
    visitors: 50_000,
    /**
     * Visitors on the site at once, taking turns: each sends its visit's beacons in order (a load,
     * navigations, the vitals as it leaves), then the next visitor arrives in its place.
     */
    activeVisitors: 4_000,
    warmupMs: 3_000,
    durationMs: 15_000,
    /** The longest wait for the batched writer to store what was accepted. */
    flushWaitMs: 30_000,
  },
  report: { warmupRuns: 3, runs: 30 },
  aims: { eventsPerSecond: 2_000, maxP99OverP50: 4, reportP95Ms: 500 },
} as const;

export type AnalyticsPart = "ingest" | "report";

/** A page of the site and how often it is seen, relative to the others. */
interface WeightedPage {
  path: string;
  weight: number;
}

const blogSlugs = [
  "local-seo-dmv-map-results",
  "small-business-social-media-routine",
  "ai-marketing-agent-first-30-days",
  "google-business-profile-checklist",
  "restaurant-reviews-that-bring-tables",
  "dental-practice-website-speed",
  "home-services-lead-follow-up",
  "arlington-retail-holiday-campaign",
  "email-newsletter-open-rates",
  "landing-pages-that-convert",
  "law-firm-local-search",
  "instagram-reels-for-salons",
  "bethesda-bakery-case-study",
  "core-web-vitals-for-owners",
];

/** About forty pages with a long tail: the home page and pricing lead, blog posts trail off. */
export const analyticsPages: readonly WeightedPage[] = [
  { path: "/", weight: 180 },
  { path: "/pricing", weight: 90 },
  { path: "/ai-marketing-agents", weight: 60 },
  { path: "/free-audit", weight: 50 },
  { path: "/seo-automation", weight: 40 },
  { path: "/social-media-management", weight: 35 },
  { path: "/how-it-works", weight: 30 },
  { path: "/features", weight: 30 },
  { path: "/website-builder", weight: 30 },
  { path: "/web-development", weight: 30 },
  { path: "/contact", weight: 30 },
  { path: "/blog", weight: 30 },
  { path: "/about", weight: 25 },
  { path: "/book", weight: 20 },
  { path: "/dmv-directory", weight: 20 },
  { path: "/e-commerce", weight: 20 },
  { path: "/signup", weight: 15 },
  { path: "/ux-ui-design", weight: 15 },
  { path: "/mobile-apps", weight: 15 },
  { path: "/portfolio", weight: 15 },
  { path: "/signin", weight: 10 },
  { path: "/support", weight: 10 },
  { path: "/resources", weight: 10 },
  { path: "/learning-center", weight: 10 },
  { path: "/web-tools", weight: 10 },
  { path: "/industry-trends", weight: 10 },
  { path: "/ecommerce-examples", weight: 8 },
  { path: "/privacy-policy", weight: 3 },
  // Zipf-like: the first post is read most, the fourteenth a tenth as often.
  ...blogSlugs.map((slug, index) => ({
    path: `/blog/${slug}`,
    weight: Math.round(40 / (index + 1)) + 2,
  })),
];

/** The route a vital is stored under: a blog post's is the post route, as the site reports it. */
export function vitalRoute(path: string): string {
  return path.startsWith("/blog/") ? "/blog/:slug" : path;
}

/** Where a visit comes from: the referrer the browser sends and the UTM tags of its address. */
export interface TrafficSource {
  /** As stored: the UTM source, else the referrer's host without www, else "direct". */
  source: string;
  referrer?: string;
  utm?: { source: string; medium: string; campaign: string };
  weight: number;
}

export const analyticsSources: readonly TrafficSource[] = [
  { source: "direct", weight: 28 },
  {
    source: "google.com",
    referrer: "https://www.google.com/",
    weight: 30,
  },
  { source: "bing.com", referrer: "https://www.bing.com/", weight: 6 },
  {
    source: "facebook.com",
    referrer: "https://facebook.com/",
    weight: 6,
  },
  {
    source: "google",
    referrer: "https://www.google.com/",
    utm: { source: "google", medium: "cpc", campaign: "dmv-local-seo" },
    weight: 7,
  },
  {
    source: "facebook",
    referrer: "https://facebook.com/",
    utm: {
      source: "facebook",
      medium: "paid-social",
      campaign: "spring-audit",
    },
    weight: 5,
  },
  {
    source: "newsletter",
    utm: { source: "newsletter", medium: "email", campaign: "spring" },
    weight: 5,
  },
  {
    source: "newsletter",
    utm: { source: "newsletter", medium: "email", campaign: "monthly-tips" },
    weight: 4,
  },
  {
    source: "duckduckgo.com",
    referrer: "https://duckduckgo.com/",
    weight: 3,
  },
  {
    source: "linkedin.com",
    referrer: "https://www.linkedin.com/",
    weight: 3,
  },
  { source: "yelp.com", referrer: "https://www.yelp.com/", weight: 3 },
];

export type Device = "phone" | "tablet" | "desktop";

/** Browsers as the site's visitors use them, each with the device class it reports. */
export const analyticsBrowsers: readonly {
  userAgent: string;
  device: Device;
  weight: number;
}[] = [
  {
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    device: "phone",
    weight: 30,
  },
  {
    userAgent:
      "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36",
    device: "phone",
    weight: 25,
  },
  {
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36",
    device: "desktop",
    weight: 22,
  },
  {
    userAgent:
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15",
    device: "desktop",
    weight: 9,
  },
  {
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36 Edg/140.0.0.0",
    device: "desktop",
    weight: 5,
  },
  {
    userAgent:
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:143.0) Gecko/20100101 Firefox/143.0",
    device: "desktop",
    weight: 2,
  },
  {
    userAgent:
      "Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1",
    device: "tablet",
    weight: 7,
  },
];

/**
 * `slots` 1-based indexes into `weights`, each index repeated in proportion to its weight: an
 * SQL array indexed by a random slot picks an item with those odds.
 */
export function weightedSlots(
  weights: readonly number[],
  slots: number,
): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const result: number[] = [];
  let cumulative = 0;
  weights.forEach((weight, index) => {
    cumulative += weight;
    const end = Math.round((cumulative / total) * slots);
    while (result.length < end) result.push(index + 1);
  });
  return result;
}

/** An item picked with the odds of its weight, `random` in [0, 1). */
export function pickWeighted<T extends { weight: number }>(
  items: readonly T[],
  random: number,
): T {
  const total = items.reduce((sum, item) => sum + item.weight, 0);
  let target = random * total;
  for (const item of items) {
    target -= item.weight;
    if (target < 0) return item;
  }
  return items[items.length - 1]!;
}

// ---------------------------------------------------------------------------------------------
// Beacons: what the site's script sends with navigator.sendBeacon

export interface BeaconEvent {
  type: "pageview" | "vital";
  url: string;
  referrer?: string;
  load?: boolean;
  name?: "LCP" | "INP" | "CLS";
  value?: number;
  device: Device;
}

/** A simulated visitor: one address and one browser, moving through the site. */
export interface SimulatedVisitor {
  address: string;
  userAgent: string;
  device: Device;
  /** The page shown now; undefined between visits. */
  page?: string;
  /** Client-side navigations left before the visitor leaves. */
  navigationsLeft: number;
}

/**
 * A distinct public-looking IPv4 address for each visitor number below 65,536 (its second and
 * third octets), spread over first octets as real traffic is.
 */
export function visitorAddress(visitor: number): string {
  const first = [24, 47, 68, 71, 73, 96, 98, 108, 173, 174][visitor % 10]!;
  return `${first}.${(visitor >> 8) & 255}.${visitor & 255}.${1 + ((visitor * 7) % 254)}`;
}

export function createVisitors(
  count: number,
  random: () => number,
): SimulatedVisitor[] {
  return Array.from({ length: count }, (_, visitor) => {
    const browser = pickWeighted(analyticsBrowsers, random());
    return {
      address: visitorAddress(visitor),
      userAgent: browser.userAgent,
      device: browser.device,
      navigationsLeft: 0,
    };
  });
}

/** A standard normal value (Box-Muller). */
function normal(random: () => number): number {
  return (
    Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random())
  );
}

/** Field-like values: log-normal around a median that depends on the device. */
export function vitalValue(
  metric: "LCP" | "INP" | "CLS",
  device: Device,
  random: () => number,
): number {
  const slow = device === "phone" ? 1.5 : device === "tablet" ? 1.25 : 1;
  if (metric === "LCP")
    return Math.round(1400 * slow * Math.exp(0.5 * normal(random)) * 10) / 10;
  if (metric === "INP")
    return Math.round(80 * slow * Math.exp(0.7 * normal(random)));
  // Half of the pages never shift; the others mostly a little.
  if (random() < 0.5) return 0;
  return Math.round(0.035 * Math.exp(1.1 * normal(random)) * 10_000) / 10_000;
}

/**
 * The visitor's next beacon, as the site's script sends them: on a page load, the pageview (an
 * entry carries its referrer and its UTM tags); on a client-side navigation, the new pageview and
 * the INP of the page left; when the visitor leaves, the LCP and CLS of the last page, and its INP
 * when there was an interaction. One to three events each.
 */
export function nextBeacon(
  visitor: SimulatedVisitor,
  origin: string,
  random: () => number,
): BeaconEvent[] {
  const device = visitor.device;
  const page = pickWeighted(analyticsPages, random()).path;
  if (visitor.page === undefined) {
    const from = pickWeighted(analyticsSources, random());
    const query = from.utm
      ? `?utm_source=${from.utm.source}&utm_medium=${from.utm.medium}&utm_campaign=${from.utm.campaign}`
      : "";
    visitor.page = page;
    visitor.navigationsLeft = Math.floor(random() * 4);
    return [
      {
        type: "pageview",
        url: page + query,
        ...(from.referrer ? { referrer: from.referrer } : {}),
        load: true,
        device,
      },
    ];
  }
  const left = visitor.page;
  if (visitor.navigationsLeft > 0) {
    visitor.navigationsLeft -= 1;
    visitor.page = page;
    const pageview: BeaconEvent = {
      type: "pageview",
      url: page,
      referrer: origin + left,
      load: false,
      device,
    };
    if (random() < 0.5) return [pageview];
    const inp = vitalValue("INP", device, random);
    return [
      { type: "vital", url: left, name: "INP", value: inp, device },
      pageview,
    ];
  }
  visitor.page = undefined;
  const vitals: BeaconEvent[] = (["LCP", "CLS"] as const).map((name) => ({
    type: "vital",
    url: left,
    name,
    value: vitalValue(name, device, random),
    device,
  }));
  if (random() < 0.4)
    vitals.push({
      type: "vital",
      url: left,
      name: "INP",
      value: vitalValue("INP", device, random),
      device,
    });
  return vitals;
}

/** A small seeded generator (mulberry32), so that every run sends the same traffic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

// ---------------------------------------------------------------------------------------------
// The report's ranges

/** A YYYY-MM-DD day moved by `days`. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Today in the site's zone, as the analytics tables count days. */
export function siteToday(now = new Date()): string {
  return now.toLocaleDateString("en-CA", { timeZone: "America/New_York" });
}

export interface ReportCase {
  label: string;
  from: string;
  to: string;
  days: number;
}

/** The report's presets, ending `today` (each also reads the period before it). */
export function reportCases(today: string): ReportCase[] {
  return [
    ["last 7 days", 7],
    ["last 28 days", 28],
    ["last 90 days", 90],
    ["last 12 months", 365],
  ].map(([label, days]) => ({
    label: label as string,
    from: addDays(today, -(days as number) + 1),
    to: today,
    days: days as number,
  }));
}

// ---------------------------------------------------------------------------------------------
// The seed, in SQL: generated inside PostgreSQL

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const textArray = (items: readonly string[]) =>
  `array[${items.map(quote).join(",")}]::text[]`;
const intArray = (items: readonly number[]) => `array[${items.join(",")}]`;

/** Events a seeded day holds (the last day may hold fewer). */
export function eventsPerSeedDay(): number {
  return Math.ceil(analyticsBench.events / analyticsBench.rawDays);
}

/**
 * One statement inserting the raw events numbered `start` to `end - 1` of the seed that ends on
 * `anchor`: event i falls on day `i / perDay`, in time order within it. About 4.4 events per
 * visitor and day, each visitor on one device; a fifth of the events are vitals (LCP, CLS, INP
 * with field-like spreads, slower on phones); 30% of pageviews start a visit and carry its
 * source. `setseed` before it makes the data the same on every seed.
 */
export function seedEventsSql(anchor: string, start: number, end: number) {
  const perDay = eventsPerSeedDay();
  const { rawDays } = analyticsBench;
  const paths = analyticsPages.map((page) => page.path);
  const pathSlots = weightedSlots(
    analyticsPages.map((page) => page.weight),
    1000,
  );
  const sourceSlots = weightedSlots(
    analyticsSources.map((source) => source.weight),
    1000,
  );
  const column = (pick: (source: TrafficSource) => string | undefined) =>
    textArray(analyticsSources.map((source) => pick(source) ?? ""));
  const host = (url?: string) => (url ? new URL(url).host : undefined);
  // Device per visitor: phone 55%, desktop 38%, tablet 7%.
  const deviceSlots = weightedSlots([55, 38, 7], 100);
  return `
insert into analytics_events (at, day, visitor, type, path, device, entry, source,
  referrer_host, utm_source, utm_medium, utm_campaign, metric, value)
select
  (day::timestamp + (j * ${86_400 / perDay}) * interval '1 second') at time zone 'America/New_York',
  day,
  (visitor_number * 2654435761 + 97) % 4503599627370496,
  case when vital then 'vital' else 'pageview' end,
  case when vital and k.paths[p] like '/blog/%' then '/blog/:slug' else k.paths[p] end,
  (array['phone','desktop','tablet'])[device],
  entry,
  case when entry then k.sources[s] end,
  case when entry then nullif(k.hosts[s], '') end,
  case when entry then nullif(k.utm_sources[s], '') end,
  case when entry then nullif(k.utm_mediums[s], '') end,
  case when entry then nullif(k.utm_campaigns[s], '') end,
  case when vital then metric end,
  case when not vital then null
    when metric = 'LCP' then round((1400 * slow * exp(0.5 * n))::numeric, 1)::float8
    when metric = 'INP' then round(80 * slow * exp(0.7 * n))
    when r_cls < 0.5 then 0
    else round((0.035 * exp(1.1 * n))::numeric, 4)::float8 end
from (
  select j, day, visitor_number, device,
    r_type < 0.2 as vital,
    r_type >= 0.2 and r_entry < 0.3 as entry,
    k.path_slots[1 + floor(r_path * 1000)::int] as p,
    k.source_slots[1 + floor(r_source * 1000)::int] as s,
    case when r_metric < 0.4 then 'LCP' when r_metric < 0.75 then 'CLS' else 'INP' end as metric,
    sqrt(-2 * ln(1 - u1)) * cos(2 * pi() * u2) as n,
    case device when 1 then 1.5 when 3 then 1.25 else 1 end as slow,
    r_cls
  from (
    select j, day,
      (day - date '2000-01-01')::bigint * 100000 + (j * 10) / 44 as visitor_number,
      k.device_slots[1 + ((((day - date '2000-01-01')::bigint * 100000 + (j * 10) / 44) * 37) % 100)::int] as device,
      random() as r_type, random() as r_entry, random() as r_path, random() as r_source,
      random() as r_metric, random() as u1, random() as u2, random() as r_cls
    from (
      select i % ${perDay} as j, date ${quote(anchor)} - ${rawDays - 1} + i / ${perDay} as day
      from generate_series(${start}, ${end - 1}) as i
    ) numbered, lateral (select ${intArray(deviceSlots)} as device_slots) k
    offset 0
  ) drawn, lateral (select ${intArray(pathSlots)} as path_slots,
    ${intArray(sourceSlots)} as source_slots) k
) event, lateral (select ${textArray(paths)} as paths,
  ${column((source) => source.source)} as sources,
  ${column((source) => host(source.referrer))} as hosts,
  ${column((source) => source.utm?.source)} as utm_sources,
  ${column((source) => source.utm?.medium)} as utm_mediums,
  ${column((source) => source.utm?.campaign)} as utm_campaigns) k`;
}

/**
 * An SQL expression of a vital's bucket, as `bucketOf` in the app computes it: the number of
 * bounds below the value. `width_bucket` counts bounds at most its operand, so it is given the
 * negated value against the negated bounds, in ascending order.
 */
export function bucketSql(metricColumn: string, valueColumn: string): string {
  const cases = metrics.map((metric) => {
    const bounds = bucketBounds[metric];
    const negated = bounds.map((bound) => -bound).reverse();
    return `when ${quote(metric)} then ${bounds.length} - width_bucket(-${valueColumn}, array[${negated.join(",")}]::float8[])`;
  });
  return `case ${metricColumn} ${cases.join(" ")} end`;
}

/**
 * The rollups of the raw days before `anchor` (today is not over, so not rolled up), counted
 * from the raw events as the nightly rollup counts them.
 */
export function seedRecentRollupsSql(anchor: string): string[] {
  const before = `day < date ${quote(anchor)}`;
  return [
    `insert into analytics_daily_pages (day, path, pageviews, visitors)
     select day, path, count(*), count(distinct visitor) from analytics_events
     where type = 'pageview' and ${before} group by day, path`,
    `insert into analytics_daily_traffic (day, dimension, source, referrer_host, utm_source,
       utm_medium, utm_campaign, landing_page, visits, visitors)
     select day, case when grouping(source) = 0 then 'source'
         when grouping(referrer_host) = 0 then 'referrer'
         when grouping(utm_campaign) = 0 then 'campaign' else 'landing_page' end,
       coalesce(source, ''), coalesce(referrer_host, ''), coalesce(utm_source, ''),
       coalesce(utm_medium, ''), coalesce(utm_campaign, ''), coalesce(path, ''), count(*),
       count(distinct visitor)
     from (
       select day, visitor, source, coalesce(referrer_host, '') as referrer_host,
         coalesce(utm_source, '') as utm_source, coalesce(utm_medium, '') as utm_medium,
         coalesce(utm_campaign, '') as utm_campaign, path
       from analytics_events where entry and ${before}
     ) entries
     group by grouping sets ((day, source), (day, referrer_host),
       (day, utm_source, utm_medium, utm_campaign), (day, path))`,
    `insert into analytics_daily_totals (day, visitors, visits, pageviews, pricing_visitors,
       signup_after_pricing_visitors, audit_visitors, rolled_up_at)
     select day, visitors, visits, pageviews, pricing, round(pricing * 0.06), round(audit * 0.12),
       (day + 1)::timestamp at time zone 'America/New_York' + interval '10 minutes'
     from (
       select day, count(distinct visitor) as visitors, count(*) filter (where entry) as visits,
         count(*) filter (where type = 'pageview') as pageviews,
         count(distinct visitor) filter (where type = 'pageview' and path = '/pricing') as pricing,
         count(distinct visitor) filter (where type = 'pageview' and path = '/free-audit') as audit
       from analytics_events where ${before} group by day
     ) counted`,
    `insert into analytics_daily_speed (day, dimension, value, metric, bucket, samples)
     select day, case when grouping(path) = 0 then 'route' else 'device' end,
       coalesce(path, device), metric, bucket, count(*)
     from (
       select day, path, device, metric, ${bucketSql("metric", "value")} as bucket
       from analytics_events where type = 'vital' and ${before}
     ) vitals
     group by grouping sets ((day, path, metric, bucket), (day, device, metric, bucket))`,
  ];
}

/**
 * The older rollups, from `rawDays` to `rollupDays` days back: each older day repeats a rolled-up
 * recent day (same weekday pattern, same mix) scaled down the further back it is, from the
 * traffic of today to 40% of it two years ago, as a growing site's would be.
 */
export function seedOlderRollupsSql(anchor: string): string[] {
  const { rawDays, rollupDays } = analyticsBench;
  const recent = rawDays - 1;
  // Ages are whole days before the anchor; the source day is a recent day of the same weekday.
  const weeks = Math.floor(recent / 7) * 7;
  const days = `(
    select date ${quote(anchor)} - age as day,
      date ${quote(anchor)} - age + ${weeks} * ((age - 1) / ${weeks}) as source_day,
      0.4 + 0.6 * (${rollupDays - 1} - age)::float8 / ${rollupDays - 1 - rawDays} as scale
    from generate_series(${rawDays}, ${rollupDays - 1}) as age
  ) d`;
  const scaled = (column: string) => `round(${column} * d.scale)::int`;
  const atLeastOne = (column: string) =>
    `greatest(1, round(${column} * d.scale))::int`;
  return [
    `insert into analytics_daily_pages (day, path, pageviews, visitors)
     select d.day, r.path, ${scaled("r.pageviews")}, ${atLeastOne("r.visitors")}
     from ${days} join analytics_daily_pages r on r.day = d.source_day
     where round(r.pageviews * d.scale) >= 1`,
    `insert into analytics_daily_traffic (day, dimension, source, referrer_host, utm_source,
       utm_medium, utm_campaign, landing_page, visits, visitors)
     select d.day, r.dimension, r.source, r.referrer_host, r.utm_source, r.utm_medium,
       r.utm_campaign, r.landing_page, ${scaled("r.visits")}, ${atLeastOne("r.visitors")}
     from ${days} join analytics_daily_traffic r on r.day = d.source_day
     where round(r.visits * d.scale) >= 1`,
    `insert into analytics_daily_totals (day, visitors, visits, pageviews, pricing_visitors,
       signup_after_pricing_visitors, audit_visitors, rolled_up_at)
     select d.day, ${scaled("r.visitors")}, ${scaled("r.visits")}, ${scaled("r.pageviews")},
       ${scaled("r.pricing_visitors")}, ${scaled("r.signup_after_pricing_visitors")},
       ${scaled("r.audit_visitors")},
       (d.day + 1)::timestamp at time zone 'America/New_York' + interval '10 minutes'
     from ${days} join analytics_daily_totals r on r.day = d.source_day`,
    `insert into analytics_daily_speed (day, dimension, value, metric, bucket, samples)
     select d.day, r.dimension, r.value, r.metric, r.bucket, ${scaled("r.samples")}
     from ${days} join analytics_daily_speed r on r.day = d.source_day
     where round(r.samples * d.scale) >= 1`,
  ];
}

/** The e-mail domain of the inbox items the seed makes for its goals, to find them again. */
export const seedGoalDomain = "goal.bench.example";

/**
 * `analyticsBench.goals` goals over the two years, each with the inbox item it belongs to: forms
 * sent (audits, contacts), accounts with their plan, bookings and chat hand-offs, attributed to
 * a visit from the same sources as the traffic (a tenth without a recorded visit).
 */
export function seedGoalsSql(anchor: string): string {
  const { goals, rollupDays } = analyticsBench;
  const sourceSlots = weightedSlots(
    analyticsSources.map((source) => source.weight),
    100,
  );
  const column = (pick: (source: TrafficSource) => string | undefined) =>
    textArray(analyticsSources.map((source) => pick(source) ?? ""));
  const host = (url?: string) => (url ? new URL(url).host : undefined);
  const pathSlots = weightedSlots(
    analyticsPages.map((page) => page.weight),
    1000,
  );
  return `
with goal as (
  select g, gen_random_uuid() as id,
    (array['audit','audit','audit','contact','contact','signup','signup','booking','chat','resource'])[1 + g % 10] as kind,
    (date ${quote(anchor)} - (g * ${rollupDays} / ${goals}))::timestamp at time zone 'America/New_York'
      + ((g * 7919) % 86400) * interval '1 second' as at,
    (${intArray(sourceSlots)})[1 + (g * 37) % 100] as s,
    (${intArray(pathSlots)})[1 + (g * 389) % 1000] as p,
    g % 10 = 0 as untracked
  from generate_series(1, ${goals}) as g
), item as (
  insert into inbox_items (id, kind, received_at, name, email, source, status)
  select id, kind, at, 'Goal ' || g, 'goal' || g || '@${seedGoalDomain}',
    case when untracked then 'direct' else (${column((source) => source.source)})[s] end, 'new'
  from goal
  returning id
)
insert into analytics_goals (item_id, kind, plan, at, day, visitor, visit_at, landing_page,
  device, source, referrer_host, utm_source, utm_medium, utm_campaign)
select goal.id, kind, case when kind = 'signup' then (array['starter','growth','enterprise'])[1 + g % 3] end,
  at, (at at time zone 'America/New_York')::date,
  case when not untracked then (g * 2654435761) % 4503599627370496 end,
  case when not untracked then at - ((g * 131) % 3600) * interval '1 second' end,
  case when not untracked then (${textArray(analyticsPages.map((page) => page.path))})[p] end,
  case when not untracked then (array['phone','desktop','tablet'])[1 + g % 3] end,
  case when not untracked then (${column((source) => source.source)})[s] end,
  case when not untracked then nullif((${column((source) => host(source.referrer))})[s], '') end,
  case when not untracked then nullif((${column((source) => source.utm?.source)})[s], '') end,
  case when not untracked then nullif((${column((source) => source.utm?.medium)})[s], '') end,
  case when not untracked then nullif((${column((source) => source.utm?.campaign)})[s], '') end
from goal join item using (id)`;
}
