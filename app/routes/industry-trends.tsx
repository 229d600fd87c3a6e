import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  industryNewsletter,
  industryResources,
  industryTrendsJsonLd,
  industryTrendsSeo,
  trendsNewsletterAnchor,
  trendsReportsAnchor,
} from "#app/content/industry-trends.ts";
import type { DownloadableResource, SectionIntro } from "#app/content/types.ts";
import { ResourceRequestButton } from "#app/features/resource-request/resource-request-button.tsx";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { formAction } from "#app/services/form-action.server.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The request form for every resource of the page, below the cards: its code loads when it is on
// screen or reached for; the server HTML holds it, and it works without script.
const ResourceRequestSection = clientPart(
  () =>
    import("#app/features/resource-request/resource-request-section.tsx").then(
      (module) => module.ResourceRequestSection,
    ),
  "visible",
);

// The copy around the widgets never hydrates: the browser keeps the server's HTML.
const TrendsOverview = clientPart(
  () =>
    import("./industry-trends-copy.tsx").then(
      (module) => module.TrendsOverview,
    ),
  "never",
);
const TrendsEvents = clientPart(
  () =>
    import("./industry-trends-copy.tsx").then((module) => module.TrendsEvents),
  "never",
);

// The newsletter form's code loads when it is on screen or reached for; the server HTML holds it.
const NewsletterForm = clientPart(
  () =>
    import("#app/features/newsletter/newsletter-form.tsx").then(
      (module) => module.NewsletterForm,
    ),
  "visible",
);

/**
 * The moment of rendering, which says which events are past. The page is prerendered, so this is
 * the build time; each build brings it up to date.
 */
export function loader() {
  return { now: new Date().toISOString() };
}

/** The forms posted without script: the page again, with their errors or confirmations. */
export const action = formAction({
  [FORM_NAMES.resourceRequest]: resourceRequestEndpoint,
  [FORM_NAMES.newsletter]: newsletterEndpoint,
});

/** The reports' titles, for the page's request form. */
const requestable = industryResources.resources.map(
  (resource) => resource.title,
);

export const meta = () =>
  pageMeta({
    ...industryTrendsSeo,
    path: "/industry-trends",
    jsonLd: industryTrendsJsonLd(),
  });

export default function IndustryTrends() {
  const data = useLoaderData<typeof loader>();
  const requestResult = useFormResult(FORM_NAMES.resourceRequest);
  const newsletterResult = useFormResult(FORM_NAMES.newsletter);
  return (
    <>
      <TrendsOverview />
      <DownloadCards
        {...industryResources}
        id={trendsReportsAnchor}
        renderAction={downloadButton}
      />
      <ResourceRequestSection resources={requestable} result={requestResult} />
      <TrendsEvents now={data.now} />
      <SectionShell
        id={trendsNewsletterAnchor}
        intro={industryNewsletter.intro}
      >
        <NewsletterForm
          source={industryNewsletter.source}
          className="mx-auto mt-8 max-w-xl"
          result={newsletterResult}
        />
        <p className="mt-8 flex flex-col items-center gap-3 text-center text-sm text-muted-foreground">
          {industryNewsletter.contactPrompt}
          <ActionLink
            action={industryNewsletter.contactAction}
            variant="outline"
          />
        </p>
      </SectionShell>
    </>
  );
}

const downloadButton = (resource: DownloadableResource) => (
  <ResourceRequestButton
    resource={resource.title}
    label="Download Free"
    variant="outline"
    className="w-full"
  />
);

/**
 * Props of `DownloadCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `resources`: `DownloadableResource[]` (content/types.ts): title, description, type, format,
 *   optional `icon`.
 * - `renderAction`: the control at the foot of each card (the page supplies the request
 *   dialog's button).
 * - `id`: the band's id, for in-page links.
 * - `note`: a line under the cards, such as how the resources are delivered.
 * - `tone`: `muted` for a grey band.
 */
interface DownloadCardsProps {
  id?: string;
  intro: SectionIntro;
  renderAction: (resource: DownloadableResource) => ReactNode;
  resources: readonly DownloadableResource[];
  note?: string;
  tone?: "default" | "muted";
}

/** Reports, guides and checklists a visitor can ask for, one card each. */
function DownloadCards({
  id,
  intro,
  renderAction,
  resources,
  note,
  tone = "default",
}: DownloadCardsProps) {
  return (
    <SectionShell id={id} intro={intro} tone={tone} note={note}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {resources.map((resource) => (
          <li
            key={resource.id}
            className="flex flex-col gap-4 rounded-xl border bg-card p-6 shadow-sm"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon name={resource.icon ?? "file-text"} />
              </span>
              <p className="flex flex-wrap justify-end gap-1.5">
                <Badge variant="secondary">{resource.type}</Badge>
                <Badge variant="outline">{resource.format}</Badge>
              </p>
            </div>
            <h3 className="text-lg leading-tight font-semibold text-foreground">
              {resource.title}
            </h3>
            <p className="text-sm leading-6 text-muted-foreground">
              {resource.description}
            </p>
            <div className="mt-auto">{renderAction(resource)}</div>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
