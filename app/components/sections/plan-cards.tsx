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
import type { CallToAction, Plan, SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import { formatPrice } from "#app/lib/format.ts";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";
import { Icon } from "#app/components/ui/icon.tsx";

interface PlanCardsProps<P extends Plan> {
  intro: SectionIntro;
  /** Keep the heading for assistive technology only, when the page's h1 already introduces it. */
  hideIntro?: boolean;
  plans: readonly P[];
  /** `teaser`: price and allowance in brief; `full`: description, features and the plan's button. */
  variant: "teaser" | "full";
  /** Where a plan's button leads (signup in the full variant, the plan's details in the teaser). */
  planHref: (planId: P["id"]) => string;
  /** A line under the cards, such as what every plan includes. */
  note?: string;
  /** A link under the cards, such as the full pricing page. */
  action?: CallToAction;
  tone?: "default" | "muted";
}

export function PlanCards<P extends Plan>({
  intro,
  hideIntro = false,
  plans,
  variant,
  planHref,
  note,
  action,
  tone = "default",
}: PlanCardsProps<P>) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        hideIntro ? "pb-16 sm:pb-24" : "py-16 sm:py-24",
        tone === "muted" && "bg-muted",
      )}
    >
      <div className={containerClass}>
        <SectionHeading
          id={headingId}
          {...intro}
          className={cn(hideIntro && "sr-only")}
        />
        <ul
          className={cn(
            "grid gap-8 md:grid-cols-3 md:items-stretch",
            // Room above the cards for the popular badge that sits on the top edge.
            hideIntro ? "pt-4" : "mt-14",
          )}
        >
          {plans.map((plan) => (
            <li key={plan.id} className="flex">
              {variant === "full" ? (
                <FullPlanCard plan={plan} href={planHref(plan.id)} />
              ) : (
                <TeaserPlanCard plan={plan} href={planHref(plan.id)} />
              )}
            </li>
          ))}
        </ul>
        {note && (
          <p className="mt-8 text-center text-sm text-muted-foreground">
            {note}
          </p>
        )}
        {action && (
          <div className="mt-8 text-center">
            <Button asChild variant="outline" size="lg">
              <Link to={action.to}>
                {action.label}
                <Icon name="arrow-right" className="size-4" />
              </Link>
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}

function PopularBadge() {
  return (
    <Badge className="absolute -top-3 left-1/2 -translate-x-1/2 px-3 py-1 text-xs">
      Most Popular
    </Badge>
  );
}

function Price({ amount, large }: { amount: number; large?: boolean }) {
  return (
    <p className="flex items-baseline gap-1">
      <span
        className={cn(
          "font-extrabold tracking-tight text-foreground",
          large ? "text-5xl" : "text-4xl",
        )}
      >
        {formatPrice(amount)}
      </span>
      <span aria-hidden="true" className="text-muted-foreground">
        /month
      </span>
      <span className="sr-only">per month</span>
    </p>
  );
}

function FullPlanCard({ plan, href }: { plan: Plan; href: string }) {
  return (
    // The `plan-<id>` anchor is what the home teaser links to (planDetailsPath in content/plans.ts).
    <Card
      id={`plan-${plan.id}`}
      className={cn(
        "relative w-full",
        plan.popular && "border-2 border-primary shadow-lg",
      )}
    >
      {plan.popular && <PopularBadge />}
      <CardHeader className="gap-3">
        <div>
          <CardTitle className="text-2xl">{plan.name}</CardTitle>
          <p className="mt-1 text-sm font-medium text-primary">
            {plan.catalogName}
          </p>
        </div>
        <Price amount={plan.monthlyPrice} large />
        <CardDescription className="text-base leading-7">
          {plan.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-3 border-t pt-6">
          {plan.features.map((feature) => (
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
      </CardContent>
      <CardFooter>
        <Button
          asChild
          size="lg"
          variant={plan.popular ? "default" : "outline"}
          className="w-full"
        >
          <Link to={href}>{plan.ctaLabel}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}

function TeaserPlanCard({ plan, href }: { plan: Plan; href: string }) {
  return (
    <Card
      className={cn(
        "relative w-full text-center",
        plan.popular && "border-2 border-primary shadow-lg",
      )}
    >
      {plan.popular && <PopularBadge />}
      <CardHeader className="items-center gap-2">
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <p className="text-sm text-muted-foreground">{plan.catalogName}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-center gap-3">
        <Price amount={plan.monthlyPrice} />
        <p className="rounded-full bg-secondary px-3 py-1 text-sm font-medium text-secondary-foreground">
          {plan.teaser}
        </p>
      </CardContent>
      <CardFooter className="justify-center">
        <Button
          asChild
          variant={plan.popular ? "default" : "outline"}
          className="w-full"
        >
          <Link to={href}>{`See ${plan.name} details`}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
