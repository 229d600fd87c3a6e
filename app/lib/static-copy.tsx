/**
 * Copy that never hydrates (docs/decisions/0019). The server renders it; the browser keeps that
 * HTML as it is, so neither the text nor the components that lay it out are part of the page's
 * JavaScript. A route passes `render` only in the server build (`import.meta.env.SSR`), so that
 * the client build drops it and everything only it uses.
 *
 * After a client-side navigation the copy comes from the page's own document: the route's
 * `clientLoader` is `loadStaticCopy`, which fetches it (the server loader the route also exports
 * keeps the loader from running at hydration). Links inside the copy navigate client-side, as a
 * `<Link>` does.
 */
import type { MouseEvent, ReactNode } from "react";
import {
  type ClientLoaderFunctionArgs,
  type NavigateFunction,
  useLoaderData,
  useNavigate,
} from "react-router";

const COPY_ATTRIBUTE = "data-static-copy";

/** What `loadStaticCopy` gives the route: each block of copy's HTML by its name. */
export interface StaticCopyData {
  staticCopy: Record<string, string>;
}

interface StaticCopyProps {
  /** Names the block among the page's blocks of copy. */
  name: string;
  /** The copy, in the server build; `undefined` in the browser's. */
  render: (() => ReactNode) | undefined;
}

/**
 * A block of the page that holds no widget: copy, pictures and links. Its wrapper is
 * `display: contents`, so the sections inside lay out as the page's own children.
 */
export function StaticCopy({ name, render }: StaticCopyProps) {
  const navigate = useNavigate();
  const data = useLoaderData() as Partial<StaticCopyData> | null | undefined;
  const wrapper = {
    [COPY_ATTRIBUTE]: name,
    className: "contents",
    onClick: (event: MouseEvent<HTMLDivElement>) => followLink(event, navigate),
  };
  if (render) return <div {...wrapper}>{render()}</div>;
  // After a navigation: the fetched document's. At hydration: what the server sent, kept as it is.
  const html =
    data?.staticCopy?.[name] ??
    document.querySelector(`[${COPY_ATTRIBUTE}="${CSS.escape(name)}"]`)
      ?.innerHTML ??
    "";
  return (
    <div
      {...wrapper}
      dangerouslySetInnerHTML={{ __html: html }}
      suppressHydrationWarning
    />
  );
}

/**
 * The `clientLoader` of a route with static copy: the copy of the page navigated to, from its
 * document. Should the document not arrive, the browser loads the page itself instead.
 */
export async function loadStaticCopy({
  request,
}: Pick<ClientLoaderFunctionArgs, "request">): Promise<StaticCopyData> {
  try {
    const response = await fetch(request.url, {
      headers: { Accept: "text/html" },
      signal: request.signal,
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const page = new DOMParser().parseFromString(
      await response.text(),
      "text/html",
    );
    return {
      staticCopy: Object.fromEntries(
        Array.from(page.querySelectorAll(`[${COPY_ATTRIBUTE}]`), (block) => [
          block.getAttribute(COPY_ATTRIBUTE) ?? "",
          block.innerHTML,
        ]),
      ),
    };
  } catch (error) {
    if (request.signal.aborted) throw error;
    window.location.assign(request.url);
    // The page is being replaced: nothing renders in the meantime.
    return new Promise<never>(() => {});
  }
}

/** A plain left click on a link to a page of the site navigates client-side, as `<Link>` does. */
function followLink(
  event: MouseEvent<HTMLElement>,
  navigate: NavigateFunction,
) {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.ctrlKey ||
    event.shiftKey ||
    event.altKey
  )
    return;
  const link = (event.target as Element).closest("a");
  if (!link || (link.target && link.target !== "_self")) return;
  if (link.hasAttribute("download")) return;
  const url = new URL(link.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(`${url.pathname}${url.search}${url.hash}`);
}
