import { isRouteErrorResponse } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { getLogger } from "#app/services/logger.server.ts";
import { readForPage } from "./page-data.server.ts";

describe("a page's database read", () => {
  it("passes the result through", async () => {
    expect(await readForPage(async () => 42, "read a number")).toBe(42);
  });

  it("turns a database failure into a 503 for the page, and logs what failed", async () => {
    const error = vi.spyOn(getLogger(), "error").mockImplementation(() => {});
    try {
      const thrown = await readForPage(async () => {
        throw Object.assign(new Error("connection terminated"), {
          severity: "FATAL",
          code: "57P01",
        });
      }, "read the blog's posts").catch((reason: unknown) => reason);
      // React Router answers a thrown data(null, { status: 503 }) with that status.
      expect(thrown).toMatchObject({ init: { status: 503 } });
      expect(isRouteErrorResponse(thrown)).toBe(false);
      expect(error).toHaveBeenCalledWith(
        { code: "57P01" },
        "could not read the blog's posts",
      );
    } finally {
      error.mockRestore();
    }
  });
});
