import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  resourceLibrary,
  resourcesCta,
  resourcesHero,
  resourcesJsonLd,
  resourcesSeo,
} from "#app/content/resources.ts";
import { ResourceRequestButton } from "#app/features/resource-request/resource-request-button.tsx";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The library's filters, with the resources they show: their code loads when they are on screen
// or reached for, and the server HTML holds the whole library. A request button loads its dialog
// when it is first used.
const ResourceLibrary = clientPart(
  () =>
    import("#app/features/catalogue/resource-library.tsx").then(
      (module) => module.ResourceLibrary,
    ),
  "visible",
);

// Declared once, not in the render: a new function would count as new props, and the library
// would load its code at once (see app/lib/client-part.tsx).
const requestButton = (resource: { title: string }) => (
  <ResourceRequestButton
    resource={resource.title}
    label={resourceLibrary.accessLabel}
    className="w-full"
  />
);

export const meta = () =>
  pageMeta({
    ...resourcesSeo,
    path: "/resources",
    jsonLd: resourcesJsonLd(),
  });

export default function Resources() {
  return (
    <>
      <Hero {...resourcesHero} />
      <ResourceLibrary renderAction={requestButton} />
      <CtaSection {...resourcesCta} />
    </>
  );
}
