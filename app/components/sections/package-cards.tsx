import { useId } from "react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
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
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";

/**
 * Props of `PackageCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `packages`: `ServicePackage[]` (content/types.ts): name, `priceText`, description, features,
 *   `timelineText`, `popular` (the "Most Popular" badge) and `action` (Get Started, usually to
 *   `contactServicePath(name)`). The link gets an sr-only " with the <name>" unless its label names the
 *   package, so that it makes sense out of context.
 * - `timelineLabel`: the term before the timeline ("Timeline").
 * - `note`: a line under the cards, such as what every package includes.
 * - `tone`: `muted` for a grey band.
 */
interface PackageCardsProps {
  intro: SectionIntro;
  packages: readonly ServicePackage[];
  timelineLabel?: string;
  note?: string;
  tone?: "default" | "muted";
}

/** Fixed-scope packages or pricing tiers side by side, each with its price and a link. */
export function PackageCards({
  intro,
  packages,
  timelineLabel = "Timeline",
  note,
  tone = "default",
}: PackageCardsProps) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("py-16 sm:py-24", tone === "muted" && "bg-muted")}
    >
      <div className={containerClass}>
        <SectionHeading id={headingId} {...intro} />
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
                {pkg.popular && (
                  <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">
                    Most Popular
                  </Badge>
                )}
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
                  <ul className="space-y-3 border-t pt-6">
                    {pkg.features.map((feature) => (
                      <li
                        key={feature}
                        className="flex gap-3 text-sm leading-6 text-foreground"
                      >
                        <Icon
                          name="check"
                          className="mt-0.5 size-5 shrink-0 text-success"
                        />
                        {feature}
                      </li>
                    ))}
                  </ul>
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
                  <Button
                    asChild
                    size="lg"
                    variant={pkg.popular ? "default" : "outline"}
                    className="w-full"
                  >
                    <Link to={pkg.action.to}>
                      {pkg.action.label}
                      {!pkg.action.label.includes(pkg.name) && (
                        <>
                          {" "}
                          <span className="sr-only">with the {pkg.name}</span>
                        </>
                      )}
                      <Icon name="arrow-right" className="size-4" />
                    </Link>
                  </Button>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
        {note && (
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
            {note}
          </p>
        )}
      </div>
    </section>
  );
}
