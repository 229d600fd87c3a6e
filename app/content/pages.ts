/**
 * The public pages of the site, in the spec's order: the build prerenders every entry and
 * `/sitemap.xml` lists them. `routes.ts` names the same pages (`routes.test.ts` checks it).
 */
export interface PublicPage {
  /** URL path, starting with "/". */
  path: string;
  /** Sitemap priority, 0 to 1. */
  priority: number;
}

export const publicPages = [
  { path: "/", priority: 1 },
  { path: "/how-it-works", priority: 0.8 },
  { path: "/features", priority: 0.8 },
  { path: "/pricing", priority: 0.9 },
  { path: "/contact", priority: 0.8 },
  { path: "/about", priority: 0.7 },
  { path: "/free-audit", priority: 0.9 },
  { path: "/support", priority: 0.5 },
  { path: "/resources", priority: 0.7 },
  { path: "/privacy-policy", priority: 0.3 },
  { path: "/ai-marketing-agents", priority: 0.8 },
  { path: "/seo-automation", priority: 0.8 },
  { path: "/social-media-management", priority: 0.8 },
  { path: "/website-builder", priority: 0.8 },
  { path: "/web-development", priority: 0.8 },
  { path: "/ux-ui-design", priority: 0.8 },
  { path: "/e-commerce", priority: 0.8 },
  { path: "/mobile-apps", priority: 0.8 },
  { path: "/learning-center", priority: 0.7 },
  { path: "/web-tools", priority: 0.7 },
  { path: "/dmv-directory", priority: 0.6 },
  { path: "/industry-trends", priority: 0.8 },
  { path: "/portfolio", priority: 0.7 },
  { path: "/ecommerce-examples", priority: 0.7 },
] as const satisfies readonly PublicPage[];

/**
 * Public pages rendered per request from the database (the blog list; its posts are listed from
 * the database): in the sitemap, never prerendered.
 */
export const databasePages = [
  { path: "/blog", priority: 0.8 },
  { path: "/book", priority: 0.9 },
] as const satisfies readonly PublicPage[];

export const prerenderedPaths: readonly string[] = publicPages.map(
  (page) => page.path,
);
