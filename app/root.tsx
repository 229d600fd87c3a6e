import { useContext, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useNavigation,
} from "react-router";
import type { Route } from "./+types/root";
import devStylesheet from "./app.css?url";
import { InlineStylesContext } from "#app/lib/request-context.ts";
import { useScrollToHash } from "#app/lib/use-scroll-to-hash.ts";
import { organizationJsonLd, pageMeta, serializeJsonLd } from "#app/lib/seo.ts";
import { SiteHeader } from "#app/components/layout/site-header.tsx";
import { MobileBottomBar } from "#app/components/layout/mobile-bottom-bar.tsx";
import { SiteFooter } from "#app/components/layout/site-footer.tsx";
import { ChatLauncher } from "#app/components/layout/chat-launcher.tsx";
import { clientPart, useHydratedSignal } from "#app/lib/client-part.tsx";
import { watchVitalsWhenIdle } from "#app/features/analytics/beacon.ts";

// Rarely shown, so kept out of every page's first load; the server HTML holds it when it is.
const ErrorPage = clientPart(
  () =>
    import("#app/components/layout/error-page.tsx").then(
      (module) => module.default,
    ),
  "now",
);

// The assistant's panel loads on first use or when the browser is idle, never with the page.
const ChatPanel = clientPart(
  () =>
    import("#app/features/chat/chat-widget.tsx").then(
      (module) => module.default,
    ),
  "idle",
);

// The blog's loading skeletons matter only once a navigation waits for the database: they load
// when the browser is idle after hydration, or when such a navigation starts.
const PendingSkeleton = clientPart(
  () =>
    import("#app/components/layout/page-skeletons.tsx").then(
      (module) => module.PendingSkeleton,
    ),
  "idle",
);

/** Pages whose data comes from the database, rendered per request: the blog's. */
const waitsForDatabase = (pathname: string) =>
  pathname === "/blog" || pathname.startsWith("/blog/");

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  // In production the stylesheet is inlined by the server renderer instead.
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: devStylesheet }] : []),
];

const organizationRecord = serializeJsonLd(organizationJsonLd());

export function meta({ error }: Route.MetaArgs) {
  if (!error) return [];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return pageMeta({
    title: notFound ? "404 Page Not Found" : "Something went wrong",
    description: "The page you were looking for could not be shown.",
    path: "/404",
    noindex: true,
  });
}

export function Layout({ children }: { children: React.ReactNode }) {
  const inlineStyles = useContext(InlineStylesContext);
  useScrollToHash();
  useHydratedSignal();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#1d4ed8" />
        {/* The browser keeps the server's copy; see InlineStylesContext. */}
        <style
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: inlineStyles }}
        />
        <Meta />
        <Links />
        <script
          type="application/ld+json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: organizationRecord }}
        />
      </head>
      <body className="flex min-h-screen flex-col pb-16 lg:pb-0">
        <a
          href="#main"
          className="sr-only z-[70] rounded-md bg-primary px-4 py-2 font-semibold text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
          {children}
        </main>
        <SiteFooter />
        <MobileBottomBar />
        <ChatLauncher Panel={ChatPanel} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

// How fast the loaded page was for this visitor, sent once the browser is idle.
watchVitalsWhenIdle();

export default function App() {
  // Leads and contact messages carry where this visitor first came from, and the visit is
  // counted. In production the page's inline loader does both before any module runs
  // (scripts-after-paint.server.ts); the development server sends no loader.
  useEffect(() => {
    if (!import.meta.env.DEV) return;
    void import("#app/lib/attribution.ts").then((attribution) =>
      attribution.captureFirstTouch(
        attribution.FIRST_TOUCH_KEY,
        attribution.attributionOf,
      ),
    );
    void import("#app/lib/page-beacon.ts").then((beacon) =>
      beacon.countPageviews(
        beacon.EVENTS_ENDPOINT,
        beacon.trackingAllowed,
        beacon.isVisitorPage,
        beacon.deviceClass,
        beacon.sendEvents,
      ),
    );
  }, []);
  return usePendingSkeleton() ?? <Outlet />;
}

/** A page whose data comes from the database shows its shape while a navigation waits for it. */
function usePendingSkeleton() {
  const navigation = useNavigation();
  const { pathname } = navigation.location ?? {};
  return navigation.state === "loading" &&
    pathname !== undefined &&
    waitsForDatabase(pathname) ? (
    <PendingSkeleton pathname={pathname} />
  ) : undefined;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Details go to the server log (entry.server.tsx), never to the visitor.
  return <ErrorPage notFound={notFound} />;
}
