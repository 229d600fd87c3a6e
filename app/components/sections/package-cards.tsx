import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "#app/components/ui/card.tsx";
import type { SectionIntro, ServicePackage } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { PopularBadge } from "#app/components/sections/popular-badge.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

/**
 * Props of `PackageCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `packages`: `ServicePackage[]` (content/types.ts): name, `priceText`, description, features,
 *   `timelineText`, `popular` (marked with the badge) and `action` (Get Started, usually to
 *   `contactServicePath(name)`). The link gets an sr-only " with the <name>" unless its label names the
 *   package, so that it makes sense out of context.
 * - `popularLabel`: what the popular package's badge says.
 * - `timelineLabel`: the term before the timeline ("Timeline").
 * - `note`: a line under the cards, such as what every package includes.
 * - `tone`: `muted` for a grey band.
 */
interface PackageCardsProps {
  intro: SectionIntro;
  packages: readonly ServicePackage[];
  popularLabel: string;
  timelineLabel?: string;
  note?: string;
  tone?: "default" | "muted";
}

/** Fixed-scope packages or pricing tiers side by side, each with its price and a link. */
export function PackageCards({
  intro,
  packages,
  popularLabel,
  timelineLabel = "Timeline",
  note,
  tone = "default",
}: PackageCardsProps) {
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
      {/* mt-14 leaves room for the popular badge that sits on a card's top edge. */}
      <ul className="mt-14 grid gap-8 md:grid-cols-3 md:items-stretch">
        {packages.map((pkg) => (
          <li key={pkg.id} className="flex">
            <Card
              className={cn(
                "relative w-full",
                pkg.popular && "border-2 border-primary shadow-lg",
              )}
            >
              {pkg.popular && <PopularBadge label={popularLabel} />}
              <CardHeader className="gap-3">
                <CardTitle className="text-xl">{pkg.name}</CardTitle>
                <p className="text-4xl font-extrabold tracking-tight text-foreground">
                  {pkg.priceText}
                </p>
                <CardDescription className="text-base leading-7">
                  {pkg.description}
                </CardDescription>
              </CardHeader>
              <CardContent className="flex flex-1 flex-col gap-6">
                <CheckList
                  items={pkg.features}
                  size="lg"
                  className="border-t pt-6"
                />
                <dl className="mt-auto rounded-lg bg-secondary px-4 py-3 text-sm text-secondary-foreground">
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <dt className="flex items-center gap-2">
                      <Icon name="clock" className="size-4" />
                      {timelineLabel}:
                    </dt>
                    <dd className="font-semibold">{pkg.timelineText}</dd>
                  </div>
                </dl>
              </CardContent>
              <CardFooter>
                <ActionLink
                  action={pkg.action}
                  subject={pkg.name}
                  subjectPrefix="with the"
                  size="lg"
                  variant={pkg.popular ? "default" : "outline"}
                  className="w-full"
                />
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
