// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import {
  createMemoryRouter,
  data,
  RouterProvider,
  useRouteError,
} from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "#app/root.tsx";
import { site } from "#app/content/site.ts";

/** The framework hands the boundary its error as a prop; a plain data router does not. */
function BoundaryWithError() {
  const error = useRouteError();
  return (
    <ErrorBoundary
      {...({ error, params: {} } as Parameters<typeof ErrorBoundary>[0])}
    />
  );
}

/** Renders the root error boundary for a route whose loader fails the given way. */
function renderFailure(failure: unknown) {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        loader: () => {
          throw failure;
        },
        Component: () => null,
        ErrorBoundary: BoundaryWithError,
      },
    ],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("root error boundary", () => {
  it("shows the not-found page for a 404", async () => {
    renderFailure(data("Not Found", { status: 404 }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "404 Page Not Found",
    );
    expect(
      screen.queryByText(/forget to add the page to the router/),
    ).toBeNull();
    for (const href of ["/", "/blog", "/contact"]) {
      expect(document.querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });

  it("shows a friendly page for an unexpected error, without its details", async () => {
    // Development builds log the error for the developer; the visitor never sees it.
    vi.spyOn(console, "error").mockImplementation(() => {});
    renderFailure(
      new Error(
        "connect ECONNREFUSED 10.0.0.5:5432 at Pool.connect (pg/lib/pool.js:45)",
      ),
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(
      "Something went wrong",
    );
    expect(document.body.textContent).not.toMatch(
      /ECONNREFUSED|pool\.js|10\.0\.0\.5/,
    );
    expect(
      screen.getByRole("link", { name: site.email }).getAttribute("href"),
    ).toMatch(new RegExp(`^mailto:${site.email}`));
  });
});
