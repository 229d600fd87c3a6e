/**
 * What `/team/report` and its CSV downloads read: the period from the address (today in the
 * site's zone), the report, and its tables.
 */
import { reportTableIds, type ReportTableId } from "#app/content/report.ts";
import {
  parsePeriod,
  periodQuery,
  type Period,
} from "#app/features/analytics/period.ts";
import { csvRow } from "#app/lib/csv.ts";
import {
  reportTables,
  type ReportTable,
} from "#app/features/analytics/report-tables.server.ts";
import {
  loadReport,
  type Report,
} from "#app/features/analytics/report.server.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { siteDay } from "#app/services/visitors.server.ts";

export interface ReportPage {
  today: string;
  period: Period;
  /** The period's parameters, for the CSV links. */
  query: string;
  report: Report;
  tables: ReportTable[];
}

export async function loadReportPage(
  db: Database,
  params: URLSearchParams,
  now = new Date(),
): Promise<ReportPage> {
  const today = siteDay(now);
  const period = parsePeriod(params, today);
  const report = await loadReport(db, {
    from: period.from,
    to: period.to,
    today,
  });
  return {
    today,
    period,
    query: periodQuery(period),
    report,
    tables: reportTables(report),
  };
}

/** One table of the report as CSV, or undefined when `table` names none. */
export async function reportCsv(
  db: Database,
  params: URLSearchParams,
  now = new Date(),
): Promise<{ filename: string; csv: string } | undefined> {
  const id = params.get("table");
  if (!reportTableIds.includes(id as ReportTableId)) return undefined;
  const page = await loadReportPage(db, params, now);
  const table = page.tables.find((candidate) => candidate.id === id)!;
  const csv =
    csvRow(table.columns.map((column) => column.label)) +
    table.rows.map((row) => csvRow(row.map((cell) => cell.value))).join("");
  return {
    filename: `report-${id}-${page.period.from}-to-${page.period.to}.csv`,
    csv,
  };
}
