import { Badge } from "#app/components/ui/badge.tsx";
import type { ScheduledEvent, SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import {
  eventDateTile,
  eventStatus,
  formatEventDate,
  formatEventTime,
  type EventStatus,
} from "#app/lib/events.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

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
  labels?: Partial<typeof defaultLabels>;
  note?: string;
  tone?: "default" | "muted";
}

const defaultLabels: Record<EventStatus, string> & {
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
  const text = { ...defaultLabels, ...labels };
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
