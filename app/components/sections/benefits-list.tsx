import { useId } from "react";
import type {
  Benefit,
  CallToAction,
  SectionIntro,
} from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";

/**
 * Props of `BenefitsList`:
 * - `intro`: the section's eyebrow, h2 and lead, shown beside the list on wide screens.
 * - `benefits`: `Benefit[]` (content/types.ts): a title (h3) and a sentence each.
 * - `note`: a line under the list, such as a caveat on results.
 * - `action`: a link under the heading, such as the pricing page.
 * - `tone`: `muted` for a grey band.
 */
interface BenefitsListProps {
  intro: SectionIntro;
  benefits: readonly Benefit[];
  note?: string;
  action?: CallToAction;
  tone?: "default" | "muted";
}

/** A checklist of benefits: the heading on the left, the ticked items on the right. */
export function BenefitsList({
  intro,
  benefits,
  note,
  action,
  tone = "default",
}: BenefitsListProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-24", tone === "muted" && "bg-muted")}
    >
      <div
        className={cn(
          containerClass,
          "grid gap-10 lg:grid-cols-[2fr_3fr] lg:gap-16",
        )}
      >
        <div>
          <SectionHeading id={headingId} {...intro} align="start" />
          {action && (
            <ActionLink
              action={action}
              variant="outline"
              size="lg"
              className="mt-8"
            />
          )}
        </div>
        <div>
          <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2">
            {benefits.map((benefit) => (
              <li key={benefit.id} className="flex gap-3">
                <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-accent text-success">
                  <Icon name="check" className="size-4" />
                </span>
                <div>
                  <h3 className="font-semibold text-foreground">
                    {benefit.title}
                  </h3>
                  <p className="mt-1 leading-7 text-muted-foreground">
                    {benefit.description}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          {note && (
            <p className="mt-8 border-t pt-6 text-sm text-muted-foreground">
              {note}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
