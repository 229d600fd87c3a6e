import type { ReactNode } from "react";
import { data, Form, Link } from "react-router";
import type { Route } from "./+types/team-report";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import {
  reportPresets,
  reportText,
  type ReportTableId,
} from "#app/content/report.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { DailyChart } from "#app/features/analytics/report-chart.tsx";
import { loadReportPage } from "#app/features/analytics/report-page.server.ts";
import {
  changeText,
  formatDay,
  type ReportTable,
} from "#app/features/analytics/report-tables.server.ts";
import {
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import {
  fieldClass,
  linkClass,
  TeamShell,
} from "#app/features/team/team-ui.tsx";
import { readForPage } from "#app/services/page-data.server.ts";

const text = reportText;

/** The report for the period in the address (the last 28 days by default), with its tables. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, member } = await requireTeamMember(request);
  const page = await readForPage(
    () => loadReportPage(db, new URL(request.url).searchParams),
    "read the report",
  );
  const { report } = page;
  return data(
    {
      role: member.role,
      period: page.period,
      query: page.query,
      range: text.period.showing(formatDay(report.from), formatDay(report.to)),
      previous: text.period.previous(
        formatDay(report.previous.from),
        formatDay(report.previous.to),
      ),
      totals: (["visitors", "visits", "pageviews"] as const).map((key) => ({
        key,
        ...report.totals[key],
        change: changeText(
          report.totals[key].current,
          report.totals[key].previous,
        ),
      })),
      series: report.series.map((day) => ({
        ...day,
        label: formatDay(day.day).replace(/, \d{4}$/, ""),
      })),
      tables: Object.fromEntries(
        page.tables.map((table) => [table.id, table]),
      ) as Record<ReportTableId, ReportTable>,
    },
    { headers: teamPageHeaders },
  );
}

export const headers = () => teamPageHeaders;

export const meta = () =>
  pageMeta({ ...text.seo, path: "/team/report", noindex: true });

export default function TeamReport({ loaderData }: Route.ComponentProps) {
  const { role, period, query, range, previous, totals, series, tables } =
    loaderData;
  const table = (id: ReportTableId) => (
    <TableView table={tables[id]} query={query} />
  );
  const chartSeries = [
    {
      label: text.totals.pageviews,
      className: "stroke-primary/45",
      values: series.map((day) => day.pageviews),
    },
    {
      label: text.totals.visitors,
      className: "stroke-primary",
      values: series.map((day) => day.visitors),
    },
  ];
  const sum = (key: "visitors" | "pageviews") =>
    series.reduce((total, day) => total + day[key], 0);
  return (
    <TeamShell role={role} current="report">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          {text.heading}
        </h1>
        <p className="max-w-3xl text-muted-foreground">{text.intro}</p>
      </header>

      <Form
        method="get"
        className="grid gap-4 rounded-2xl border bg-card p-4 sm:grid-cols-[repeat(3,minmax(0,12rem))_auto] sm:items-end sm:p-6"
      >
        <label className={fieldClass}>
          <span className="font-medium">{text.period.preset}</span>
          <NativeSelect name="period" defaultValue={period.preset}>
            {reportPresets.map((preset) => (
              <option key={preset.id} value={preset.id}>
                {preset.label}
              </option>
            ))}
          </NativeSelect>
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.period.from}</span>
          <Input
            type="date"
            name="from"
            defaultValue={period.from}
            aria-describedby="period-hint"
          />
        </label>
        <label className={fieldClass}>
          <span className="font-medium">{text.period.to}</span>
          <Input
            type="date"
            name="to"
            defaultValue={period.to}
            aria-describedby="period-hint"
          />
        </label>
        <Button type="submit" className="justify-self-start">
          {text.period.apply}
        </Button>
        <p
          id="period-hint"
          className="text-sm text-muted-foreground sm:col-span-4"
        >
          {text.period.customHint}
        </p>
      </Form>

      <section aria-labelledby="report-totals" className="grid gap-3">
        <div className="grid gap-1">
          <h2 id="report-totals" className="text-lg font-semibold">
            {text.totals.heading}: {range}
          </h2>
          <p className="text-sm text-muted-foreground">{previous}</p>
        </div>
        <dl className="grid gap-3 sm:grid-cols-3">
          {totals.map((total) => (
            <div
              key={total.key}
              className="grid gap-1 rounded-2xl border bg-card p-4"
            >
              <dt className="text-sm font-medium text-muted-foreground">
                {text.totals[total.key]}
              </dt>
              <dd className="text-3xl font-bold text-foreground">
                {total.current.toLocaleString("en-US")}
              </dd>
              <dd className="text-sm text-muted-foreground">
                {text.totals.previous}: {total.previous.toLocaleString("en-US")}{" "}
                ({total.change})
              </dd>
            </div>
          ))}
        </dl>
        <CsvLink id="totals" title={tables.totals.title} query={query} />
      </section>

      <ReportSection id="report-daily" heading={text.chart.heading}>
        <div className="min-w-0 rounded-2xl border bg-card p-3 sm:p-4">
          <p id="report-chart-title" className="sr-only">
            {text.chart.heading}
          </p>
          <p id="report-chart-description" className="sr-only">
            {text.chart.description(
              series.length,
              sum("visitors"),
              sum("pageviews"),
            )}
          </p>
          <DailyChart
            size="narrow"
            className="sm:hidden"
            days={series.map((day) => day.label)}
            titleId="report-chart-title"
            descriptionId="report-chart-description"
            series={chartSeries}
          />
          <DailyChart
            size="wide"
            className="hidden sm:block"
            days={series.map((day) => day.label)}
            titleId="report-chart-title"
            descriptionId="report-chart-description"
            series={chartSeries}
          />
          <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-6 rounded bg-primary"
              />
              {text.totals.visitors}
            </li>
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-1 w-6 rounded bg-primary/45"
              />
              {text.totals.pageviews}
            </li>
          </ul>
        </div>
        <details className="rounded-2xl border bg-card p-3 sm:p-4">
          <summary className="cursor-pointer font-medium">
            {text.chart.table}
          </summary>
          <div className="mt-3">{table("daily")}</div>
        </details>
      </ReportSection>

      <ReportSection
        id="report-pages"
        heading={text.pages.heading}
        intro={text.pages.intro}
      >
        {table("pages")}
      </ReportSection>

      <ReportSection
        id="report-sources"
        heading={text.sources.heading}
        intro={text.sources.intro}
      >
        {table("sources")}
        <h3 className="font-semibold">{text.sources.referrersHeading}</h3>
        {table("referrers")}
        <h3 className="font-semibold">{text.sources.campaignsHeading}</h3>
        <p className="text-sm text-muted-foreground">
          {text.sources.campaignsIntro}
        </p>
        {table("campaigns")}
      </ReportSection>

      <ReportSection
        id="report-goals"
        heading={text.goals.heading}
        intro={text.goals.intro}
      >
        {table("goals")}
        <p className="text-sm text-muted-foreground">
          {text.goals.conversionIntro}
        </p>
        <h3 className="font-semibold">{text.goals.bySourceHeading}</h3>
        {table("conversion-sources")}
        <h3 className="font-semibold">{text.goals.byPageHeading}</h3>
        {table("conversion-pages")}
      </ReportSection>

      <ReportSection
        id="report-funnels"
        heading={text.funnels.heading}
        intro={text.funnels.intro}
      >
        {table("funnels")}
      </ReportSection>

      <ReportSection
        id="report-speed"
        heading={text.speed.heading}
        intro={text.speed.intro}
      >
        <ul className="grid list-disc gap-1 pl-5 text-sm text-muted-foreground">
          <li>{text.speed.p75}</li>
          <li>{text.speed.bands}</li>
        </ul>
        <h3 className="font-semibold">{text.speed.byPageHeading}</h3>
        {table("speed-pages")}
        <h3 className="font-semibold">{text.speed.byDeviceHeading}</h3>
        {table("speed-devices")}
      </ReportSection>

      <ReportSection
        id="report-leads"
        heading={text.leads.heading}
        intro={text.leads.intro}
      >
        {table("leads")}
      </ReportSection>
    </TeamShell>
  );
}

function ReportSection({
  id,
  heading,
  intro,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <div className="grid gap-1">
        <h2 id={id} className="text-lg font-semibold">
          {heading}
        </h2>
        {intro && (
          <p className="max-w-3xl text-sm text-muted-foreground">{intro}</p>
        )}
      </div>
      {children}
    </section>
  );
}

function CsvLink({
  id,
  title,
  query,
}: {
  id: ReportTableId;
  title: string;
  query: string;
}) {
  return (
    <p className="text-sm">
      {/* A download, not a page: the browser fetches it without the router. */}
      <a
        href={`/team/report.csv?table=${id}&${query}`}
        className={linkClass}
        download
      >
        {text.download}
        <span className="sr-only">: {title}</span>
      </a>
    </p>
  );
}

/** A table of the report, scrolled sideways on a narrow screen, with its CSV download. */
function TableView({ table, query }: { table: ReportTable; query: string }) {
  if (table.rows.length === 0)
    return <p className="text-sm text-muted-foreground">{text.empty}</p>;
  return (
    <div className="grid min-w-0 gap-2">
      <div
        role="region"
        aria-label={text.tableRegion(table.title)}
        tabIndex={0}
        className="max-w-full min-w-0 overflow-x-auto rounded-2xl border bg-card"
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{table.title}</caption>
          <thead className="border-b bg-secondary text-secondary-foreground">
            <tr>
              {table.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`px-3 py-2 font-semibold whitespace-nowrap ${column.numeric ? "text-right" : ""}`}
                >
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className="border-b last:border-b-0">
                {row.map((cell, index) =>
                  index === 0 ? (
                    <th
                      key={index}
                      scope="row"
                      className="max-w-72 min-w-36 px-3 py-2 font-medium break-words"
                    >
                      <CellText cell={cell} />
                    </th>
                  ) : (
                    <td
                      key={index}
                      className={`px-3 py-2 ${table.columns[index]?.numeric ? "text-right whitespace-nowrap tabular-nums" : "max-w-72 min-w-28 break-words"}`}
                    >
                      <CellText cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <CsvLink id={table.id} title={table.title} query={query} />
    </div>
  );
}

function CellText({ cell }: { cell: { text: string; href?: string } }) {
  return cell.href ? (
    <Link to={cell.href} className={linkClass}>
      {cell.text}
    </Link>
  ) : (
    cell.text
  );
}
