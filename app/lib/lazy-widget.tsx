/**
 * Widgets (forms, filters, the calculator, dialogs, menus) load their code on demand, apart from
 * the route's chunk. `lazyWidget` loads it when the widget first renders: for what the visitor
 * opens (menus, dialogs, toasts) and for what the server rarely renders (the error page).
 * Widgets that sit in a page's server HTML use `deferredWidget` (deferred-widget.tsx), which
 * waits until they are on screen.
 *
 * The document says when it is interactive: `<html data-hydrated>` is set once the root has
 * hydrated and no widget whose code was asked for is still waiting for it. The browser tests
 * wait for it before they type or click, without reading React's internals.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
  type ReactNode,
} from "react";

let rootHydrated = false;
let widgetsWaiting = 0;

let whenLoaded: (() => void)[] = [];

function publishHydrated() {
  const hydrated = rootHydrated && widgetsWaiting === 0;
  document.documentElement.toggleAttribute("data-hydrated", hydrated);
  if (!hydrated) return;
  const waiting = whenLoaded;
  whenLoaded = [];
  for (const resolve of waiting) resolve();
}

/** Resolves once the root has hydrated and no widget is waiting for its code. */
export function whenWidgetsLoaded(): Promise<void> {
  if (rootHydrated && widgetsWaiting === 0) return Promise.resolve();
  return new Promise((resolve) => whenLoaded.push(resolve));
}

/** Whether the root has hydrated: what renders from now on is rendered on the client. */
export function isRootHydrated(): boolean {
  return rootHydrated;
}

/**
 * Starts `load` a few seconds after the page has hydrated, once the browser is idle: code the
 * visitor will likely want soon (the assistant's panel, the blog's skeletons), kept out of the
 * first load but ready before it is needed. Returns the cancel function an effect returns.
 */
export function preloadWhenIdle(load: () => Promise<unknown>): () => void {
  const timer = setTimeout(
    () =>
      (window.requestIdleCallback ?? setTimeout)(
        () => void load().catch(() => {}),
      ),
    4000,
  );
  return () => clearTimeout(timer);
}

/** Marks the document hydrated after the root's first commit (used once, by the root layout). */
export function useHydratedSignal(): void {
  useEffect(() => {
    rootHydrated = true;
    // The benchmark reads how long after the first paint the page became usable.
    performance.mark("hydrated");
    publishHydrated();
  }, []);
}

export interface WidgetState {
  loaded: boolean;
  counted: boolean;
}

/** Holds the document's hydrated signal until the widget's code has arrived. */
export function startWaiting(state: WidgetState) {
  if (state.loaded || state.counted) return;
  state.counted = true;
  widgetsWaiting += 1;
  publishHydrated();
}

export function stopWaiting(state: WidgetState) {
  if (!state.counted) return;
  state.counted = false;
  widgetsWaiting -= 1;
  publishHydrated();
}

/** Rendered after the widget inside its Suspense boundary: it commits when the widget does. */
function Loaded({ onLoad }: { onLoad: () => void }) {
  useLayoutEffect(onLoad, [onLoad]);
  return null;
}

/**
 * The widget in its Suspense boundary; `onLoad` runs when it has committed with its code (layout
 * effects of children run first, so when the code is already there it has run before the
 * caller's own layout effect).
 */
export function WidgetBoundary({
  children,
  onLoad,
  fallback = null,
}: {
  children: ReactNode;
  onLoad: () => void;
  /** Shown while the code loads after the widget had to render afresh; nothing by default. */
  fallback?: ReactNode;
}) {
  return (
    <Suspense fallback={fallback}>
      {children}
      <Loaded onLoad={onLoad} />
    </Suspense>
  );
}

/** The component of `load`, loaded the first time it renders. */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
) {
  return lazy(() => load().then((component) => ({ default: component })));
}

/**
 * A component that loads `load`'s component when it first renders. Use it at the widget, not for
 * a whole page: static sections belong in the route's own chunk.
 */
export function lazyWidget<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Widget = lazyComponent(load);
  function LazyWidget(props: Props) {
    const state = useRef<WidgetState>({ loaded: false, counted: false });
    useLayoutEffect(() => {
      const current = state.current;
      startWaiting(current);
      return () => stopWaiting(current);
    }, []);
    const onLoad = useCallback(() => {
      state.current.loaded = true;
      stopWaiting(state.current);
    }, []);
    return (
      <WidgetBoundary onLoad={onLoad}>
        <Widget {...props} />
      </WidgetBoundary>
    );
  }
  return LazyWidget;
}
