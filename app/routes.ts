import { type RouteConfig, index, route } from "@react-router/dev/routes";

/**
 * The route table, written out so that a route is found by reading it. The public pages are in
 * the spec's order; `routes.test.ts` checks that they are exactly the pages of `content/pages.ts`
 * (the sitemap and the prerender list). Any other path answers 404 with the not-found page of the
 * root error boundary. The JSON API (`/api/*`) is not here: the server answers it ahead of React
 * Router, from `app/api/endpoints.server.ts` (docs/decisions/0013).
 */
export default [
  index("routes/home.tsx"),
  route("how-it-works", "routes/how-it-works.tsx"),
  route("features", "routes/features.tsx"),
  route("pricing", "routes/pricing.tsx"),
  route("contact", "routes/contact.tsx"),
  route("about", "routes/about.tsx"),
  route("free-audit", "routes/free-audit.tsx"),
  route("support", "routes/support.tsx"),
  route("resources", "routes/resources.tsx"),
  route("privacy-policy", "routes/privacy-policy.tsx"),
  route("ai-marketing-agents", "routes/ai-marketing-agents.tsx"),
  route("seo-automation", "routes/seo-automation.tsx"),
  route("social-media-management", "routes/social-media-management.tsx"),
  route("website-builder", "routes/website-builder.tsx"),
  route("web-development", "routes/web-development.tsx"),
  route("ux-ui-design", "routes/ux-ui-design.tsx"),
  route("e-commerce", "routes/e-commerce.tsx"),
  route("mobile-apps", "routes/mobile-apps.tsx"),
  route("learning-center", "routes/learning-center.tsx"),
  route("web-tools", "routes/web-tools.tsx"),
  route("dmv-directory", "routes/dmv-directory.tsx"),
  route("industry-trends", "routes/industry-trends.tsx"),
  route("portfolio", "routes/portfolio.tsx"),
  route("ecommerce-examples", "routes/ecommerce-examples.tsx"),

  // The blog: rendered per request from the database (product.md D1, D9).
  route("blog", "routes/blog.tsx"),
  route("blog/:slug", "routes/blog-post.tsx"),
  route("blog/rss.xml", "routes/blog-rss.ts"),
  route("blog/images/:file", "routes/blog-image.ts"),

  // The strategy call (product.md D12): rendered per request, with the free times of the moment.
  route("book", "routes/book.tsx"),
  route("book/manage", "routes/book-manage.tsx"),

  // Accounts: rendered per request, never cached, not in the sitemap.
  route("signup", "routes/signup.tsx"),
  route("signin", "routes/signin.tsx"),
  route("dashboard", "routes/dashboard.tsx"),
  route("signout", "routes/signout.ts"),
  route("forgot-password", "routes/forgot-password.tsx"),
  route("reset-password", "routes/reset-password.tsx"),
  route("verify-email", "routes/verify-email.tsx"),
  route("account-deleted", "routes/account-deleted.tsx"),

  // The team's workspace (product.md D13): members only, never cached, not in the sitemap.
  route("team", "routes/team.tsx"),
  route("team/items/:id", "routes/team-item.tsx"),
  route("team/calendar", "routes/team-calendar.tsx"),
  route("team/report", "routes/team-report.tsx"),
  route("team/report.csv", "routes/team-report-csv.ts"),
  route("team/people", "routes/team-people.tsx"),
  route("team/privacy", "routes/team-privacy.tsx"),
  route("team/export.csv", "routes/team-export.ts"),
  route("team/invite", "routes/team-invite.tsx"),

  route("robots.txt", "routes/robots.txt.ts"),
  route("sitemap.xml", "routes/sitemap.xml.ts"),
] satisfies RouteConfig;
