// @vitest-environment jsdom
import {
  act,
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as DeferredWidgetModule from "#app/lib/deferred-widget.tsx";
import type * as LazyWidgetModule from "#app/lib/lazy-widget.tsx";

// Loaded afresh for each test: whether the page has hydrated is the modules' state.
let deferredWidget: typeof DeferredWidgetModule.deferredWidget;
let useHydratedSignal: typeof LazyWidgetModule.useHydratedSignal;

/** Stands in for the browser's observer: the test says when the widget comes on screen. */
class FakeIntersectionObserver {
  static watching = new Set<FakeIntersectionObserver>();
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe() {
    FakeIntersectionObserver.watching.add(this);
  }
  disconnect() {
    FakeIntersectionObserver.watching.delete(this);
  }
  static scrollIntoView() {
    for (const observer of [...this.watching])
      observer.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

interface SearchProps {
  onSearch: (query: string) => void;
}

/** A widget with a controlled field and a submit button, like the catalogue's search. */
function Search({ onSearch }: SearchProps) {
  const [query, setQuery] = useState("");
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(query);
      }}
    >
      <input
        aria-label="Search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">Search</button>
      <a href="/pricing">Pricing</a>
      <a href="#guides">Guides</a>
    </form>
  );
}

function Page({ children }: { children: React.ReactNode }) {
  useHydratedSignal();
  return <main>{children}</main>;
}

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

let container: HTMLElement;
let root: Root | undefined;

beforeEach(async () => {
  vi.resetModules();
  ({ deferredWidget } = await import("#app/lib/deferred-widget.tsx"));
  ({ useHydratedSignal } = await import("#app/lib/lazy-widget.tsx"));
  // Tells React that updates in these tests are wrapped in act().
  (
    globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
  ).IS_REACT_ACT_ENVIRONMENT = true;
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  container = document.createElement("div");
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  document.documentElement.removeAttribute("data-hydrated");
  FakeIntersectionObserver.watching.clear();
  vi.unstubAllGlobals();
});

/** A deferred `Search` whose code arrives when the test says so; `requested` counts the asks. */
function deferredSearch() {
  const requested = vi.fn();
  let arrive: (component: ComponentType<SearchProps>) => void = () => {};
  const Widget = deferredWidget<SearchProps>(() => {
    requested();
    return new Promise((resolve) => (arrive = resolve));
  });
  return {
    Widget,
    requested,
    arrive: () =>
      act(async () => {
        arrive(Search);
        // The replay runs after the commit that hydrated the widget.
        await new Promise((resolve) => setTimeout(resolve, 10));
      }),
  };
}

/**
 * Hydrates the page over the HTML the server sends for it: the widget's anchor, then its
 * Suspense boundary holding the widget.
 */
async function hydrateServerPage(
  Widget: ComponentType<SearchProps>,
  onSearch: (query: string) => void,
) {
  container.innerHTML = renderToString(
    <MemoryRouter>
      <main>
        <span hidden data-widget="" />
        <Suspense fallback={null}>
          <Search onSearch={onSearch} />
        </Suspense>
      </main>
    </MemoryRouter>,
  );
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Page>
          <Widget onSearch={onSearch} />
        </Page>
      </MemoryRouter>,
    );
  });
}

const field = () => container.querySelector("input")!;
const button = () => container.querySelector("button")!;

describe("a widget in the server's HTML", () => {
  it("loads its code only when it comes on screen, and holds the hydrated signal meanwhile", async () => {
    const search = deferredSearch();
    await hydrateServerPage(search.Widget, () => {});
    expect(search.requested).not.toHaveBeenCalled();
    expect(field()).not.toBeNull();
    expect(hydrated()).toBe(true);

    await act(async () => FakeIntersectionObserver.scrollIntoView());
    expect(search.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);

    await search.arrive();
    expect(hydrated()).toBe(true);
  });

  it("loads when the visitor reaches for it before it is on screen", async () => {
    const search = deferredSearch();
    await hydrateServerPage(search.Widget, () => {});
    await act(async () => {
      field().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    expect(search.requested).toHaveBeenCalledTimes(1);
  });

  it("replays what was typed and pressed before its code arrived", async () => {
    const search = deferredSearch();
    const onSearch = vi.fn();
    await hydrateServerPage(search.Widget, onSearch);

    await act(async () => {
      button().dispatchEvent(
        new PointerEvent("pointerdown", { bubbles: true }),
      );
      field().value = "seo checklist";
      field().dispatchEvent(new Event("input", { bubbles: true }));
    });
    const press = new MouseEvent("click", { bubbles: true, cancelable: true });
    act(() => {
      button().dispatchEvent(press);
    });
    // Held: the browser must not send the form by itself (it would put the query in the URL).
    expect(press.defaultPrevented).toBe(true);
    expect(onSearch).not.toHaveBeenCalled();

    await search.arrive();
    expect(field().value).toBe("seo checklist");
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith("seo checklist");
  });

  it("leaves links to other pages alone", async () => {
    const search = deferredSearch();
    await hydrateServerPage(search.Widget, () => {});
    const follow = new MouseEvent("click", { bubbles: true, cancelable: true });
    container.querySelector('a[href="/pricing"]')!.dispatchEvent(follow);
    expect(follow.defaultPrevented).toBe(false);
    expect(search.requested).not.toHaveBeenCalled();
  });

  it("follows a link to a place on this page once the widget's code is there", async () => {
    const search = deferredSearch();
    await hydrateServerPage(search.Widget, () => {});
    const follow = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => {
      container.querySelector('a[href="#guides"]')!.dispatchEvent(follow);
    });
    // Held: a navigation now would make React render the sleeping widget afresh.
    expect(follow.defaultPrevented).toBe(true);
    expect(search.requested).toHaveBeenCalledTimes(1);
    expect(location.hash).toBe("");

    await search.arrive();
    await vi.waitFor(() => expect(location.hash).toBe("#guides"));
  });
});

describe("a sleeping widget that React must render afresh", () => {
  it("keeps a copy of its server HTML on screen and asks for its code", async () => {
    const Step = createContext(1);
    function Counter() {
      return <p>Step {useContext(Step)}</p>;
    }
    let requested = 0;
    let arrive: () => void = () => {};
    const Widget = deferredWidget<object>(() => {
      requested += 1;
      return new Promise((resolve) => (arrive = () => resolve(Counter)));
    });
    let setStep: (step: number) => void = () => {};
    const expose = (set: (step: number) => void) => {
      setStep = set;
    };
    function Stepper() {
      const [step, set] = useState(1);
      useEffect(() => {
        expose(set);
      }, [set]);
      return (
        <Step value={step}>
          <Widget />
        </Step>
      );
    }
    container.innerHTML = renderToString(
      <main>
        <span hidden data-widget="" />
        <Suspense fallback={null}>
          <p>Step 1</p>
        </Suspense>
      </main>,
    );
    await act(async () => {
      root = hydrateRoot(
        container,
        <Page>
          <Stepper />
        </Page>,
      );
    });
    expect(requested).toBe(0);

    // Like the router's location on Back: a value the sleeping widget reads changes.
    await act(async () => setStep(2));
    expect(container.querySelector("main")!.textContent).toBe("Step 1");
    expect(requested).toBe(1);

    await act(async () => arrive());
    expect(container.querySelector("main")!.textContent).toBe("Step 2");
  });
});

describe("a widget rendered on the client", () => {
  it("loads at once", async () => {
    const search = deferredSearch();
    await act(async () => {
      root = createRoot(container);
      root.render(
        <MemoryRouter>
          <Page>
            <search.Widget onSearch={() => {}} />
          </Page>
        </MemoryRouter>,
      );
    });
    expect(search.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);
    await search.arrive();
    expect(button()).not.toBeNull();
    expect(hydrated()).toBe(true);
  });
});
