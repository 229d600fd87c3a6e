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
import { siteLinkClick } from "#app/lib/site-link-click.ts";

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

/** How long a navigation waits for the page's document before the browser loads it instead. */
export const COPY_FETCH_TIMEOUT_MS = 8_000;

/**
 * The `clientLoader` of a route with static copy: the copy of the page navigated to, from its
 * document. Should the document not arrive in time, or arrive without any copy (an error page
 * of a proxy, say), the browser loads the page itself instead.
 */
export async function loadStaticCopy({
  request,
}: Pick<ClientLoaderFunctionArgs, "request">): Promise<StaticCopyData> {
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), COPY_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(request.url, {
      headers: { Accept: "text/html" },
      signal: AbortSignal.any([request.signal, timeout.signal]),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const page = new DOMParser().parseFromString(
      await response.text(),
      "text/html",
    );
    const blocks = Array.from(
      page.querySelectorAll(`[${COPY_ATTRIBUTE}]`),
      (block) => [block.getAttribute(COPY_ATTRIBUTE) ?? "", block.innerHTML],
    );
    if (blocks.length === 0) throw new Error("the document holds no copy");
    return { staticCopy: Object.fromEntries(blocks) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    window.location.assign(request.url);
    // The page is being replaced: nothing renders in the meantime.
    return new Promise<never>(() => {});
  } finally {
    clearTimeout(timer);
  }
}

/** A link to a page of the site, followed in this tab, navigates client-side as `<Link>` does. */
function followLink(
  event: MouseEvent<HTMLElement>,
  navigate: NavigateFunction,
) {
  const followed = siteLinkClick(event);
  if (!followed) return;
  event.preventDefault();
  const { pathname, search, hash } = followed.url;
  void navigate(`${pathname}${search}${hash}`);
}
