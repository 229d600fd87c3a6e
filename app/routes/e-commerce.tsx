import { eCommerceJsonLd, eCommerceSeo } from "#app/content/e-commerce.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The page holds no widget: all of it is copy that never hydrates.
const ECommerceCopy = clientPart(
  () => import("./e-commerce-copy.tsx").then((module) => module.default),
  "never",
);

export const meta = () =>
  pageMeta({
    ...eCommerceSeo,
    path: "/e-commerce",
    jsonLd: eCommerceJsonLd(),
  });

export default function ECommerce() {
  return <ECommerceCopy />;
}
