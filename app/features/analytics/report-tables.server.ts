/**
 * The report as tables: the page shows them and `/team/report.csv` downloads them, so both say
 * the same thing. A cell carries its text as shown and its value for a spreadsheet (a plain
 * number where there is one).
 */
import {
  reportTableTitles,
  reportText,
  type ReportTableId,
} from "#app/content/report.ts";
import { plans } from "#app/content/plans.ts";
import { site } from "#app/content/site.ts";
import { teamText } from "#app/content/team.ts";
import type {
  Report,
  VitalsByMetric,
} from "#app/features/analytics/report.server.ts";
import {
  metrics,
  type AnalyticsMetric,
} from "#app/features/analytics/vitals.ts";

export interface Cell {
  text: string;
  value: string | number;
  href?: string;
}

export interface ReportTable {
  id: ReportTableId;
  title: string;
  columns: { label: string; numeric: boolean }[];
  rows: Cell[][];
}

const counted = (n: number): Cell => ({
  text: n.toLocaleString("en-US"),
  value: n,
});
const plain = (text: string): Cell => ({ text, value: text });
const percent = (share: number | undefined): Cell => {
  if (share === undefined) return plain("–");
  const text = `${(share * 100).toFixed(1)}%`;
  return { text, value: text };
};

export function changeText(current: number, previous: number): string {
  if (current === previous) return reportText.totals.noChange;
  if (previous === 0) return reportText.totals.newThisPeriod;
  const change = ((current - previous) / previous) * 100;
  return `${change > 0 ? "+" : "−"}${Math.abs(change).toFixed(1)}%`;
}

const dayFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
  year: "numeric",
});
export const formatDay = (day: string) =>
  dayFormat.format(new Date(`${day}T12:00:00Z`));

const timeFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: site.hours.timeZone,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
export const formatTime = (at: Date) => timeFormat.format(at);

/** p75 as people read it: seconds for a slow paint, milliseconds for a tap, CLS as a score. */
function p75Cell(metric: AnalyticsMetric, p75: number | undefined): Cell {
  if (p75 === undefined) return plain("–");
  if (metric === "CLS") {
    const value = Math.round(p75 * 1000) / 1000;
    return { text: value.toFixed(2), value };
  }
  const value = Math.round(p75);
  return {
    text:
      value >= 1000
        ? `${(value / 1000).toFixed(1)} s`
        : `${value.toLocaleString("en-US")} ms`,
    value,
  };
}

const kindLabel = (kind: string) =>
  teamText.kinds[kind as keyof typeof teamText.kinds] ?? kind;
const deviceLabel = (device: string) =>
  reportText.speed.devices[device as keyof typeof reportText.speed.devices] ??
  device;

function table(
  id: ReportTableId,
  columns: [string, boolean][],
  rows: Cell[][],
): ReportTable {
  return {
    id,
    title: reportTableTitles[id],
    columns: columns.map(([label, numeric]) => ({ label, numeric })),
    rows,
  };
}

function speedRows(
  groups: { name: string; metrics: VitalsByMetric }[],
): Cell[][] {
  return groups.flatMap(({ name, metrics: summaries }) =>
    metrics
      .filter((metric) => summaries[metric].samples > 0)
      .map((metric) => {
        const summary = summaries[metric];
        return [
          plain(name),
          plain(metric),
          p75Cell(metric, summary.p75),
          percent(summary.good),
          percent(summary.needsImprovement),
          percent(summary.poor),
          counted(summary.samples),
        ];
      }),
  );
}

export function reportTables(report: Report): ReportTable[] {
  const t = reportText;
  const visitColumns: [string, boolean][] = [
    [t.totals.visits, true],
    [t.totals.visitors, true],
  ];
  const conversionRows = (rows: Report["goals"]["bySource"]) =>
    rows.map((row) => [
      plain(row.key === undefined ? t.goals.noVisit : row.key || "–"),
      counted(row.goals),
      row.key === undefined ? plain("–") : counted(row.visits),
      percent(row.rate),
    ]);
  const { pricing, audit } = report.funnels;
  const share = (n: number, of: number) => percent(of > 0 ? n / of : undefined);
  const speedColumns: [string, boolean][] = [
    [t.speed.measure, false],
    ["p75", true],
    [t.speed.good, true],
    [t.speed.needsImprovement, true],
    [t.speed.poor, true],
    [t.speed.samples, true],
  ];
  return [
    table(
      "totals",
      [
        [t.totals.measure, false],
        [t.totals.current, true],
        [t.totals.previous, true],
        [t.totals.change, true],
      ],
      (["visitors", "visits", "pageviews"] as const).map((key) => {
        const { current, previous } = report.totals[key];
        return [
          plain(t.totals[key]),
          counted(current),
          counted(previous),
          plain(changeText(current, previous)),
        ];
      }),
    ),
    table(
      "daily",
      [
        [t.chart.day, false],
        [t.totals.visitors, true],
        [t.totals.pageviews, true],
      ],
      report.series.map((day) => [
        { text: formatDay(day.day), value: day.day },
        counted(day.visitors),
        counted(day.pageviews),
      ]),
    ),
    table(
      "pages",
      [
        [t.pages.page, false],
        [t.totals.pageviews, true],
        [t.totals.visitors, true],
      ],
      report.pages.map((row) => [
        plain(row.path),
        counted(row.pageviews),
        counted(row.visitors),
      ]),
    ),
    table(
      "sources",
      [[t.sources.source, false], ...visitColumns],
      report.sources.map((row) => [
        plain(row.source || "–"),
        counted(row.visits),
        counted(row.visitors),
      ]),
    ),
    table(
      "referrers",
      [[t.sources.referrer, false], ...visitColumns],
      report.referrers.map((row) => [
        plain(row.referrerHost),
        counted(row.visits),
        counted(row.visitors),
      ]),
    ),
    table(
      "campaigns",
      [
        [t.sources.campaign, false],
        [t.sources.source, false],
        [t.sources.medium, false],
        ...visitColumns,
      ],
      report.campaigns.map((row) => [
        plain(row.utmCampaign || "–"),
        plain(row.utmSource || "–"),
        plain(row.utmMedium || "–"),
        counted(row.visits),
        counted(row.visitors),
      ]),
    ),
    table(
      "goals",
      [
        [t.goals.goal, false],
        [t.goals.count, true],
      ],
      [
        ...report.goals.byKind.map((row) => [
          plain(kindLabel(row.kind)),
          counted(row.goals),
        ]),
        ...report.goals.signupsByPlan.map((row) => [
          plain(
            row.plan
              ? t.goals.plan(
                  plans.find((plan) => plan.id === row.plan)?.name ?? row.plan,
                )
              : t.goals.noPlan,
          ),
          counted(row.signups),
        ]),
      ],
    ),
    table(
      "conversion-sources",
      [
        [t.sources.source, false],
        [t.goals.goals, true],
        [t.totals.visits, true],
        [t.goals.rate, true],
      ],
      conversionRows(report.goals.bySource),
    ),
    table(
      "conversion-pages",
      [
        [t.goals.landingPage, false],
        [t.goals.goals, true],
        [t.totals.visits, true],
        [t.goals.rate, true],
      ],
      conversionRows(report.goals.byLandingPage),
    ),
    table(
      "funnels",
      [
        [t.funnels.step, false],
        [t.totals.visitors, true],
        [t.funnels.share, true],
      ],
      [
        [plain(t.funnels.visitors), counted(pricing.visitors), percent(1)],
        [
          plain(t.funnels.pricing),
          counted(pricing.pricingVisitors),
          share(pricing.pricingVisitors, pricing.visitors),
        ],
        [
          plain(t.funnels.signup),
          counted(pricing.signups),
          share(pricing.signups, pricing.visitors),
        ],
        [
          plain(t.funnels.audit),
          counted(audit.auditVisitors),
          share(audit.auditVisitors, audit.visitors),
        ],
      ],
    ),
    table(
      "speed-pages",
      [[t.speed.page, false], ...speedColumns],
      speedRows(
        report.speed.byRoute.map((row) => ({
          name: row.route,
          metrics: row.metrics,
        })),
      ),
    ),
    table(
      "speed-devices",
      [[t.speed.device, false], ...speedColumns],
      speedRows(
        report.speed.byDevice.map((row) => ({
          name: deviceLabel(row.device),
          metrics: row.metrics,
        })),
      ),
    ),
    table(
      "leads",
      [
        [t.leads.received, false],
        [t.leads.who, false],
        [t.leads.type, false],
        [t.leads.source, false],
        [t.leads.campaign, false],
        [t.leads.landingPage, false],
      ],
      report.leads.map((lead) => [
        { text: formatTime(lead.at), value: lead.at.toISOString() },
        {
          text: lead.company ? `${lead.name}, ${lead.company}` : lead.name,
          value: lead.company ? `${lead.name}, ${lead.company}` : lead.name,
          href: `/team/items/${lead.itemId}`,
        },
        plain(kindLabel(lead.kind)),
        plain(lead.source ?? t.goals.noVisit),
        plain(lead.campaign ?? "–"),
        plain(lead.landingPage ?? "–"),
      ]),
    ),
  ];
}
