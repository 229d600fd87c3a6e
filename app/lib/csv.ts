/**
 * CSV for the team's download. A cell that a spreadsheet would read as a formula (it begins with
 * `=`, `+`, `-`, `@`, a tab or a carriage return) is made inert with a leading apostrophe:
 * a visitor's message must never run in the owner's spreadsheet.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvRow(values: readonly unknown[]): string {
  return values.map(csvCell).join(",") + "\r\n";
}
