/**
 * The one way code reaches the browser beyond the route's chunk (docs/decisions/0021). A page is
 * server HTML; each interactive part of it is declared once, at module scope, with when its code
 * loads:
 *
 * - `now`: at hydration (or at once when it first renders on the client: a menu, a dialog);
 * - `visible`: when its HTML comes on screen, or the visitor reaches for it first;
 * - `reached`: when the visitor reaches for it (pointer, touch, focus or key inside it);
 * - `idle`: when the browser is idle after the page has hydrated, or when reached for;
 * - `never`: copy that never hydrates: the server's HTML stays as it is and neither its code nor
 *   its text is fetched on the first load.
 *
 * Whatever `when` says, a part that renders on the client (after a client-side navigation, or
 * because React must render it afresh) loads at once.
 *
 * How: the part renders a wrapper element of its own, `<div data-client-part class="contents">`
 * (no box, so the layout does not change), around a Suspense boundary holding the lazily loaded
 * component. The server renders it in place (app/entry.server.tsx waits for all of it). While
 * the page hydrates, the component suspends until its code is wanted, and React keeps the
 * server's HTML meanwhile. The wrapper, which hydrates with the page, watches that HTML: its
 * element children for `visible`, the window for `reached` (React stops the propagation of events
 * aimed at HTML it has not hydrated, so a listener on the element would never hear them).
 *
 * The document says when it is interactive: `<html data-hydrated>` is set once the root has
 * hydrated and no part whose code was asked for is still waiting for it. The browser tests and
 * the budget test wait for it.
 */
import {
  lazy,
  memo,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type ReactNode,
} from "react";
import {
  UNSAFE_DataRouterStateContext as DataRouterStateContext,
  UNSAFE_LocationContext as LocationContext,
  UNSAFE_NavigationContext as NavigationContext,
} from "react-router";
import { siteLinkClick } from "#app/lib/site-link-click.ts";

export type LoadWhen = "now" | "visible" | "reached" | "idle" | "never";

const inBrowser = typeof document !== "undefined";

// ---------------------------------------------------------------------------------------------
// The document's hydrated signal

let rootHydrated = false;
let partsWaiting = 0;
/** The router location the page shows (its key), as of the last commit of the root. */
let shownLocationKey: string | undefined;
/** Parts loaded when the browser is idle, started once the root has hydrated. */
const idleLoads: (() => void)[] = [];
/** How long after hydration idle loads wait before asking the browser for idle time. */
const IDLE_DELAY_MS = 4000;
/** How long an idle callback may be put off before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

function publishHydrated() {
  const hydrated = rootHydrated && partsWaiting === 0;
  document.documentElement.toggleAttribute("data-hydrated", hydrated);
}

/** Runs `task` once the browser is idle, or after the timeout; returns the cancel function. */
function onIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 0);
  return () => clearTimeout(timer);
}

function startIdleLoads() {
  setTimeout(
    () =>
      onIdle(() => {
        for (const want of idleLoads.splice(0)) want();
      }),
    IDLE_DELAY_MS,
  );
}

/**
 * Used once, by the root layout: marks the document hydrated after the root's first commit, and
 * remembers which location the page shows, so that a part can tell a navigation's render from
 * an update of the page in place.
 */
export function useHydratedSignal(): void {
  const location = useContext(LocationContext)?.location;
  useLayoutEffect(() => {
    shownLocationKey = location?.key;
  }, [location?.key]);
  useEffect(() => {
    rootHydrated = true;
    // The benchmark reads how long after the first paint the page became usable.
    performance.mark("hydrated");
    publishHydrated();
    startIdleLoads();
  }, []);
}

/** One rendered part's claim on the hydrated signal: counted while its code is on its way. */
class Waiting {
  private counted = false;
  loaded = false;
  start() {
    if (this.loaded || this.counted) return;
    this.counted = true;
    partsWaiting += 1;
    publishHydrated();
  }
  stop() {
    if (!this.counted) return;
    this.counted = false;
    partsWaiting -= 1;
    publishHydrated();
  }
}

// ---------------------------------------------------------------------------------------------
// Parts

/** Events that show the visitor reaching for a part. */
const REACHING = ["pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Rendered after the component in its Suspense boundary: it commits when the component does. */
function Committed({ onLoad }: { onLoad: () => void }) {
  useLayoutEffect(onLoad, [onLoad]);
  return null;
}

/**
 * Stands in for a sleeping part that React had to render afresh (the router's state or the
 * part's props changed under it): its HTML as it was, so that nothing moves, while its code is
 * asked for.
 */
function HtmlCopy({
  html,
  onShow,
}: {
  html: { current: string };
  onShow: () => void;
}) {
  useLayoutEffect(onShow, [onShow]);
  return (
    <div
      className="contents"
      dangerouslySetInnerHTML={{ __html: html.current }}
    />
  );
}

/** For `useSyncExternalStore`, which tells a hydrating render (the server's value) apart. */
const noSubscription = () => () => {};

function isOnScreen(wrapper: Element) {
  return Array.from(wrapper.children).some((child) => {
    const box = child.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });
}

/**
 * A component whose code loads `when` said, apart from the route's chunk. Call it at module
 * scope, once per part (lint holds both).
 */
export function clientPart<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  when: LoadWhen,
): ComponentType<Props> {
  let want: () => void = () => {};
  const wanted = new Promise<void>((resolve) => (want = resolve));
  /** The component, once its code is there. */
  let Loaded: ComponentType<Props> | undefined;
  const code = wanted.then(load).then((component) => {
    Loaded = component;
    return { default: component };
  });
  // A failure shows where the part renders (its error boundary), not as an unhandled rejection.
  code.catch(() => {});
  // The server renders every part in full.
  if (!inBrowser) want();
  else if (when === "idle") idleLoads.push(() => want());
  const Lazy = lazy(() => code);

  /** Rendered afresh on the client: loads at once. */
  function ClientRendered({
    props,
    inNavigation,
  }: {
    props: Props;
    inNavigation: boolean;
  }) {
    want();
    const waiting = useRef(new Waiting());
    useLayoutEffect(() => {
      const current = waiting.current;
      current.start();
      return () => current.stop();
    }, []);
    const onLoad = useCallback(() => {
      waiting.current.loaded = true;
      waiting.current.stop();
    }, []);
    const Component = Loaded ?? Lazy;
    const part = (
      <>
        <Component {...props} />
        <Committed onLoad={onLoad} />
      </>
    );
    // In a navigation (a transition) no boundary: the navigation waits for the code rather than
    // showing the new page with a hole. Opened by the visitor (a menu, a dialog): nothing shows
    // until the code is there.
    return (
      <div data-client-part={when} className="contents">
        {inNavigation || Loaded ? (
          part
        ) : (
          <Suspense fallback={null}>{part}</Suspense>
        )}
      </div>
    );
  }

  /** Hydrates the server's HTML, which it keeps until the code is wanted. */
  function Hydrating({ props }: { props: Props }) {
    const wrapper = useRef<HTMLDivElement>(null);
    const html = useRef("");
    const waiting = useRef(new Waiting());
    const [awake, setAwake] = useState(false);
    const wake = useCallback(() => {
      want();
      waiting.current.start();
    }, []);
    // React renders a dehydrated boundary afresh whenever the router's state changes (it cannot
    // know what inside reads it): the code is wanted then, or a navigation in a transition would
    // wait for it for ever.
    const routerState = useContext(DataRouterStateContext);
    const [firstRouterState] = useState(routerState);
    if (inBrowser && routerState !== firstRouterState && !awake) {
      want();
      setAwake(true);
    }
    const navigator = useContext(NavigationContext)?.navigator;

    useLayoutEffect(() => {
      const element = wrapper.current;
      if (!element) return;
      html.current = element.innerHTML;
      const current = waiting.current;
      if (awake && !current.loaded) current.start();
    }, [awake]);

    useLayoutEffect(() => {
      const element = wrapper.current;
      const current = waiting.current;
      if (!element || current.loaded || Loaded) return;
      let watching = true;
      const inside = (event: Event) =>
        event.target instanceof Node && element.contains(event.target);
      const observer =
        typeof IntersectionObserver === "undefined"
          ? undefined
          : new IntersectionObserver((entries) => {
              if (entries.some((entry) => entry.isIntersecting)) wakeUp();
            });
      const onReach = (event: Event) => {
        if (inside(event)) wakeUp();
      };
      // Before the code is there, a link to a page of this site navigates client-side, as
      // `<Link>` does; React has no handler on the server's HTML yet.
      const onClick = (event: MouseEvent) => {
        if (current.loaded || !inside(event) || !navigator) return;
        const followed = siteLinkClick(event);
        if (!followed) return;
        event.preventDefault();
        const { pathname, search, hash } = followed.url;
        void navigator.push(`${pathname}${search}${hash}`);
      };
      function stopWatching() {
        if (!watching) return;
        watching = false;
        observer?.disconnect();
        for (const type of REACHING)
          window.removeEventListener(type, onReach, true);
      }
      function wakeUp() {
        stopWatching();
        wake();
      }
      window.addEventListener("click", onClick, true);
      if (when === "now") wakeUp();
      else if (when === "visible" && (!observer || isOnScreen(element)))
        wakeUp();
      else if (when !== "never") {
        if (when === "visible" && observer)
          for (const child of element.children) observer.observe(child);
        for (const type of REACHING)
          window.addEventListener(type, onReach, {
            capture: true,
            passive: true,
          });
      }
      return () => {
        stopWatching();
        window.removeEventListener("click", onClick, true);
        current.stop();
      };
    }, [wake, navigator]);

    const onLoad = useCallback(() => {
      waiting.current.loaded = true;
      waiting.current.stop();
    }, []);
    // The same element from one render to the next: React then leaves the sleeping boundary be.
    const boundary = useMemo(
      () => (
        <Suspense fallback={<HtmlCopy html={html} onShow={wake} />}>
          <Lazy {...props} />
          <Committed onLoad={onLoad} />
        </Suspense>
      ),
      [props, onLoad, wake],
    );
    return (
      <div ref={wrapper} data-client-part={when} className="contents">
        {boundary}
      </div>
    );
  }

  function ClientPart(props: Props): ReactNode {
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const locationKey = useContext(LocationContext)?.location.key;
    // Decided once per instance, so that the tree matches the server's while the page hydrates.
    const [rendering] = useState(() =>
      hydrating
        ? "hydrating"
        : shownLocationKey !== undefined && locationKey !== shownLocationKey
          ? "navigation"
          : "update",
    );
    if (rendering === "hydrating") return <Hydrating props={props} />;
    return (
      <ClientRendered props={props} inNavigation={rendering === "navigation"} />
    );
  }
  ClientPart.displayName = `ClientPart(${when})`;
  return memo(ClientPart) as unknown as ComponentType<Props>;
}
