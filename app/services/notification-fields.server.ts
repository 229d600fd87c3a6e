import type { AttributionKey } from "#app/lib/attribution.ts";

/**
 * Turns a submission into the labelled lines of the team's notification: every field the visitor
 * gave, in the form's order, with "(not given)" for optional ones left empty.
 */
export function labelledFields(
  labels: Record<string, string>,
  data: Record<string, unknown>,
): { label: string; value: string }[] {
  return Object.entries(labels).map(([key, label]) => {
    const value = data[key];
    return {
      label,
      value:
        value === undefined || value === null || value === ""
          ? "(not given)"
          : String(value),
    };
  });
}

export const attributionLabels: Record<AttributionKey, string> = {
  landingPage: "Landing page",
  referrer: "Referrer",
  utmSource: "UTM source",
  utmMedium: "UTM medium",
  utmCampaign: "UTM campaign",
  utmTerm: "UTM term",
  utmContent: "UTM content",
};
