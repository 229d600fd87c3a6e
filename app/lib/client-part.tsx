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
 * A part's wrapper carries `data-loaded` once its code is there and it has rendered with it.
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
/** How long after hydration idle loads wait before asking the browser for idle time: the loads
 * the page itself needs go first. */
const IDLE_DELAY_MS = 4000;
/** How long an idle callback may be put off before it runs anyway. */
const IDLE_TIMEOUT_MS = 2000;

function publishHydrated() {
  const hydrated = rootHydrated && partsWaiting === 0;
  document.documentElement.toggleAttribute("data-hydrated", hydrated);
}

/** Starts the idle loads a while after hydration, once the browser is idle (or in time anyway). */
function startIdleLoads() {
  const idle =
    window.requestIdleCallback ??
    ((task: () => void) => setTimeout(task) as unknown as number);
  setTimeout(
    () =>
      idle(
        () => {
          for (const want of idleLoads.splice(0)) want();
        },
        { timeout: IDLE_TIMEOUT_MS },
      ),
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

/**
 * Code the page wants once the browser is idle after hydration, with no part to show: the Web
 * Vitals beacon. Like an idle part's, its load is no part of the page becoming usable.
 */
export function loadWhenIdle(load: () => void): void {
  if (inBrowser) idleLoads.push(load);
}

/** One rendered part's claim on the hydrated signal: counted while its code is on its way. */
class Waiting {
  private counted = false;
  loaded = false;
  /** Its code was asked for this part (not only for another instance, nor while idle). */
  asked = false;
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

  function ClientPart(props: Props): ReactNode {
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const locationKey = useContext(LocationContext)?.location.key;
    // Decided once per instance, so that the tree matches the server's while the page hydrates.
    // Rendered on the client, the part loads at once: in a navigation (a transition) without a
    // boundary, so that the navigation waits for the code rather than showing the new page with
    // a hole; opened by the visitor (a menu, a dialog) in one whose fallback is nothing.
    const [rendering] = useState(() =>
      hydrating
        ? "hydrating"
        : Loaded ||
            (shownLocationKey !== undefined && locationKey !== shownLocationKey)
          ? "direct"
          : "boundary",
    );
    if (rendering !== "hydrating") want();
    const waiting = useRef(new Waiting());
    const [hasCode, setHasCode] = useState(false);
    const wrapper = useRef<HTMLDivElement>(null);
    const html = useRef("");
    const wake = useCallback(() => {
      want();
      waiting.current.asked = true;
      waiting.current.start();
    }, []);
    // React renders a dehydrated boundary afresh whenever the router's state changes (it cannot
    // know what inside reads it): the code is wanted then, or a navigation in a transition would
    // wait for it for ever.
    const routerState = useContext(DataRouterStateContext);
    const [firstRouterState] = useState(routerState);
    const awake = routerState !== firstRouterState;
    if (awake) want();
    const navigator = useContext(NavigationContext)?.navigator;

    useLayoutEffect(() => {
      html.current = wrapper.current?.innerHTML ?? "";
      if (awake) wake();
    }, [awake, wake]);

    useLayoutEffect(() => {
      const element = wrapper.current;
      const current = waiting.current;
      if (!element || current.loaded) return;
      if (rendering !== "hydrating" || when === "now") {
        wake();
        return () => current.stop();
      }
      // Counted until the watcher is there, so that a part on screen holds the hydrated signal.
      current.start();
      let stop = () => {};
      let mounted = true;
      import("#app/lib/client-part-watch.ts")
        .then(({ watchServerHtml }) => {
          if (!mounted) return;
          stop = watchServerHtml(element, when, {
            wake,
            isLoaded: () => current.loaded,
            navigate: (to) => void navigator?.push(to),
          });
          if (!current.asked) current.stop();
        })
        .catch(wake);
      return () => {
        mounted = false;
        stop();
        current.stop();
      };
    }, [rendering, wake, navigator]);

    const onLoad = useCallback(() => {
      waiting.current.loaded = true;
      waiting.current.stop();
      setHasCode(true);
    }, []);
    // The same element from one render to the next: React then leaves a sleeping boundary be.
    const boundary = useMemo(() => {
      const Component = (rendering === "direct" && Loaded) || Lazy;
      const part = (
        <>
          <Component {...props} />
          <Committed onLoad={onLoad} />
        </>
      );
      if (rendering === "direct") return part;
      return (
        <Suspense
          fallback={
            rendering === "hydrating" ? (
              <HtmlCopy html={html} onShow={wake} />
            ) : null
          }
        >
          {part}
        </Suspense>
      );
    }, [rendering, props, onLoad, wake]);
    return (
      <div
        ref={wrapper}
        data-client-part={when}
        data-loaded={hasCode ? "" : undefined}
        className="contents"
      >
        {boundary}
      </div>
    );
  }
  return memo(ClientPart) as unknown as ComponentType<Props>;
}
