/**
 * The badge colour of a trend's impact (spec: destructive for Critical, default for High,
 * secondary otherwise). Returns a Badge variant name; lib/ knows no components.
 */
export type ImpactBadgeVariant = "destructive" | "default" | "secondary";

export function impactBadgeVariant(impact: string): ImpactBadgeVariant {
  if (impact === "Critical") return "destructive";
  if (impact === "High") return "default";
  return "secondary";
}
