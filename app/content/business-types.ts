/** The lead form's business types, in the spec's order (spec §3). */
export const businessTypes = [
  "Restaurant/Food Service",
  "Retail Store",
  "Professional Services",
  "Healthcare/Medical",
  "Real Estate",
  "Automotive",
  "Home Services",
  "Technology/Software",
  "Manufacturing",
  "Non-Profit",
  "Other",
] as const;

export type BusinessType = (typeof businessTypes)[number];
