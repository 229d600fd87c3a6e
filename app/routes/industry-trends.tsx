import type { ReactNode } from "react";
import { useLoaderData } from "react-router";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { ChecklistCards } from "#app/components/sections/checklist-cards.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { TitledList } from "#app/components/sections/titled-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  industryEvents,
  industryNewsletter,
  industryPredictions,
  industryResources,
  industryTrends,
  industryTrendsHero,
  industryTrendsJsonLd,
  industryTrendsSeo,
  trendsNewsletterAnchor,
  trendsReportsAnchor,
} from "#app/content/industry-trends.ts";
import type {
  DownloadableResource,
  ScheduledEvent,
  SectionIntro,
  Trend,
} from "#app/content/types.ts";
import { ResourceRequestButton } from "#app/features/resource-request/resource-request-button.tsx";
import { ResourceRequestSection } from "#app/features/resource-request/resource-request-section.tsx";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { FORM_NAMES } from "#app/lib/form-names.ts";
import { useFormResult } from "#app/lib/form-result.ts";
import { formAction } from "#app/services/form-action.server.ts";
import { cn } from "#app/lib/cn.ts";
import {
  eventDateTile,
  eventStatus,
  type EventStatus,
  formatEventDate,
  formatEventTime,
} from "#app/lib/events.ts";
import { deferredWidget } from "#app/lib/deferred-widget.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { loadStaticCopy, StaticCopy } from "#app/lib/static-copy.tsx";
import { impactBadgeVariant } from "#app/lib/trend-impact.ts";

// Widgets: their code loads when they are on screen or reached for; the server HTML holds them.
const NewsletterForm = deferredWidget(() =>
  import("#app/features/newsletter/newsletter-form.tsx").then(
    (module) => module.NewsletterForm,
  ),
);

/**
 * The moment of rendering, which says which events are past. The page is prerendered, so this is
 * the build time; each build brings it up to date. The events are static copy: the browser keeps
 * them as the server rendered them.
 */
export function loader() {
  return { now: new Date().toISOString() };
}

export const meta = () =>
  pageMeta({
    ...industryTrendsSeo,
    path: "/industry-trends",
    jsonLd: industryTrendsJsonLd(),
  });

/** The forms posted without script: the page again, with their errors or confirmations. */
export const action = formAction({
  [FORM_NAMES.resourceRequest]: resourceRequestEndpoint,
  [FORM_NAMES.newsletter]: newsletterEndpoint,
});

/** The reports' titles, for the page's request form. */
const requestable = industryResources.resources.map(
  (resource) => resource.title,
);

/** After a client-side navigation: the blocks of static copy, from the page's document. */
export const clientLoader = loadStaticCopy;

export default function IndustryTrends() {
  const data = useLoaderData<typeof loader>();
  const requestResult = useFormResult(FORM_NAMES.resourceRequest);
  const newsletterResult = useFormResult(FORM_NAMES.newsletter);
  return (
    <>
      <StaticCopy
        name="overview"
        render={
          import.meta.env.SSR
            ? () => (
                <>
                  <Hero {...industryTrendsHero} />
                  <TrendCards {...industryTrends} />
                  <ChecklistCards {...industryPredictions} tone="muted" />
                </>
              )
            : undefined
        }
      />
      <DownloadCards
        {...industryResources}
        id={trendsReportsAnchor}
        renderAction={(resource) => (
          <ResourceRequestButton
            resource={resource.title}
            label="Download Free"
            variant="outline"
            className="w-full"
          />
        )}
      />
      <ResourceRequestSection resources={requestable} result={requestResult} />
      <StaticCopy
        name="events"
        render={
          import.meta.env.SSR
            ? () => (
                <EventList {...industryEvents} now={data.now} tone="muted" />
              )
            : undefined
        }
      />
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

/**
 * Props of `EventList`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `events`: `ScheduledEvent[]` (content/types.ts): name, type, description, `startsAt` and
 *   `endsAt` (ISO 8601 with the local offset), location, topics and `registration`.
 * - `now`: the moment the page is rendered (an ISO string from the route's loader), so that the
 *   server HTML and the hydrated page agree on which events are past. Only upcoming events show
 *   their registration link; past ones are labelled as past (product.md D3).
 * - `labels`: the status labels and the time-zone suffix, to change their wording.
 * - `note`: a line under the list, such as how to hear about the next events.
 * - `tone`: `muted` for a grey band.
 */
interface EventListProps {
  intro: SectionIntro;
  events: readonly ScheduledEvent[];
  now: string;
  labels?: Partial<typeof eventLabels>;
  note?: string;
  tone?: "default" | "muted";
}

const eventLabels: Record<EventStatus, string> & {
  timeZone: string;
  pastNotice: string;
} = {
  upcoming: "Upcoming",
  "in-progress": "Happening now",
  past: "Past event",
  timeZone: "ET",
  pastNotice: "This event has already taken place.",
};

/** Dated events, soonest first as given, each labelled upcoming, happening now or past. */
export function EventList({
  intro,
  events,
  now,
  labels,
  note,
  tone = "default",
}: EventListProps) {
  const text = { ...eventLabels, ...labels };
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-6">
        {events.map((event) => {
          const status = eventStatus(event, now);
          const tile = eventDateTile(event.startsAt);
          return (
            <li key={event.id}>
              <article
                className={cn(
                  "flex flex-col gap-5 rounded-xl border p-6 shadow-sm sm:flex-row sm:gap-6",
                  status === "past" ? "bg-muted/60" : "bg-card",
                )}
              >
                {/* The full date is written out below; this tile is a glanceable copy. */}
                <div
                  aria-hidden="true"
                  className={cn(
                    "flex size-20 shrink-0 flex-col items-center justify-center rounded-lg",
                    status === "past"
                      ? "bg-muted text-muted-foreground"
                      : "bg-primary text-primary-foreground",
                  )}
                >
                  <span className="text-xs font-semibold tracking-wide uppercase">
                    {tile.month}
                  </span>
                  <span className="text-3xl leading-none font-extrabold">
                    {tile.day}
                  </span>
                </div>
                <div className="flex flex-1 flex-col gap-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge variant={status === "past" ? "outline" : "default"}>
                      {text[status]}
                    </Badge>
                    <Badge variant="secondary">{event.type}</Badge>
                  </div>
                  <h3 className="text-xl leading-tight font-semibold text-foreground">
                    {event.name}
                  </h3>
                  <ul className="flex flex-col gap-x-6 gap-y-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap">
                    <li className="flex items-center gap-2">
                      <Icon name="calendar" className="size-4" />
                      <time dateTime={event.startsAt}>
                        {formatEventDate(event.startsAt)}
                      </time>
                    </li>
                    <li className="flex items-center gap-2">
                      <Icon name="clock" className="size-4" />
                      {formatEventTime(event)} {text.timeZone}
                    </li>
                    <li className="flex items-center gap-2">
                      <Icon name="map-pin" className="size-4" />
                      {event.location}
                    </li>
                  </ul>
                  <p className="leading-7 text-muted-foreground">
                    {event.description}
                  </p>
                  {event.topics && event.topics.length > 0 && (
                    <ul className="flex flex-wrap gap-2">
                      {event.topics.map((topic) => (
                        <li key={topic}>
                          <Badge variant="outline">{topic}</Badge>
                        </li>
                      ))}
                    </ul>
                  )}
                  {status === "upcoming" ? (
                    <div>
                      <ActionLink
                        action={event.registration}
                        subject={event.name}
                        subjectPrefix="for"
                      />
                    </div>
                  ) : status === "past" ? (
                    <p className="text-sm font-medium text-muted-foreground">
                      {text.pastNotice}
                    </p>
                  ) : null}
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </SectionShell>
  );
}

/**
 * Props of `TrendCards`:
 * - `intro`: the section's eyebrow, h2 and lead.
 * - `trends`: `Trend[]` (content/types.ts): title, description, `impact` (its badge colour comes
 *   from `impactBadgeVariant`), timeline, `adoption` (0-100, drawn as a bar), details and
 *   `dmvImpact`.
 * - `labels`: the terms used inside the cards, to change their wording.
 * - `note`: a line under the cards, such as where the adoption figures come from.
 * - `tone`: `muted` for a grey band.
 */
interface TrendCardsProps {
  intro: SectionIntro;
  trends: readonly Trend[];
  labels?: Partial<typeof trendLabels>;
  note?: string;
  tone?: "default" | "muted";
}

const trendLabels = {
  impact: "impact",
  timeline: "Timeline",
  adoption: "Adoption",
  details: "What it involves",
  dmvImpact: "What it means in the DMV",
};

/** Trend cards: impact badge, timeline, adoption bar, details and the local angle. */
function TrendCards({
  intro,
  trends,
  labels,
  note,
  tone = "default",
}: TrendCardsProps) {
  const text = { ...trendLabels, ...labels };
  return (
    <SectionShell intro={intro} tone={tone} note={note}>
      <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {trends.map((trend) => (
          <li key={trend.id} className="flex">
            <article className="flex w-full flex-col gap-5 rounded-xl border bg-card p-6 shadow-sm">
              <div className="flex items-start justify-between gap-3">
                {trend.icon && (
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                    <Icon name={trend.icon} />
                  </span>
                )}
                <Badge
                  variant={impactBadgeVariant(trend.impact)}
                  className="ms-auto px-2.5 py-1"
                >
                  {trend.impact} {text.impact}
                </Badge>
              </div>
              <div>
                <h3 className="text-xl leading-tight font-semibold text-foreground">
                  {trend.title}
                </h3>
                <p className="mt-2 leading-7 text-muted-foreground">
                  {trend.description}
                </p>
              </div>
              <dl className="grid grid-cols-2 gap-4 border-y py-4 text-sm">
                <div>
                  <dt className="text-muted-foreground">{text.timeline}</dt>
                  <dd className="mt-1 font-semibold text-foreground">
                    {trend.timeline}
                  </dd>
                </div>
                <div>
                  <dt className="text-muted-foreground">{text.adoption}</dt>
                  <dd className="mt-1 font-semibold text-foreground">
                    {trend.adoption}%
                    {/* The figure above carries the meaning; the bar only draws it. */}
                    <span
                      aria-hidden="true"
                      className="mt-2 block h-2 overflow-hidden rounded-full bg-muted"
                    >
                      <span
                        className="block h-full rounded-full bg-primary"
                        style={{
                          width: `${Math.min(100, Math.max(0, trend.adoption))}%`,
                        }}
                      />
                    </span>
                  </dd>
                </div>
              </dl>
              <TitledList title={text.details} items={trend.details} />
              <div className="mt-auto rounded-lg bg-secondary p-4">
                <p className="flex items-center gap-2 text-sm font-semibold text-secondary-foreground">
                  <Icon name="map-pin" className="size-4 text-primary" />
                  {text.dmvImpact}
                </p>
                <p className="mt-1 text-sm leading-6 text-secondary-foreground">
                  {trend.dmvImpact}
                </p>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
