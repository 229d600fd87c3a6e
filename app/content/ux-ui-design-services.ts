/**
 * The design services' names and starting prices (spec §9). The page's JSON-LD offers read them at
 * first load; the cards below the hero (`ux-ui-design-sections.ts`) add the details.
 */
import type { ServicePrice } from "#app/content/types.ts";

/** The page's service: breadcrumb, JSON-LD and the contact form's service of interest. */
export const uxUiDesignServiceName = "UX/UI Design";

export const uxUiDesignPrices = [
  { id: "ux-design", title: "UX Design", min: 2_500 },
  { id: "ui-design", title: "UI Design", min: 2_000 },
  { id: "mobile-app-design", title: "Mobile App Design", min: 3_500 },
  { id: "web-app-design", title: "Web App Design", min: 3_000 },
  { id: "design-systems", title: "Design Systems", min: 4_000 },
  {
    id: "conversion-optimization",
    title: "Conversion Rate Optimization",
    min: 1_500,
  },
] as const satisfies readonly ServicePrice[];
