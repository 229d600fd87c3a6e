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
  { path: "/pricing", file: "routes/pricing.tsx", priority: 0.9 },
] as const satisfies readonly PublicPage[];

export const prerenderedPaths: readonly string[] = publicPages.map(
  (page) => page.path,
);
