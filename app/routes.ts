import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { publicPages } from "./content/pages.ts";

/**
 * The route table. Public pages come from `content/pages.ts` (the site map in the spec's order);
 * any other path answers 404 with the not-found page of the root error boundary.
 */
export default [
  ...publicPages.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
  ),
  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
  route("api/health", "routes/api/health.ts"),
  route("api/leads", "routes/api/leads.ts"),
  route("api/contact", "routes/api/contact.ts"),
  route("api/support", "routes/api/support.ts"),
  route("api/newsletter", "routes/api/newsletter.ts"),
  route("api/resource-requests", "routes/api/resource-requests.ts"),
] satisfies RouteConfig;
