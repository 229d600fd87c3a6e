// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

afterEach(cleanup);

let setCategory: (value: string) => void = () => {};
let setSearch: (value: string) => void = () => {};
let clear: () => void = () => {};

function Filters() {
  const [category, setCategoryValue] = useQueryState("category", "all");
  const [search, setSearchValue] = useQueryState("q", "", { replace: true });
  clear = useClearQuery(["category", "q"]);
  setCategory = setCategoryValue;
  setSearch = setSearchValue;
  const location = useLocation();
  return (
    <p>
      {category}|{search}|{location.search}
    </p>
  );
}

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: "/", element: <Filters /> }], {
    initialEntries: [url],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe("useQueryState", () => {
  it("reads the value from the URL, or the default when absent", () => {
    renderAt("/?category=seo");
    expect(screen.getByText(/\|/).textContent).toBe("seo||?category=seo");
  });

  it("writes changes to the URL and leaves the default out", async () => {
    const router = renderAt("/");
    await act(async () => setCategory("design"));
    expect(router.state.location.search).toBe("?category=design");
    await act(async () => setCategory("all"));
    expect(router.state.location.search).toBe("");
  });

  it("adds a history entry for a choice and replaces it for typed text", async () => {
    const router = renderAt("/");
    await act(async () => setCategory("seo"));
    await act(async () => setSearch("audit"));
    expect(router.state.location.search).toBe("?category=seo&q=audit");
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe("");
  });

  it("clears every named key at once", async () => {
    const router = renderAt("/?category=seo&q=audit&tab=events");
    await act(async () => clear());
    expect(router.state.location.search).toBe("?tab=events");
    expect(screen.getByText(/\|/).textContent).toBe("all||?tab=events");
  });
});
