/**
 * The copy of /e-commerce: the whole page, which holds no widget. The route declares it a client
 * part that never loads on the first visit, so the browser keeps the server's HTML and neither
 * this text nor the sections that lay it out are in the page's JavaScript (docs/decisions/0021).
 */
import { type ReactNode, useId } from "react";
import { CaseStudies } from "#app/components/sections/case-studies.tsx";
import { ChecklistCards } from "#app/components/sections/checklist-cards.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { PackageCards } from "#app/components/sections/package-cards.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { ServiceCards } from "#app/components/sections/service-cards.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  eCommerceCta,
  eCommerceFeatures,
  eCommerceHero,
  eCommercePackages,
  eCommercePlatforms,
  eCommerceServices,
  eCommerceStories,
} from "#app/content/e-commerce-copy.ts";
import type { Platform, SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";

export default function ECommerceCopy() {
  return (
    <>
      <Hero {...eCommerceHero} />
      <ServiceCards {...eCommerceServices} />
      <PlatformComparison {...eCommercePlatforms} tone="muted" />
      <CaseStudies {...eCommerceStories} />
      <ChecklistCards {...eCommerceFeatures} tone="muted" />
      <PackageCards {...eCommercePackages} />
      <CtaSection {...eCommerceCta} />
    </>
  );
}

/**
 * Props of `PlatformComparison`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `caption`: names the table for assistive technology and sits above it.
 * - `platforms`: `Platform[]` (content/types.ts), one column each: description, best for,
 *   pricing, pros and cons.
 * - `labels`: the row headings, to change their wording.
 * - `note`: a line under the table, such as where the prices come from.
 * - `tone`: `muted` for a grey band.
 */
interface PlatformComparisonProps {
  intro: SectionIntro;
  caption: string;
  platforms: readonly Platform[];
  labels?: Partial<typeof defaultLabels>;
  note?: string;
  tone?: "default" | "muted";
}

const defaultLabels = {
  description: "Overview",
  bestFor: "Best for",
  pricing: "Platform pricing",
  pros: "Pros",
  cons: "Cons",
  /** Shown on narrow screens, where the table scrolls sideways. */
  scrollHint: "Scroll sideways to compare every platform.",
};

/**
 * Platforms side by side in a real table, one column each. Below the large breakpoint the table
 * keeps a readable width and scrolls sideways inside a focusable region (so keyboard users can
 * scroll it too), with the row headings pinned to the left edge.
 */
function PlatformComparison({
  intro,
  caption,
  platforms,
  labels,
  note,
  tone = "default",
}: PlatformComparisonProps) {
  const captionId = useId();
  const text = { ...defaultLabels, ...labels };
  const rows: {
    id: string;
    label: string;
    cell: (p: Platform) => ReactNode;
  }[] = [
    { id: "description", label: text.description, cell: (p) => p.description },
    {
      id: "best-for",
      label: text.bestFor,
      cell: (p) => (
        <span className="font-medium text-foreground">{p.bestFor}</span>
      ),
    },
    { id: "pricing", label: text.pricing, cell: (p) => p.pricing },
    {
      id: "pros",
      label: text.pros,
      cell: (p) => <Points items={p.pros} kind="pro" />,
    },
    {
      id: "cons",
      label: text.cons,
      cell: (p) => <Points items={p.cons} kind="con" />,
    },
  ];
  return (
    <SectionShell intro={intro} tone={tone}>
      <p className="mt-10 text-center text-sm text-muted-foreground lg:hidden">
        {text.scrollHint}
      </p>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="mt-4 overflow-x-auto rounded-xl border bg-card shadow-sm lg:mt-12"
      >
        <table className="w-full min-w-[60rem] table-fixed border-collapse text-left text-sm lg:min-w-0">
          <caption
            id={captionId}
            className="border-b px-4 py-3 text-left text-sm text-muted-foreground sm:px-6"
          >
            {caption}
          </caption>
          <thead>
            <tr className="bg-muted">
              {/* The corner cell heads nothing: a plain cell, not an empty header. */}
              <td className="sticky left-0 w-28 border-r bg-muted px-3 py-3 sm:w-36 sm:px-4 lg:border-r-0" />
              {platforms.map((platform) => (
                <th
                  key={platform.id}
                  scope="col"
                  className="px-4 py-3 text-base font-semibold text-foreground sm:px-6"
                >
                  {platform.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className="border-t align-top">
                <th
                  scope="row"
                  className="sticky left-0 border-r bg-muted px-3 py-4 font-semibold text-foreground sm:px-4 lg:border-r-0"
                >
                  {row.label}
                </th>
                {platforms.map((platform) => (
                  <td
                    key={platform.id}
                    className="px-4 py-4 leading-6 text-muted-foreground sm:px-6"
                  >
                    {row.cell(platform)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {/* Closer to the table than SectionShell's note. */}
      {note && (
        <p className="mx-auto mt-4 max-w-3xl text-center text-sm text-muted-foreground">
          {note}
        </p>
      )}
    </SectionShell>
  );
}

function Points({
  items,
  kind,
}: {
  items: readonly string[];
  kind: "pro" | "con";
}) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <Icon
            name={kind === "pro" ? "check" : "minus"}
            className={cn(
              "mt-0.5 size-4 shrink-0",
              kind === "pro" ? "text-success" : "text-destructive",
            )}
          />
          {item}
        </li>
      ))}
    </ul>
  );
}
