import { Badge } from "#app/components/ui/badge.tsx";
import type { SectionIntro, Trend } from "#app/content/types.ts";
import { impactBadgeVariant } from "#app/lib/trend-impact.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { TitledList } from "#app/components/sections/titled-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `TrendCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `trends`: `Trend[]` (content/types.ts): title, description, `impact` (its badge colour comes
 *   from `impactBadgeVariant`), timeline, `adoption` (0-100, drawn as a bar), details and
 *   `dmvImpact`.
 * - `labels`: the terms used inside the cards, to change their wording.
 * - `note`: a line under the cards, such as where the adoption figures come from.
 * - `tone`: `muted` for a grey band.
 */
interface TrendCardsProps {
  intro: SectionIntro;
  trends: readonly Trend[];
  labels?: Partial<typeof defaultLabels>;
  note?: string;
  tone?: "default" | "muted";
}

const defaultLabels = {
  impact: "impact",
  timeline: "Timeline",
  adoption: "Adoption",
  details: "What it involves",
  dmvImpact: "What it means in the DMV",
};

/** Trend cards: impact badge, timeline, adoption bar, details and the local angle. */
export function TrendCards({
  intro,
  trends,
  labels,
  note,
  tone = "default",
}: TrendCardsProps) {
  const text = { ...defaultLabels, ...labels };
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {trends.map((trend) => (
          <li key={trend.id} className="flex">
            <article className="flex w-full flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                {trend.icon && (
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon name={trend.icon} />
                  </span>
                )}
                <Badge
                  variant={impactBadgeVariant(trend.impact)}
                  className="ms-auto px-2.5 py-1"
                >
                  {trend.impact} {text.impact}
                </Badge>
              </div>
              <div>
                <h3 className="text-xl leading-tight font-semibold text-foreground">
                  {trend.title}
                </h3>
                <p className="mt-2 leading-7 text-muted-foreground">
                  {trend.description}
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-4 border-y py-4 text-sm">
                <div>
                  <dt className="text-muted-foreground">{text.timeline}</dt>
                  <dd className="mt-1 font-semibold text-foreground">
                    {trend.timeline}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{text.adoption}</dt>
                  <dd className="mt-1 font-semibold text-foreground">
                    {trend.adoption}%
                    {/* The figure above carries the meaning; the bar only draws it. */}
                    <span
                      aria-hidden="true"
                      className="mt-2 block h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{
                          width: `${Math.min(100, Math.max(0, trend.adoption))}%`,
                        }}
                      />
                    </span>
                  </dd>
                </div>
              </dl>
              <TitledList title={text.details} items={trend.details} />
              <div className="mt-auto rounded-lg bg-secondary p-4">
                <p className="flex items-center gap-2 text-sm font-semibold text-secondary-foreground">
                  <Icon name="map-pin" className="size-4 text-primary" />
                  {text.dmvImpact}
                </p>
                <p className="mt-1 text-sm leading-6 text-secondary-foreground">
                  {trend.dmvImpact}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
