// @vitest-environment jsdom
import {
  act,
  cleanup,
  fireEvent,
  render,
  screen,
} from "@testing-library/react";
import { Profiler } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

afterEach(cleanup);

function Filters() {
  const [category, setCategory] = useQueryState("category", "all");
  const [search, setSearch] = useQueryState("q", "", { replace: true });
  const clear = useClearQuery(["category", "q"]);
  const location = useLocation();
  return (
    <>
      <p>
        {category}|{search}|{location.search}
      </p>
      <button onClick={() => setCategory("design")}>design</button>
      <button onClick={() => setCategory("seo")}>seo</button>
      <button onClick={() => setCategory("all")}>all</button>
      <button onClick={() => setSearch("audit")}>search</button>
      <button onClick={clear}>clear</button>
    </>
  );
}

const click = (name: string) =>
  act(async () => fireEvent.click(screen.getByRole("button", { name })));

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
    await click("design");
    expect(router.state.location.search).toBe("?category=design");
    await click("all");
    expect(router.state.location.search).toBe("");
  });

  it("adds a history entry for a choice and replaces it for typed text", async () => {
    const router = renderAt("/");
    await click("seo");
    await click("search");
    expect(router.state.location.search).toBe("?category=seo&q=audit");
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe("");
  });

  it("keeps both of two changes made before the page re-renders", async () => {
    const router = renderAt("/");
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "search" }));
      fireEvent.click(screen.getByRole("button", { name: "seo" }));
    });
    expect(router.state.location.search).toBe("?q=audit&category=seo");
    expect(screen.getByText(/\|/).textContent).toBe(
      "seo|audit|?q=audit&category=seo",
    );
    // Written one after the other: the typed text replaced the entry, the choice added one.
    await act(async () => router.navigate(-1));
    expect(router.state.location.search).toBe("?q=audit");
  });

  it("clears every named key at once", async () => {
    const router = renderAt("/?category=seo&q=audit&tab=events");
    await click("clear");
    expect(router.state.location.search).toBe("?tab=events");
    expect(screen.getByText(/\|/).textContent).toBe("all||?tab=events");
  });
});

describe("useQueryState on server HTML", () => {
  function Category() {
    const [category] = useQueryState("category", "all");
    return <p>{category}</p>;
  }

  /**
   * Server HTML rendered at `url` (prerendered for a plain address, rendered per request for one
   * with a query), then hydrated at the same address.
   */
  async function hydrateAt(url: string) {
    const routes = [{ path: "/", element: <Category /> }];
    const container = document.createElement("div");
    container.innerHTML = renderToString(
      <RouterProvider
        router={createMemoryRouter(routes, { initialEntries: [url] })}
      />,
    );
    document.body.append(container);
    const serverText = container.textContent;
    let renders = 0;
    const recoverableErrors: unknown[] = [];
    const router = createMemoryRouter(routes, { initialEntries: [url] });
    const root = await act(async () =>
      hydrateRoot(
        container,
        <Profiler id="page" onRender={() => (renders += 1)}>
          <RouterProvider router={router} />
        </Profiler>,
        { onRecoverableError: (error) => recoverableErrors.push(error) },
      ),
    );
    return {
      serverText,
      container,
      recoverableErrors,
      renders: () => renders,
      unmount: () => root.unmount(),
    };
  }

  it("holds the default on a plain address and hydrates in one render", async () => {
    const page = await hydrateAt("/");
    expect(page.serverText).toBe("all");
    expect(page.container.textContent).toBe("all");
    expect(page.renders()).toBe(1);
    expect(page.recoverableErrors).toEqual([]);
    act(page.unmount);
  });

  it("holds the URL's value in the server HTML already: no default shown first, one render", async () => {
    const page = await hydrateAt("/?category=seo");
    expect(page.serverText).toBe("seo");
    expect(page.container.textContent).toBe("seo");
    expect(page.renders()).toBe(1);
    expect(page.recoverableErrors).toEqual([]);
    act(page.unmount);
  });
});
