/**
 * What `npm run export` writes: the stored submissions of one kind, the accounts with their
 * plan and status, or the notifications that failed for good, as CSV or JSON.
 */
import { and, asc, eq, getTableColumns, gte, sql, type SQL } from "drizzle-orm";
import type { Database } from "#app/services/db/client.server.ts";
import {
  contactMessages,
  leads,
  newsletterSubscribers,
  outbox,
  subscriptions,
  supportMessages,
  users,
} from "#app/services/db/schema.server.ts";

const exportTables = {
  leads,
  contacts: contactMessages,
  support: supportMessages,
  newsletter: newsletterSubscribers,
} as const;

/** An account as exported: never its password hash. */
const userColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  company: users.company,
  phone: users.phone,
  emailVerifiedAt: users.emailVerifiedAt,
  plan: subscriptions.plan,
  subscriptionStatus: subscriptions.status,
  amount: subscriptions.amount,
  billingCycle: subscriptions.billingCycle,
  createdAt: users.createdAt,
};

/**
 * A notification the outbox gave up on: what it was about (the submission's reference and the
 * e-mail's subject), where it was going, and why it failed, for the team to follow up by hand.
 */
const failedNotificationColumns = {
  id: outbox.id,
  kind: outbox.kind,
  channel: outbox.channel,
  reference: sql<string | null>`${outbox.payload}->>'id'`,
  subject: sql<string | null>`${outbox.payload}->>'subject'`,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  unconfirmedMessageId: outbox.unconfirmedMessageId,
  createdAt: outbox.createdAt,
};

export type ExportKind =
  keyof typeof exportTables | "users" | "failed-notifications";
export type ExportFormat = "csv" | "json";

export interface ExportOptions {
  kind: ExportKind;
  since?: Date;
  format: ExportFormat;
  includeSpam: boolean;
}

export const usage =
  "Usage: npm run export -- leads|contacts|support|newsletter|users|failed-notifications [--since YYYY-MM-DD] [--format csv|json] [--include-spam]";

/** Parses the command line; throws an Error whose message says what is wrong. */
export function parseExportArgs(args: readonly string[]): ExportOptions {
  const [kind, ...rest] = args;
  if (
    !kind ||
    !(
      kind in exportTables ||
      kind === "users" ||
      kind === "failed-notifications"
    )
  )
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
  if (kind === "users")
    return db
      .select(userColumns)
      .from(users)
      .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
      .where(since ? gte(users.createdAt, since) : undefined)
      .orderBy(asc(users.createdAt));
  if (kind === "failed-notifications")
    return db
      .select(failedNotificationColumns)
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "failed"),
          since ? gte(outbox.createdAt, since) : undefined,
        ),
      )
      .orderBy(asc(outbox.createdAt));
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

/**
 * Control characters a CSV cell may not hold: the C0 controls but tab, line feed and carriage
 * return (which RFC 4180 quoting carries), DEL and the C1 controls. Stored text can hold them
 * (only NUL is refused by PostgreSQL), and in a file they corrupt what a spreadsheet or terminal
 * shows, end strings early in C-based readers, or hide a formula behind them ("\u0000=CMD()").
 */
// eslint-disable-next-line no-control-regex
const CSV_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g;

/**
 * JSON whose strings hold no raw control character: `JSON.stringify` escapes the C0 controls and
 * lone surrogates but writes DEL and the C1 controls as they are. Those occur only inside strings,
 * so escaping them changes no value.
 */
function toJson(value: unknown, space?: number): string {
  return JSON.stringify(value, null, space).replace(
    /[\u007f-\u009f]/g,
    (control) => `\\u${control.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = (
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value) || typeof value === "object"
        ? toJson(value)
        : String(value)
  )
    // Dropped, not escaped: CSV has no escape for them. A lone surrogate becomes U+FFFD.
    .replace(CSV_CONTROL, "")
    .toWellFormed();
  // A cell starting with = + - @ would run as a formula in a spreadsheet; checked after the
  // control characters are gone, so none can hide a formula from the check.
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * RFC 4180 CSV with a header row, or a JSON array; neither holds a raw control character but tab
 * and line breaks (CSV drops the others, JSON escapes them) nor a lone surrogate.
 */
export function formatSubmissions(
  rows: readonly Record<string, unknown>[],
  format: ExportFormat,
  columns: readonly string[],
): string {
  if (format === "json") return `${toJson(rows, 2)}\n`;
  const lines = [columns.join(",")];
  for (const row of rows)
    lines.push(columns.map((column) => cell(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** The table's columns, in schema order: the CSV header even when there are no rows. */
export function exportColumns(kind: ExportKind): string[] {
  if (kind === "users") return Object.keys(userColumns);
  if (kind === "failed-notifications")
    return Object.keys(failedNotificationColumns);
  return Object.keys(getTableColumns(exportTables[kind]));
}
