/**
 * The public pages of the site, in the spec's order. `routes.ts` builds the route table from this
 * list, the build prerenders every entry, and `/sitemap.xml` lists them.
 */
export interface PublicPage {
  /** URL path, starting with "/". */
  path: string;
  /** Route module, relative to `app/`. */
  file: string;
  /** Sitemap priority, 0 to 1. */
  priority: number;
}

export const publicPages = [
  { path: "/", file: "routes/home.tsx", priority: 1 },
  { path: "/how-it-works", file: "routes/how-it-works.tsx", priority: 0.8 },
  { path: "/features", file: "routes/features.tsx", priority: 0.8 },
  { path: "/pricing", file: "routes/pricing.tsx", priority: 0.9 },
  { path: "/contact", file: "routes/contact.tsx", priority: 0.8 },
  { path: "/about", file: "routes/about.tsx", priority: 0.7 },
  { path: "/free-audit", file: "routes/free-audit.tsx", priority: 0.9 },
  { path: "/support", file: "routes/support.tsx", priority: 0.5 },
  { path: "/resources", file: "routes/resources.tsx", priority: 0.7 },
  { path: "/privacy-policy", file: "routes/privacy-policy.tsx", priority: 0.3 },
  {
    path: "/ai-marketing-agents",
    file: "routes/ai-marketing-agents.tsx",
    priority: 0.8,
  },
  { path: "/seo-automation", file: "routes/seo-automation.tsx", priority: 0.8 },
  {
    path: "/social-media-management",
    file: "routes/social-media-management.tsx",
    priority: 0.8,
  },
  {
    path: "/website-builder",
    file: "routes/website-builder.tsx",
    priority: 0.8,
  },
  {
    path: "/web-development",
    file: "routes/web-development.tsx",
    priority: 0.8,
  },
  { path: "/ux-ui-design", file: "routes/ux-ui-design.tsx", priority: 0.8 },
  { path: "/e-commerce", file: "routes/e-commerce.tsx", priority: 0.8 },
  { path: "/mobile-apps", file: "routes/mobile-apps.tsx", priority: 0.8 },
  {
    path: "/learning-center",
    file: "routes/learning-center.tsx",
    priority: 0.7,
  },
  { path: "/web-tools", file: "routes/web-tools.tsx", priority: 0.7 },
  { path: "/dmv-directory", file: "routes/dmv-directory.tsx", priority: 0.6 },
  {
    path: "/industry-trends",
    file: "routes/industry-trends.tsx",
    priority: 0.8,
  },
  { path: "/portfolio", file: "routes/portfolio.tsx", priority: 0.7 },
  {
    path: "/ecommerce-examples",
    file: "routes/ecommerce-examples.tsx",
    priority: 0.7,
  },
] as const satisfies readonly PublicPage[];

export const prerenderedPaths: readonly string[] = publicPages.map(
  (page) => page.path,
);
