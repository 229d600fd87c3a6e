import { publicPages } from "#app/content/pages.ts";

/** Every public page, and a path that no route answers. */
export const pagePaths = publicPages.map((page) => page.path);
export const unknownPath = "/this-page-does-not-exist";
