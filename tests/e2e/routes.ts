import { databasePages, publicPages } from "#app/content/pages.ts";

/** Every public page (the blog list included), and a path that no route answers. */
export const pagePaths = [...publicPages, ...databasePages].map(
  (page) => page.path,
);
export const unknownPath = "/this-page-does-not-exist";
