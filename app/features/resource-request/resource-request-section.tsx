import { useId } from "react";
import { useSearchParams } from "react-router";
import { clientPart } from "#app/lib/client-part.tsx";
import type { FormResult } from "#app/lib/form-result.ts";

/** The id of the page's request form, where a resource's button leads without script. */
export const RESOURCE_REQUEST_ANCHOR = "request-a-resource";
/** The query naming the resource a button asked for, which the form's list starts on. */
export const RESOURCE_QUERY = "resource";

// The form's code loads when it is on screen or reached for; the server HTML holds it.
const ResourceRequestForm = clientPart(
  () =>
    import("./resource-request-form.tsx").then(
      (module) => module.ResourceRequestForm,
    ),
  "visible",
);

/**
 * The page's resources in one request form, below their cards. Each card's button opens the
 * request dialog; without script it leads here with its resource chosen (`?resource=`), and the
 * form posts to the page's action. With script the form works as the dialog's does.
 */
export function ResourceRequestSection({
  resources,
  result,
}: {
  /** The titles of the page's resources (a constant, so the form's code is not asked for). */
  resources: readonly string[];
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
          Request a resource
        </h2>
        <p className="mt-2 text-muted-foreground">
          Choose a resource and tell us where to send it: we'll email it to you.
          No spam: one email with the resource, and a reply from a real person
          if you have questions.
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
