import { useId } from "react";
import { useSearchParams } from "react-router";
import type { FormResult } from "#app/lib/form-result.ts";

import { resourceRequestSection } from "#app/content/resources.ts";
import { resourceCategories } from "#app/content/resources-catalogue.ts";
import { RESOURCE_QUERY, RESOURCE_REQUEST_ANCHOR } from "./request-names.ts";
import { ResourceRequestForm } from "./resource-request-form.tsx";

/**
 * The page's resources in one request form, below their cards. Each card's button opens the
 * request dialog; without script it leads here with its resource chosen (`?resource=`), and the
 * form posts to the page's action. With script the form works as the dialog's does.
 */
/** Every title of the resource library. */
const libraryTitles = resourceCategories.flatMap((category) =>
  category.resources.map((resource) => resource.title),
);

export function ResourceRequestSection({
  resources = libraryTitles,
  result,
}: {
  /**
   * The titles of the page's resources (a constant, so the form's code is not asked for); the
   * whole library's by default, kept out of the page's own chunk.
   */
  resources?: readonly string[];
  result: FormResult | undefined;
}) {
  const titleId = useId();
  const [searchParams] = useSearchParams();
  const asked = result?.values.resource ?? searchParams.get(RESOURCE_QUERY);
  const resource =
    asked && resources.includes(asked) ? asked : (resources[0] ?? "");
  return (
    <section
      id={RESOURCE_REQUEST_ANCHOR}
      aria-labelledby={titleId}
      className="scroll-mt-20 py-16 sm:py-24"
    >
      <div className="mx-auto w-full max-w-xl px-4 sm:px-6 lg:px-8">
        <h2
          id={titleId}
          className="text-2xl font-semibold tracking-tight text-foreground"
        >
          {resourceRequestSection.title}
        </h2>
        <p className="mt-2 text-muted-foreground">
          {resourceRequestSection.intro}
        </p>
        <div className="mt-6 rounded-2xl border bg-card p-6 shadow-sm">
          <ResourceRequestForm
            resource={resource}
            choices={resources}
            result={result}
          />
        </div>
      </div>
    </section>
  );
}
