/**
 * Plan allowances in prose, read from the plan catalogue's feature lists, so that service pages
 * quoting "how many posts" cannot disagree with the pricing page.
 */
import { plans } from "#app/content/plans.ts";

/** Each plan's first feature matching the pattern, with the plan's name. */
export function planAllowances(
  pattern: RegExp,
): { planId: string; planName: string; feature: string }[] {
  return plans.flatMap((plan) => {
    const feature = plan.features.find((candidate) => pattern.test(candidate));
    return feature ? [{ planId: plan.id, planName: plan.name, feature }] : [];
  });
}

const lowerFirst = (text: string) =>
  text.charAt(0).toLowerCase() + text.slice(1);

/**
 * "3 social posts per week on Starter, daily social posts on Pro and unlimited social posts on
 * Dominate".
 */
export function allowancesByPlan(pattern: RegExp): string {
  const parts = planAllowances(pattern).map(
    ({ planName, feature }) => `${lowerFirst(feature)} on ${planName}`,
  );
  if (parts.length === 0)
    throw new Error(`No plan has a feature matching ${pattern}`);
  return parts.length < 2
    ? parts.join("")
    : `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}`;
}

/** "10 to 100+": the keyword allowances of the smallest and the largest plan. */
export function keywordAllowanceRange(): string {
  const counts = planAllowances(/^\d+\+? keywords\b/).map(
    ({ feature }) => feature.split(" ")[0],
  );
  return `${counts[0]} to ${counts.at(-1)}`;
}
