import type { SectionIntro, Stat } from "#app/content/types.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

interface StatsGridProps {
  intro: SectionIntro;
  stats: readonly Stat[];
  /** Title in the mock window bar, such as "Results dashboard". */
  windowTitle: string;
  /** A line under the preview, such as saying the figures are an example. */
  note?: string;
  tone?: "default" | "muted";
}

/** Dashboard preview: the figures in a window frame, with a decorative trend line. */
export function StatsGrid({
  intro,
  stats,
  windowTitle,
  note,
  tone = "muted",
}: StatsGridProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <div className="mx-auto mt-12 max-w-5xl overflow-hidden rounded-2xl border bg-card shadow-xl">
        <div className="flex items-center gap-2 border-b bg-muted px-4 py-3">
          <span aria-hidden="true" className="size-3 rounded-full bg-red-400" />
          <span
            aria-hidden="true"
            className="size-3 rounded-full bg-amber-400"
          />
          <span
            aria-hidden="true"
            className="size-3 rounded-full bg-green-500"
          />
          <p className="ms-3 text-sm font-medium text-muted-foreground">
            {windowTitle}
          </p>
        </div>
        <dl className="grid grid-cols-2 gap-px bg-border lg:grid-cols-4">
          {stats.map((stat) => (
            // Label first for screen readers; the figure shows first on screen.
            <div
              key={stat.id}
              className="flex flex-col-reverse justify-end gap-1 bg-card p-5 sm:p-6"
            >
              <dt className="text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
                {stat.value}
              </dd>
            </div>
          ))}
        </dl>
        <TrendLine />
      </div>
      {/* Closer to the preview than SectionShell's note. */}
      {note && (
        <p className="mt-4 text-center text-sm text-muted-foreground">{note}</p>
      )}
    </SectionShell>
  );
}

/** Decorative: fixed height, so it never shifts the layout. */
function TrendLine() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 400 80"
      preserveAspectRatio="none"
      className="block h-24 w-full border-t text-primary"
    >
      <path
        d="M0 70 L40 64 L80 66 L120 52 L160 55 L200 40 L240 42 L280 28 L320 30 L360 16 L400 10 L400 80 L0 80 Z"
        className="fill-accent"
      />
      <path
        d="M0 70 L40 64 L80 66 L120 52 L160 55 L200 40 L240 42 L280 28 L320 30 L360 16 L400 10"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
