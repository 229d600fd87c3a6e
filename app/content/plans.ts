/**
 * The plan catalogue: the one place plan ids, names, prices and features live. The pricing page,
 * the home teaser, signup, the JSON-LD offers and the chat assistant all read it.
 */
import type { Plan } from "#app/content/types.ts";

export const plans = [
  {
    id: "starter",
    name: "Starter",
    catalogName: "AI Starter Agent",
    monthlyPrice: 297,
    description:
      "A steady, professional presence for a single-location business: fresh content, regular social posts and keyword tracking, handled for you every month.",
    features: [
      "2 blog posts per month",
      "3 social posts per week",
      "10 keywords tracked",
      "Email support",
    ],
    ctaLabel: "Choose Starter",
    popular: false,
    teaser: "2 posts per month",
  },
  {
    id: "growth",
    name: "Pro",
    catalogName: "AI Growth Agent",
    monthlyPrice: 497,
    description:
      "For businesses ready to pull ahead of local competitors: a new blog post every week, social posts every day and a close eye on what the competition is doing.",
    features: [
      "Weekly blog posts",
      "Daily social posts",
      "25 keywords tracked",
      "Competitor monitoring",
      "Email and chat support",
    ],
    ctaLabel: "Choose Pro",
    popular: true,
    teaser: "4 posts per month",
  },
  {
    id: "enterprise",
    name: "Dominate",
    catalogName: "AI Enterprise Agent",
    monthlyPrice: 997,
    description:
      "For businesses that want to own their market: twice-weekly content, unlimited social posting, deep rank tracking and lead alerts when visitors convert.",
    features: [
      "2 blog posts per week",
      "Unlimited social posts",
      "100+ keywords tracked",
      "Rank tracking reports",
      "Conversion tracking with lead alerts",
      "Dedicated success agent",
    ],
    ctaLabel: "Choose Dominate",
    popular: false,
    teaser: "8 posts per month",
  },
] as const satisfies readonly Plan[];

export type CatalogPlan = (typeof plans)[number];
export type PlanId = CatalogPlan["id"];

/** The plan signup shows when the link names none (or an unknown one). */
export const defaultPlanId = "growth" satisfies PlanId;

export function isPlanId(value: unknown): value is PlanId {
  return plans.some((plan) => plan.id === value);
}

/** The plan with this id; the default plan for a missing or unknown id (a hand-edited link). */
export function getPlan(id: string | null | undefined): CatalogPlan {
  const plan = plans.find((candidate) => candidate.id === id);
  if (plan) return plan;
  const fallback = plans.find((candidate) => candidate.id === defaultPlanId);
  if (!fallback)
    throw new Error(
      `The default plan "${defaultPlanId}" is not in the catalogue`,
    );
  return fallback;
}

/** The plan most customers choose (the badge on its card), which the pricing FAQ recommends. */
export const popularPlan: CatalogPlan =
  plans.find((plan) => plan.popular) ?? getPlan(undefined);

/** Where a plan's button leads: the signup form with the plan chosen. */
export function signupPath(planId: PlanId): string {
  return `/signup?plan=${encodeURIComponent(planId)}`;
}

/**
 * The plan's card on the pricing page. The `plan-<id>` anchor is set by the full variant of
 * `PlanCards`; keep the two in step.
 */
export function planDetailsPath(planId: PlanId): string {
  return `/pricing#plan-${planId}`;
}

/** What the badge on the card of the plan or package most customers choose says, in words. */
export const popularBadgeLabel = "Most Popular";

/** The entry price, for "from $297" wording. */
export const lowestMonthlyPrice = Math.min(
  ...plans.map((plan) => plan.monthlyPrice),
);
export const highestMonthlyPrice = Math.max(
  ...plans.map((plan) => plan.monthlyPrice),
);

/** The pitch's reference point (spec §1): a freelancer costs $1,500+ a month. */
export const freelancerMonthlyCost = 1500;
/** The pitch's yearly savings claim (spec §1), worded as the copy states it. */
export const yearlySavingsClaim = "over $15,000";
