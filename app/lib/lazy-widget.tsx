/**
 * Widgets (forms, filters, the calculator, dialogs, menus) load their code on demand: the server
 * renders them in place, so the page's HTML holds them, and the browser fetches their chunk during
 * hydration instead of with the route.
 *
 * The document says when it is fully interactive: `<html data-hydrated>` is set once the root has
 * hydrated and no widget on the page is still waiting for its code. The browser tests wait for it
 * before they type or click, without reading React's internals.
 */
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  type ComponentType,
} from "react";

let rootHydrated = false;
let widgetsWaiting = 0;

function publishHydrated() {
  document.documentElement.toggleAttribute(
    "data-hydrated",
    rootHydrated && widgetsWaiting === 0,
  );
}

/** Marks the document hydrated after the root's first commit (used once, by the root layout). */
export function useHydratedSignal(): void {
  useEffect(() => {
    rootHydrated = true;
    publishHydrated();
  }, []);
}

interface WidgetState {
  loaded: boolean;
  counted: boolean;
}

function stopWaiting(state: WidgetState) {
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
 * A component that loads `load`'s component when it first renders. Use it at the widget, not for
 * a whole page: static sections belong in the route's own chunk.
 */
export function lazyWidget<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  const Widget = lazy(() =>
    load().then((component) => ({ default: component })),
  );
  function LazyWidget(props: Props) {
    const state = useRef<WidgetState>({ loaded: false, counted: false });
    // Layout effects of children run first: when the code is already there, `Loaded` has run.
    useLayoutEffect(() => {
      const current = state.current;
      if (!current.loaded) {
        current.counted = true;
        widgetsWaiting += 1;
        publishHydrated();
      }
      return () => stopWaiting(current);
    }, []);
    const onLoad = useCallback(() => {
      state.current.loaded = true;
      stopWaiting(state.current);
    }, []);
    return (
      <Suspense fallback={null}>
        <Widget {...props} />
        <Loaded onLoad={onLoad} />
      </Suspense>
    );
  }
  return LazyWidget;
}
