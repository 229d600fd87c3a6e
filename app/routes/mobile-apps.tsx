import { mobileAppsJsonLd, mobileAppsSeo } from "#app/content/mobile-apps.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The page holds no widget: all of it is copy that never hydrates.
const MobileAppsCopy = clientPart(
  () => import("./mobile-apps-copy.tsx").then((module) => module.default),
  "never",
);

export const meta = () =>
  pageMeta({
    ...mobileAppsSeo,
    path: "/mobile-apps",
    jsonLd: mobileAppsJsonLd(),
  });

export default function MobileApps() {
  return <MobileAppsCopy />;
}
