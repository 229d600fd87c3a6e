// @vitest-environment jsdom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  COPY_FETCH_TIMEOUT_MS,
  loadStaticCopy,
  StaticCopy,
} from "#app/lib/static-copy.tsx";

const serverCopy = () => (
  <section>
    <h2>Online stores</h2>
    <a href="/next">Next page</a>
  </section>
);

/** A page with one block of static copy, as the browser build renders it, and a page after it. */
function browserPage(loaderData: unknown) {
  const Stub = createRoutesStub([
    {
      path: "/",
      id: "page",
      loader: () => loaderData,
      Component: () => <StaticCopy name="copy" render={undefined} />,
    },
    { path: "/next", Component: () => <p>The next page</p> },
  ]);
  return render(<Stub hydrationData={{ loaderData: { page: loaderData } }} />);
}

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("StaticCopy", () => {
  it("renders its copy on the server, in a wrapper that does not change the layout", () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => <StaticCopy name="copy" render={serverCopy} />,
      },
    ]);
    const html = renderToString(<Stub />);
    expect(html).toContain(
      '<div data-static-copy="copy" class="contents"><section><h2>Online stores</h2>',
    );
  });

  it("takes the HTML the server sent when it hydrates", () => {
    document.body.innerHTML = `<div data-static-copy="copy" class="contents">${renderToString(serverCopy())}</div>`;
    const { container } = browserPage(null);
    expect(container.querySelector("[data-static-copy] h2")?.textContent).toBe(
      "Online stores",
    );
  });

  it("shows the copy a client-side navigation brought", () => {
    browserPage({ staticCopy: { copy: "<p>Fetched copy</p>" } });
    expect(screen.getByText("Fetched copy")).toBeTruthy();
  });

  it("follows a plain click on a link inside it client-side, and leaves a modified click to the browser", async () => {
    browserPage({ staticCopy: { copy: '<a href="/next">Next page</a>' } });
    const link = screen.getByText("Next page");
    // Seen after the page's handlers, then stopped: the test's document cannot open a new one.
    let leftToBrowser: boolean | undefined;
    document.addEventListener(
      "click",
      (event) => {
        leftToBrowser = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    fireEvent.click(link, { ctrlKey: true });
    expect(leftToBrowser).toBe(true);
    expect(screen.queryByText("The next page")).toBeNull();
    await act(async () => {
      fireEvent.click(link);
    });
    expect(await screen.findByText("The next page")).toBeTruthy();
  });
});

describe("loadStaticCopy", () => {
  const request = (signal = new AbortController().signal) =>
    new Request("http://localhost/e-commerce?ref=menu", { signal });

  it("takes every block of copy from the page's document, by name", async () => {
    const fetchPage = vi.fn(
      async () =>
        new Response(
          '<html><body><main><div data-static-copy="overview"><h1>Trends</h1></div><form></form><div data-static-copy="events"><p>Events</p></div></main></body></html>',
          { headers: { "Content-Type": "text/html" } },
        ),
    );
    vi.stubGlobal("fetch", fetchPage);
    expect(await loadStaticCopy({ request: request() })).toEqual({
      staticCopy: { overview: "<h1>Trends</h1>", events: "<p>Events</p>" },
    });
    expect(fetchPage).toHaveBeenCalledWith(
      "http://localhost/e-commerce?ref=menu",
      expect.objectContaining({ headers: { Accept: "text/html" } }),
    );
  });

  it("loads the page as a document when its copy cannot be fetched", async () => {
    for (const failure of [
      () => Promise.reject(new TypeError("Failed to fetch")),
      () => Promise.resolve(new Response("Unavailable", { status: 503 })),
      // A 200 that is not the page: an error page of a proxy, or garbage.
      () =>
        Promise.resolve(new Response("<html><body>Bad gateway</body></html>")),
      () => Promise.resolve(new Response("\u0000{not html")),
    ]) {
      vi.stubGlobal("fetch", vi.fn(failure));
      const assign = vi.fn();
      vi.stubGlobal("location", { ...window.location, assign });
      const settled = vi.fn();
      void loadStaticCopy({ request: request() }).then(settled, settled);
      await vi.waitFor(() =>
        expect(assign).toHaveBeenCalledWith(
          "http://localhost/e-commerce?ref=menu",
        ),
      );
      // Nothing renders while the browser replaces the page.
      expect(settled).not.toHaveBeenCalled();
    }
  });

  it("gives up quietly when the navigation was cancelled", async () => {
    const controller = new AbortController();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => {
        controller.abort();
        return Promise.reject(new DOMException("Aborted", "AbortError"));
      }),
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    await expect(
      loadStaticCopy({ request: request(controller.signal) }),
    ).rejects.toThrow("Aborted");
    expect(assign).not.toHaveBeenCalled();
  });

  it("stops waiting for a document that does not come, and loads the page instead", async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal(
        "fetch",
        vi.fn(
          (_url: string, init: RequestInit) =>
            new Promise((_resolve, reject) =>
              init.signal!.addEventListener("abort", () =>
                reject(init.signal!.reason),
              ),
            ),
        ),
      );
      const assign = vi.fn();
      vi.stubGlobal("location", { ...window.location, assign });
      void loadStaticCopy({ request: request() });
      await vi.advanceTimersByTimeAsync(COPY_FETCH_TIMEOUT_MS - 1);
      expect(assign).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(assign).toHaveBeenCalledWith(
        "http://localhost/e-commerce?ref=menu",
      );
    } finally {
      vi.useRealTimers();
    }
  });
});
