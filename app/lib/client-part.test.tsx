// @vitest-environment jsdom
import {
  act,
  createContext,
  Suspense,
  useContext,
  useEffect,
  useState,
  type ComponentType,
  type ReactNode,
} from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as ClientPartModule from "#app/lib/client-part.tsx";

// Loaded afresh for each test: whether the page has hydrated is the module's state.
let clientPart: typeof ClientPartModule.clientPart;
let useHydratedSignal: typeof ClientPartModule.useHydratedSignal;

/** Stands in for the browser's observer: the test says when the part comes on screen. */
class FakeIntersectionObserver {
  static watching = new Set<FakeIntersectionObserver>();
  static observed: Element[] = [];
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
  }
  observe(element: Element) {
    FakeIntersectionObserver.observed.push(element);
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

interface CounterProps {
  label: string;
}

/** A part with state and a button, and a link to another page of the site. */
function Counter({ label }: CounterProps) {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount(count + 1)}>
        {label} {count}
      </button>
      <a href="/pricing">Pricing</a>
    </section>
  );
}

function Page({ children }: { children: ReactNode }) {
  useHydratedSignal();
  return <main>{children}</main>;
}

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

let container: HTMLElement;
let root: Root | undefined;

beforeEach(async () => {
  vi.resetModules();
  ({ clientPart, useHydratedSignal } =
    await import("#app/lib/client-part.tsx"));
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
  FakeIntersectionObserver.observed = [];
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

type When = ClientPartModule.LoadWhen;

/** A part of `Counter` whose code arrives when the test says so; `requested` counts the asks. */
function counterPart(when: When) {
  const requested = vi.fn();
  let arrive: (component: ComponentType<CounterProps>) => void = () => {};
  // A part per test, from the module loaded afresh for it.
  // eslint-disable-next-line no-restricted-syntax
  const Part = clientPart<CounterProps>(() => {
    requested();
    return new Promise((resolve) => (arrive = resolve));
  }, when);
  return {
    Part,
    requested,
    arrive: () =>
      act(async () => {
        arrive(Counter);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }),
  };
}

/** What the server sends for a part (client-part.ssr.test.tsx holds the real part to it). */
function serverPart(when: When, children: ReactNode) {
  return (
    <div data-client-part={when} className="contents">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/** Hydrates the page over the HTML the server sent for it. */
async function hydrateServerPage(
  when: When,
  Part: ComponentType<CounterProps>,
) {
  container.innerHTML = renderToString(
    <MemoryRouter>
      <main>{serverPart(when, <Counter label="Clicks" />)}</main>
    </MemoryRouter>,
  );
  await act(async () => {
    root = hydrateRoot(
      container,
      <MemoryRouter>
        <Routes>
          <Route
            path="/"
            element={
              <Page>
                <Part label="Clicks" />
              </Page>
            }
          />
          <Route path="/pricing" element={<h1>Pricing</h1>} />
        </Routes>
      </MemoryRouter>,
    );
  });
  // The watcher of sleeping parts comes in a module of its own.
  await act(() => vi.dynamicImportSettled());
}

const button = () => container.querySelector("button")!;
const serverText = "Clicks 0Pricing";

/** Puts every element on the first screen (jsdom lays nothing out). */
function onScreen() {
  vi.spyOn(Element.prototype, "getBoundingClientRect").mockReturnValue({
    top: 10,
    bottom: 100,
  } as DOMRect);
}

describe("a part in the server's HTML", () => {
  afterEach(() => vi.restoreAllMocks());

  it('"visible": loads when it comes on screen, keeping its HTML meanwhile; the hydrated signal waits for it', async () => {
    const part = counterPart("visible");
    await hydrateServerPage("visible", part.Part);
    expect(part.requested).not.toHaveBeenCalled();
    expect(container.textContent).toBe(serverText);
    expect(hydrated()).toBe(true);
    // The wrapper has no box: its children are watched.
    expect(FakeIntersectionObserver.observed).toEqual([
      container.querySelector("section"),
    ]);

    await act(async () => FakeIntersectionObserver.scrollIntoView());
    expect(part.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);
    expect(container.textContent).toBe(serverText);

    await part.arrive();
    expect(hydrated()).toBe(true);
    await act(async () => button().click());
    expect(button().textContent).toBe("Clicks 1");
  });

  it('"visible": on screen at hydration, loads then, before the page says it has hydrated', async () => {
    onScreen();
    const part = counterPart("visible");
    await hydrateServerPage("visible", part.Part);
    expect(part.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);
    await part.arrive();
    expect(hydrated()).toBe(true);
  });

  it('"reached": loads when the visitor reaches for it, not when it is on screen', async () => {
    onScreen();
    const part = counterPart("reached");
    await hydrateServerPage("reached", part.Part);
    await act(async () => FakeIntersectionObserver.scrollIntoView());
    expect(part.requested).not.toHaveBeenCalled();
    expect(hydrated()).toBe(true);

    // Outside the part: nothing.
    await act(async () => {
      document.body.dispatchEvent(
        new PointerEvent("pointerdown", { bubbles: true }),
      );
    });
    expect(part.requested).not.toHaveBeenCalled();

    await act(async () => {
      button().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    });
    expect(part.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);
    await part.arrive();
    expect(hydrated()).toBe(true);
  });

  it('"now": loads at hydration', async () => {
    const part = counterPart("now");
    await hydrateServerPage("now", part.Part);
    expect(part.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);
    await part.arrive();
    expect(hydrated()).toBe(true);
  });

  it('"idle": loads once the browser is idle after hydration, without holding the hydrated signal', async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", undefined);
    const part = counterPart("idle");
    await hydrateServerPage("idle", part.Part);
    expect(part.requested).not.toHaveBeenCalled();
    expect(hydrated()).toBe(true);

    await act(async () => vi.advanceTimersByTime(5000));
    expect(part.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(true);
    vi.useRealTimers();
    await part.arrive();
    await act(async () => button().click());
    expect(button().textContent).toBe("Clicks 1");
  });

  it('"never": keeps the server\'s HTML and never loads, on screen, reached or idle', async () => {
    onScreen();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    vi.stubGlobal("requestIdleCallback", undefined);
    const part = counterPart("never");
    await hydrateServerPage("never", part.Part);
    await act(async () => {
      FakeIntersectionObserver.scrollIntoView();
      button().dispatchEvent(
        new PointerEvent("pointerdown", { bubbles: true }),
      );
      button().dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
      vi.advanceTimersByTime(10_000);
    });
    expect(part.requested).not.toHaveBeenCalled();
    expect(container.textContent).toBe(serverText);
    expect(hydrated()).toBe(true);
  });

  it("follows a plain click on a link inside it client-side before its code is there, and leaves a modified click to the browser", async () => {
    const part = counterPart("never");
    await hydrateServerPage("never", part.Part);
    const link = () => container.querySelector<HTMLAnchorElement>("a")!;

    const modified = new MouseEvent("click", {
      bubbles: true,
      cancelable: true,
      ctrlKey: true,
    });
    link().addEventListener("click", (event) => event.preventDefault(), {
      once: true,
    });
    // Registered after ours: it sees whether ours left the event to the browser.
    let leftToBrowser = false;
    window.addEventListener(
      "click",
      (event) => (leftToBrowser = !event.defaultPrevented),
      { once: true, capture: true },
    );
    link().dispatchEvent(modified);
    expect(leftToBrowser).toBe(true);
    expect(container.querySelector("h1")).toBeNull();

    const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => {
      link().dispatchEvent(plain);
    });
    expect(plain.defaultPrevented).toBe(true);
    expect(container.querySelector("h1")?.textContent).toBe("Pricing");
    expect(part.requested).not.toHaveBeenCalled();
  });
});

describe("a sleeping part that React must render afresh", () => {
  it("keeps a copy of its HTML on screen and asks for its code at once", async () => {
    const Step = createContext(1);
    function StepText() {
      return <p>Step {useContext(Step)}</p>;
    }
    let requested = 0;
    let arrive: () => void = () => {};
    // eslint-disable-next-line no-restricted-syntax
    const Part = clientPart<object>(() => {
      requested += 1;
      return new Promise((resolve) => (arrive = () => resolve(StepText)));
    }, "never");
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
          <Part />
        </Step>
      );
    }
    container.innerHTML = renderToString(
      <main>{serverPart("never", <p>Step 1</p>)}</main>,
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

    // Like the router's location on Back: a value the sleeping part might read changes.
    await act(async () => setStep(2));
    expect(container.querySelector("main")!.textContent).toBe("Step 1");
    expect(requested).toBe(1);
    expect(hydrated()).toBe(false);

    await act(async () => arrive());
    expect(container.querySelector("main")!.textContent).toBe("Step 2");
    expect(hydrated()).toBe(true);
  });
});

describe("a part rendered on the client", () => {
  it("loads at once, whatever its moment, and the hydrated signal waits for it", async () => {
    const part = counterPart("never");
    await act(async () => {
      root = createRoot(container);
      root.render(
        <MemoryRouter>
          <Page>
            <part.Part label="Clicks" />
          </Page>
        </MemoryRouter>,
      );
    });
    expect(part.requested).toHaveBeenCalledTimes(1);
    expect(hydrated()).toBe(false);
    await part.arrive();
    expect(button().textContent).toBe("Clicks 0");
    expect(hydrated()).toBe(true);
  });

  it("does not hold the hydrated signal once it left the page before its code arrived", async () => {
    const part = counterPart("now");
    function Toggle() {
      const [shown, setShown] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setShown(false)}>
            Hide
          </button>
          {shown ? <part.Part label="Clicks" /> : null}
        </>
      );
    }
    await act(async () => {
      root = createRoot(container);
      root.render(
        <MemoryRouter>
          <Page>
            <Toggle />
          </Page>
        </MemoryRouter>,
      );
    });
    expect(hydrated()).toBe(false);
    await act(async () => button().click());
    expect(hydrated()).toBe(true);
  });
});
