/**
 * The page load's Web Vitals (docs/decisions/0026). The pageviews are counted by the page's
 * inline loader (`#app/lib/page-beacon.ts`); the `web-vitals` code is fetched with the page's
 * other idle loads, a few seconds after it is usable, so it is no part of the first load. The
 * browser buffers LCP, layout shifts and slow interactions until then.
 */
import { loadWhenIdle } from "#app/lib/client-part.tsx";

/** Called once by the root module: measures the page that was loaded, wherever the visitor goes. */
export function watchVitalsWhenIdle(): void {
  if (typeof location === "undefined") return;
  const url = location.pathname;
  loadWhenIdle(
    () =>
      void import("./vitals-beacon.ts").then((vitals) =>
        vitals.watchVitals(url),
      ),
  );
}
