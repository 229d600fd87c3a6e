/**
 * The web development services' names and price ranges (spec §9), read by the web development
 * page's cards and JSON-LD offers and by the learning center's answers.
 */
import type { ServicePrice } from "#app/content/types.ts";

/** The page's service: breadcrumb, JSON-LD and the contact form's service of interest. */
export const webDevelopmentServiceName = "Web Development";

export const webDevelopmentPrices = [
  {
    id: "custom-web-applications",
    title: "Custom Web Applications",
    min: 15_000,
    max: 75_000,
  },
  {
    id: "e-commerce-development",
    title: "E-commerce Development",
    min: 8_000,
    max: 35_000,
  },
  {
    id: "progressive-web-apps",
    title: "Progressive Web Apps",
    min: 12_000,
    max: 50_000,
  },
  {
    id: "database-design-integration",
    title: "Database Design & Integration",
    min: 3_000,
    max: 15_000,
  },
  { id: "security-audits", title: "Security Audits", min: 2_500, max: 8_000 },
  {
    id: "performance-optimization",
    title: "Performance Optimization",
    min: 1_500,
    max: 5_000,
  },
] as const satisfies readonly ServicePrice[];
