/**
 * What `npm run export` writes: the stored submissions of one kind as CSV or JSON.
 */
import { and, asc, eq, getTableColumns, gte, type SQL } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  contactMessages,
  leads,
  newsletterSubscribers,
  supportMessages,
} from "#app/services/db/schema.server.ts";

const exportTables = {
  leads,
  contacts: contactMessages,
  support: supportMessages,
  newsletter: newsletterSubscribers,
} as const;
export type ExportKind = keyof typeof exportTables;
export type ExportFormat = "csv" | "json";

export interface ExportOptions {
  kind: ExportKind;
  since?: Date;
  format: ExportFormat;
  includeSpam: boolean;
}

export const usage =
  "Usage: npm run export -- leads|contacts|support|newsletter [--since YYYY-MM-DD] [--format csv|json] [--include-spam]";

/** Parses the command line; throws an Error whose message says what is wrong. */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const [kind, ...rest] = args;
  if (!kind || !(kind in exportTables))
    throw new Error(`Name what to export.\n${usage}`);
  const options: ExportOptions = {
    kind: kind as ExportKind,
    format: "csv",
    includeSpam: false,
  };
  for (let i = 0; i < rest.length; i++) {
    const flag = rest[i];
    if (flag === "--include-spam") options.includeSpam = true;
    else if (flag === "--since") {
      const value = rest[++i] ?? "";
      const since = new Date(value);
      if (!/^\d{4}-\d{2}-\d{2}/.test(value) || Number.isNaN(since.getTime()))
        throw new Error(`--since needs a date such as 2026-11-01.\n${usage}`);
      options.since = since;
    } else if (flag === "--format") {
      const value = rest[++i];
      if (value !== "csv" && value !== "json")
        throw new Error(`--format is csv or json.\n${usage}`);
      options.format = value;
    } else throw new Error(`Unknown option ${flag}.\n${usage}`);
  }
  return options;
}

export async function selectSubmissions(
  db: Database,
  { kind, since, includeSpam }: ExportOptions,
): Promise<Record<string, unknown>[]> {
  const table = exportTables[kind];
  const conditions: SQL[] = [];
  if (since) conditions.push(gte(table.createdAt, since));
  if (!includeSpam) conditions.push(eq(table.isSpam, false));
  return db
    .select()
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(table.createdAt));
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value) || typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  // A cell starting with = + - @ would run as a formula in a spreadsheet.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** RFC 4180 CSV with a header row, or a JSON array. */
export function formatSubmissions(
  rows: readonly Record<string, unknown>[],
  format: ExportFormat,
  columns: readonly string[],
): string {
  if (format === "json") return `${JSON.stringify(rows, null, 2)}\n`;
  const lines = [columns.join(",")];
  for (const row of rows)
    lines.push(columns.map((column) => cell(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The table's columns, in schema order: the CSV header even when there are no rows. */
export function exportColumns(kind: ExportKind): string[] {
  return Object.keys(getTableColumns(exportTables[kind]));
}
