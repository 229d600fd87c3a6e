/**
 * Web Vitals of the page load (LCP, INP, CLS) from the `web-vitals` library, which reports each
 * when the page is hidden or left (LCP also at the first input). Those reported in one moment go
 * in one beacon. They belong to the page that was loaded, as in Google's field data: navigations
 * inside the site load no page.
 */
import { onCLS, onINP, onLCP, type Metric } from "web-vitals";
import {
  deviceClass,
  EVENTS_ENDPOINT,
  isVisitorPage,
  sendEvents,
  trackingAllowed,
} from "#app/lib/page-beacon.ts";

export function watchVitals(url: string): void {
  if (!trackingAllowed() || !isVisitorPage(url)) return;
  const queue: object[] = [];
  const report = ({ name, value }: Metric) => {
    queue.push({ type: "vital", url, name, value, device: deviceClass() });
    if (queue.length === 1)
      queueMicrotask(() => sendEvents(EVENTS_ENDPOINT, queue.splice(0)));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
}
