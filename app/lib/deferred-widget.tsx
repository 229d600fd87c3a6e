/**
 * A widget that sits in a page's server HTML (a form, a filtered catalogue, the calculator) is
 * readable, and its links work, before any script runs. Its code loads when the widget comes on
 * screen or the visitor reaches for it (pointer, touch, focus or key inside it), so a visitor
 * who never scrolls to the form at the foot of the page does not download it (docs/decisions/
 * 0014). What the visitor does in it before the code arrives (typing, a choice, a press, a
 * submit) is kept and replayed once it has hydrated (`early-input.ts`). Rendered on the client
 * (after a navigation), it loads at once, like `lazyWidget`.
 *
 * Props that change ask for the code at once, so a route passes values that stay the same from
 * one render to the next (a function declared outside the component, not an inline arrow).
 */
import {
  memo,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
} from "react";
import { holdEarlyInput, type EarlyInput } from "#app/lib/early-input.ts";
import { siteLinkClick } from "#app/lib/site-link-click.ts";
import {
  isRootHydrated,
  lazyComponent,
  startWaiting,
  stopWaiting,
  whenWidgetsLoaded,
  WidgetBoundary,
  type WidgetState,
} from "#app/lib/lazy-widget.tsx";

/** Events that show the visitor at work in the widget (input and change also come from autofill). */
const REACHING = [
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
  "change",
] as const;

/**
 * The first element of the widget's server HTML: after the anchor comes the comment with which
 * React opens a Suspense boundary, then the widget.
 */
function serverRenderedWidget(anchor: Element | null): Element | undefined {
  const opening = anchor?.nextSibling;
  if (!(opening instanceof Comment) || !opening.data.startsWith("$")) return;
  const first = opening.nextSibling;
  return first instanceof Element ? first : undefined;
}

/** Wakes each widget whose server HTML is still waiting to be asked for its code. */
const asleep = new Set<() => void>();
let holdingPageLinks = false;

/**
 * A link to a place on this page (`#pricing`, or this path with a hash) changes the router's
 * location, and a widget whose HTML has not hydrated would then be rendered afresh, its server
 * HTML dropped until its code arrives. While any widget sleeps, such a click wakes them all and
 * is replayed once their code is there.
 */
function holdSamePageLinks() {
  if (holdingPageLinks) return;
  holdingPageLinks = true;
  const path = (url: URL | Location) => url.pathname.replace(/(.)\/$/, "$1");
  window.addEventListener(
    "click",
    (event) => {
      if (asleep.size === 0) return;
      const followed = siteLinkClick(event);
      if (!followed) return;
      const { link, url } = followed;
      if (
        path(url) !== path(location) ||
        url.search !== location.search ||
        !url.hash
      )
        return;
      event.preventDefault();
      event.stopPropagation();
      for (const wake of [...asleep]) wake();
      void whenWidgetsLoaded().then(() => link.click());
    },
    true,
  );
}

/** The widget's server HTML: the nodes between its boundary's opening and closing comments. */
function serverHtml(first: Element): string {
  let html = "";
  for (
    let node: Node | null = first;
    node && !(node instanceof Comment && node.data === "/$");
    node = node.nextSibling
  )
    html += node instanceof Element ? node.outerHTML : (node.textContent ?? "");
  return html;
}

/**
 * Stands in for a sleeping widget that React had to render afresh (the router's location changed
 * under it, on Back or Forward): its server HTML as it was, so nothing on the page moves, while
 * its code is asked for.
 */
function ServerHtmlCopy({
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

function isOnScreen(element: Element) {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top < window.innerHeight;
}

export function deferredWidget<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let askForCode: () => void = () => {};
  const codeWanted = new Promise<void>((resolve) => (askForCode = resolve));
  // The server renders every widget in full.
  if (typeof document === "undefined") askForCode();
  const Widget = lazyComponent(() => codeWanted.then(load));

  function DeferredWidget(props: Props) {
    // Whether this instance hydrates the server's HTML: decided once, so that what it renders
    // around the widget stays the same through hydration. (Deferred widgets stand in routes, not
    // inside other widgets, so the page's own hydration is the one that counts.)
    const [inServerHtml] = useState(
      () => typeof document === "undefined" || !isRootHydrated(),
    );
    // Rendering the widget again while its HTML waits for its code would make React drop that
    // HTML: the boundary's element is kept from one render to the next, and only new props (which
    // must render) ask for the code at once. Links within the page wake it first (above); on Back or
    // Forward it shows a copy of its server HTML until its code is there (ServerHtmlCopy).
    const [firstProps] = useState(props);
    if (!inServerHtml || props !== firstProps) askForCode();

    const state = useRef<WidgetState & { early?: EarlyInput }>({
      loaded: false,
      counted: false,
    });
    const anchor = useRef<HTMLSpanElement>(null);
    const html = useRef("");
    useLayoutEffect(() => {
      const current = state.current;
      const widget = serverRenderedWidget(anchor.current);
      if (!widget || typeof IntersectionObserver === "undefined") {
        askForCode();
        startWaiting(current);
        return () => stopWaiting(current);
      }
      html.current = serverHtml(widget);
      if (!current.loaded) current.early = holdEarlyInput(widget);
      let mounted = true;
      const observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wake();
      });
      // On the window: React stops events aimed at HTML it has not hydrated (early-input.ts).
      const onReach = (event: Event) => {
        if (event.target instanceof Node && widget.contains(event.target))
          wake();
      };
      function stopWatching() {
        asleep.delete(wake);
        observer.disconnect();
        for (const type of REACHING)
          window.removeEventListener(type, onReach, true);
      }
      function wake() {
        if (!mounted) return;
        stopWatching();
        askForCode();
        startWaiting(current);
      }
      // On screen now: counted before the root says the page is hydrated.
      if (isOnScreen(widget)) wake();
      else {
        observer.observe(widget);
        for (const type of REACHING)
          window.addEventListener(type, onReach, {
            capture: true,
            passive: true,
          });
        // Asked for by another instance of the widget.
        void codeWanted.then(wake);
        asleep.add(wake);
        holdSamePageLinks();
      }
      return () => {
        mounted = false;
        stopWatching();
        current.early?.release();
        stopWaiting(current);
      };
    }, []);
    const onLoad = useCallback(() => {
      const current = state.current;
      current.loaded = true;
      stopWaiting(current);
      const early = current.early;
      current.early = undefined;
      // After this commit, once the widget's handlers are in place.
      if (early) setTimeout(() => early.replay());
    }, []);
    const onFallback = useCallback(() => {
      askForCode();
      startWaiting(state.current);
    }, []);
    const boundary = useMemo(
      () => (
        <WidgetBoundary
          onLoad={onLoad}
          fallback={<ServerHtmlCopy html={html} onShow={onFallback} />}
        >
          <Widget {...props} />
        </WidgetBoundary>
      ),
      [onLoad, onFallback, props],
    );
    return (
      <>
        {/* Marks where the widget's server HTML starts, so that it can be watched before it hydrates. */}
        {inServerHtml ? <span hidden data-widget="" ref={anchor} /> : null}
        {boundary}
      </>
    );
  }
  return memo(DeferredWidget) as unknown as ComponentType<Props>;
}
