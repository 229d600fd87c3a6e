import type {
  ComparisonColumns,
  ComparisonRow,
  SectionIntro,
} from "#app/content/types.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

interface ComparisonTableProps {
  intro: SectionIntro;
  /** Names the table for assistive technology and sits above it. */
  caption: string;
  columns: ComparisonColumns;
  rows: readonly ComparisonRow[];
  /** A line under the table, such as the source of a figure. */
  note?: string;
  tone?: "default" | "muted";
}

function Value({ value }: { value: string | boolean }) {
  if (value === true) {
    return (
      <>
        <Icon name="check" className="size-5 text-success" />
        <span className="sr-only">Yes</span>
      </>
    );
  }
  if (value === false) {
    return (
      <>
        <Icon name="x" className="size-5 text-destructive" />
        <span className="sr-only">No</span>
      </>
    );
  }
  return value;
}

/**
 * A two-way comparison as a real table. It is sized to fit a 360 px screen without scrolling:
 * cells wrap instead of overflowing.
 */
export function ComparisonTable({
  intro,
  caption,
  columns,
  rows,
  note,
  tone = "default",
}: ComparisonTableProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <div className="mx-auto mt-12 max-w-4xl overflow-hidden rounded-xl border bg-card shadow-sm">
        <table className="w-full table-fixed border-collapse text-left text-sm break-words sm:text-base">
          <caption className="border-b px-3 py-3 text-left text-sm text-muted-foreground sm:px-6">
            {caption}
          </caption>
          <thead>
            <tr className="bg-muted">
              <th
                scope="col"
                className="w-[38%] px-3 py-3 font-semibold sm:px-6"
              >
                {columns.feature}
              </th>
              <th scope="col" className="px-3 py-3 font-semibold sm:px-6">
                {columns.competitor}
              </th>
              <th
                scope="col"
                className="bg-primary px-3 py-3 font-semibold text-primary-foreground sm:px-6"
              >
                {columns.agent}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <th
                  scope="row"
                  className="px-3 py-4 font-medium text-foreground sm:px-6"
                >
                  {row.feature}
                </th>
                <td className="px-3 py-4 text-muted-foreground sm:px-6">
                  <Value value={row.competitor} />
                </td>
                <td className="bg-secondary px-3 py-4 font-medium text-secondary-foreground sm:px-6">
                  <Value value={row.agent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Closer to the table and as wide, so not SectionShell's note. */}
      {note && (
        <p className="mx-auto mt-4 max-w-4xl text-center text-sm text-muted-foreground">
          {note}
        </p>
      )}
    </SectionShell>
  );
}
