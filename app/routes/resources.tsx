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
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { formAction } from "#app/services/form-action.server.ts";

// The request form for every resource of the page, below the cards: its code loads when it is on
// screen or reached for; the server HTML holds it, and it works without script.
const ResourceRequestSection = clientPart(
  () =>
    import("#app/features/resource-request/resource-request-section.tsx").then(
      (module) => module.ResourceRequestSection,
    ),
  "visible",
);

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

/** The request form posted without script: the page again, with its errors or confirmation. */
export const action = formAction({
  [FORM_NAMES.resourceRequest]: resourceRequestEndpoint,
});

export default function Resources() {
  const result = useFormResult(FORM_NAMES.resourceRequest);
  return (
    <>
      <Hero {...resourcesHero} />
      <ResourceLibrary renderAction={requestButton} />
      <ResourceRequestSection result={result} />
      <CtaSection {...resourcesCta} />
    </>
  );
}
