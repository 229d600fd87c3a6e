/**
 * The copy of /industry-trends that holds no widget: the overview (hero, trends, predictions) and
 * the events. The route declares each block a client part that never loads on the first visit,
 * so the browser keeps the server's HTML and neither this text nor the sections that lay it out
 * are in the page's JavaScript (docs/decisions/0021).
 */
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { ChecklistCards } from "#app/components/sections/checklist-cards.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { TitledList } from "#app/components/sections/titled-list.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { industryEvents } from "#app/content/industry-trends.ts";
import {
  industryPredictions,
  industryTrends,
  industryTrendsHero,
} from "#app/content/industry-trends-copy.ts";
import type {
  ScheduledEvent,
  SectionIntro,
  Trend,
} from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import {
  eventDateTile,
  eventStatus,
  type EventStatus,
  formatEventDate,
  formatEventTime,
} from "#app/lib/events.ts";
import { impactBadgeVariant } from "#app/lib/trend-impact.ts";

/** The page's opening: its hero, the trends and the predictions. */
export function TrendsOverview() {
  return (
    <>
      <Hero {...industryTrendsHero} />
      <TrendCards {...industryTrends} />
      <ChecklistCards {...industryPredictions} tone="muted" />
    </>
  );
}

/**
 * The events, past or upcoming as of `now`: the moment the page was rendered (the route's loader),
 * so that the server's HTML and a render after a client-side navigation agree.
 */
export function TrendsEvents({ now }: { now: string }) {
  return <EventList {...industryEvents} now={now} tone="muted" />;
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
