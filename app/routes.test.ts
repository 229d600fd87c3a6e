import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import routes from "./routes.ts";
import { apiEndpoints } from "./api/endpoints.server.ts";
import { databasePages, publicPages } from "./content/pages.ts";

/**
 * Routes outside the sitemap's list of pages: those that answer machines, the account pages,
 * which are rendered per request for one visitor, and the blog's posts, which the sitemap lists
 * from the database.
 */
const machinePaths = [
  "robots.txt",
  "sitemap.xml",
  "blog/rss.xml",
  "blog/images/:file",
  "blog/:slug",
];
const accountPaths = [
  "signup",
  "signin",
  "dashboard",
  "signout",
  "forgot-password",
  "reset-password",
  "verify-email",
  "account-deleted",
  // A booking's e-mailed manage link.
  "book/manage",
];
/** The team's workspace: signed-in members only, never in the sitemap. */
const teamPaths = [
  "team",
  "team/items/:id",
  "team/calendar",
  "team/report",
  "team/report.csv",
  "team/people",
  "team/privacy",
  "team/export.csv",
  "team/invite",
];
const isOutsideSitemap = (path: string) =>
  machinePaths.includes(path) ||
  accountPaths.includes(path) ||
  teamPaths.includes(path);

const urlPath = (route: { index?: boolean; path?: string }) =>
  route.index ? "/" : `/${route.path ?? ""}`;

describe("the route table", () => {
  it("serves exactly the pages of the sitemap, in the same order", () => {
    const pageRoutes = routes.filter(
      (route) => route.index || !isOutsideSitemap(route.path ?? ""),
    );
    expect(pageRoutes.map(urlPath)).toEqual(
      [...publicPages, ...databasePages].map((page) => page.path),
    );
  });

  it("points every route at a module that exists", () => {
    const missing = routes
      .map((route) => route.file)
      .filter(
        (file) => !existsSync(fileURLToPath(new URL(file, import.meta.url))),
      );
    expect(missing).toEqual([]);
  });

  it("has no path twice", () => {
    const paths = routes.map(urlPath);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("leaves /api/ to the JSON API, whose paths are distinct", () => {
    expect(
      routes.map(urlPath).filter((path) => path.startsWith("/api")),
    ).toEqual([]);
    const apiPaths = apiEndpoints.map((endpoint) =>
      endpoint.path.toLowerCase(),
    );
    expect(new Set(apiPaths).size).toBe(apiPaths.length);
    expect(apiPaths).toEqual(
      expect.arrayContaining([
        "/api/health",
        "/api/leads",
        "/api/contact",
        "/api/support",
        "/api/newsletter",
        "/api/resource-requests",
      ]),
    );
  });
});
