import { Link } from "react-router";
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
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { CheckList } from "#app/components/sections/check-list.tsx";
import { PopularBadge } from "#app/components/sections/popular-badge.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

interface PlanCardsProps<P extends Plan> {
  intro: SectionIntro;
  /** Keep the heading for assistive technology only, when the page's h1 already introduces it. */
  hideIntro?: boolean;
  plans: readonly P[];
  /** `teaser`: price and allowance in brief; `full`: description, features and the plan's button. */
  variant: "teaser" | "full";
  /** Where a plan's button leads (signup in the full variant, the plan's details in the teaser). */
  planHref: (planId: P["id"]) => string;
  /** What the popular plan's badge says. */
  popularLabel: string;
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
  popularLabel,
  note,
  action,
  tone = "default",
}: PlanCardsProps<P>) {
  return (
    <SectionShell intro={intro} tone={tone} hideIntro={hideIntro}>
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
              <FullPlanCard
                plan={plan}
                href={planHref(plan.id)}
                popularLabel={popularLabel}
              />
            ) : (
              <TeaserPlanCard
                plan={plan}
                href={planHref(plan.id)}
                popularLabel={popularLabel}
              />
            )}
          </li>
        ))}
      </ul>
      {/* Not SectionShell's note: it goes above the action. */}
      {note && (
        <p className="mt-8 text-center text-sm text-muted-foreground">{note}</p>
      )}
      {action && (
        <div className="mt-8 text-center">
          <ActionLink action={action} variant="outline" size="lg" />
        </div>
      )}
    </SectionShell>
  );
}

/** A plan's monthly price: "$497/month", read as "$497 per month". */
export function MonthlyPrice({
  amount,
  large,
  className,
}: {
  amount: number;
  large?: boolean;
  className?: string;
}) {
  return (
    <p className={cn("flex items-baseline gap-1", className)}>
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

interface PlanCardProps {
  plan: Plan;
  href: string;
  popularLabel: string;
}

function FullPlanCard({ plan, href, popularLabel }: PlanCardProps) {
  return (
    // The `plan-<id>` anchor is what the home teaser links to (planDetailsPath in content/plans.ts).
    <Card
      id={`plan-${plan.id}`}
      className={cn(
        "relative w-full",
        plan.popular && "border-2 border-primary shadow-lg",
      )}
    >
      {plan.popular && <PopularBadge label={popularLabel} />}
      <CardHeader className="gap-3">
        <div>
          <CardTitle className="text-2xl">{plan.name}</CardTitle>
          <p className="mt-1 text-sm font-medium text-primary">
            {plan.catalogName}
          </p>
        </div>
        <MonthlyPrice amount={plan.monthlyPrice} large />
        <CardDescription className="text-base leading-7">
          {plan.description}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <CheckList items={plan.features} size="lg" className="border-t pt-6" />
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

function TeaserPlanCard({ plan, href, popularLabel }: PlanCardProps) {
  return (
    <Card
      className={cn(
        "relative w-full text-center",
        plan.popular && "border-2 border-primary shadow-lg",
      )}
    >
      {plan.popular && <PopularBadge label={popularLabel} />}
      <CardHeader className="items-center gap-2">
        <CardTitle className="text-xl">{plan.name}</CardTitle>
        <p className="text-sm text-muted-foreground">{plan.catalogName}</p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col items-center gap-3">
        <MonthlyPrice amount={plan.monthlyPrice} />
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
