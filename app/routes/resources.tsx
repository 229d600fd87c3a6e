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
import { lazyWidget } from "#app/lib/lazy-widget.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The library's filters, with the resources they show: their code loads during hydration instead
// of in the route chunk, and the server HTML holds the whole library. A request button loads its
// dialog when it is first used.
const ResourceLibrary = lazyWidget(() =>
  import("#app/features/catalogue/resource-library.tsx").then(
    (module) => module.ResourceLibrary,
  ),
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
      <ResourceLibrary
        renderAction={(resource) => (
          <ResourceRequestButton
            resource={resource.title}
            label={resourceLibrary.accessLabel}
            className="w-full"
          />
        )}
      />
      <CtaSection {...resourcesCta} />
    </>
  );
}
