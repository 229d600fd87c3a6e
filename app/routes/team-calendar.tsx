import { data, Form, redirect, useActionData } from "react-router";
import type { Route } from "./+types/team-calendar";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { site } from "#app/content/site.ts";
import { teamText } from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  BlockFormSchema,
  blockRange,
} from "#app/features/booking/blocks.server.ts";
import {
  blockTime,
  listBlocks,
  unblockTime,
} from "#app/features/booking/booking.server.ts";
import { getBusyFeedStatus } from "#app/features/booking/busy-feed.server.ts";
import {
  requireTeamAction,
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { writeAudit } from "#app/features/team/audit.server.ts";
import { formatEastern } from "#app/features/team/format.ts";
import { fieldClass, Notice, TeamShell } from "#app/features/team/team-ui.tsx";
import { readForPage } from "#app/services/page-data.server.ts";

const text = teamText.calendar;

/** The time blocked from booking from now on, and how the team's busy calendar is read. */
export async function loader({ request }: Route.LoaderArgs) {
  const { db, member } = await requireTeamMember(request);
  const blocks = await readForPage(
    () => listBlocks(db, new Date()),
    "read the blocked time",
  );
  const feed = getBusyFeedStatus();
  // The last read of the busy calendar failed, and none has succeeded since.
  const feedFailed = Boolean(
    feed.configured &&
    feed.lastErrorAt &&
    (!feed.lastSuccessAt || feed.lastErrorAt > feed.lastSuccessAt),
  );
  const done = new URL(request.url).searchParams.get("done");
  return data(
    {
      role: member.role,
      done:
        done === "blocked" || done === "unblocked"
          ? (done as "blocked" | "unblocked")
          : undefined,
      blocks: blocks.map((block) => ({
        id: block.id,
        from: formatEastern(block.startsAt),
        until: formatEastern(block.endsAt),
        reason: block.reason,
        by: block.createdBy,
      })),
      feed: !feed.configured
        ? text.feedOff
        : feedFailed
          ? text.feedFailed(
              formatEastern(feed.lastErrorAt!),
              feed.lastError ?? "",
            )
          : feed.lastSuccessAt
            ? text.feedOk(formatEastern(feed.lastSuccessAt), feed.busyCount)
            : text.feedWaiting,
      feedFailed,
    },
    { headers: teamPageHeaders },
  );
}

/** Block a day or hours of it, or lift a block: each in the audit log, then the page by GET. */
export async function action({ request }: Route.ActionArgs) {
  const { db, member } = await requireTeamAction(request);
  const parsed = BlockFormSchema.safeParse(
    Object.fromEntries(await request.formData()),
  );
  const refuse = (status: number, message: string) =>
    data({ ok: false as const, message }, { status, headers: teamPageHeaders });
  if (!parsed.success) return refuse(400, text.badRange);
  const form = parsed.data;
  const actor = { id: member.id, name: member.name };
  if (form.intent === "block") {
    const range = blockRange(form, site.hours.timeZone);
    if (!range) return refuse(400, text.badRange);
    await readForPage(
      () =>
        blockTime(db, {
          ...range,
          reason: form.reason || undefined,
          actor: member.email,
          record: (tx, block) =>
            writeAudit(tx, actor, "time-blocked", {
              blockId: block.id,
              start: range.start.toISOString(),
              end: range.end.toISOString(),
            }),
        }),
      "block time from booking",
    );
  } else {
    const lifted = await readForPage(
      () =>
        unblockTime(db, form.blockId, (tx) =>
          writeAudit(tx, actor, "time-unblocked", { blockId: form.blockId }),
        ),
      "lift blocked time",
    );
    if (!lifted) return refuse(404, text.gone);
  }
  throw redirect(
    `/team/calendar?done=${form.intent === "block" ? "blocked" : "unblocked"}`,
    { status: 303, headers: teamPageHeaders },
  );
}

export const headers = () => teamPageHeaders;

export const meta = () =>
  pageMeta({ ...teamText.seo.calendar, path: "/team/calendar", noindex: true });

export default function TeamCalendar({ loaderData }: Route.ComponentProps) {
  const { role, done, blocks, feed, feedFailed } = loaderData;
  const outcome = useActionData<typeof action>();
  return (
    <TeamShell role={role} current="calendar">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold text-foreground sm:text-3xl">
          {text.heading}
        </h1>
        <p className="max-w-3xl text-muted-foreground">{text.intro}</p>
      </header>
      <Notice message={done ? text[done] : undefined} />
      <Notice
        message={outcome && !outcome.ok ? outcome.message : undefined}
        tone="error"
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-2">
        <section
          aria-labelledby="calendar-block"
          className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
        >
          <h2 id="calendar-block" className="text-lg font-semibold">
            {text.blockHeading}
          </h2>
          <Form method="post" className="mt-4 grid gap-4">
            <input type="hidden" name="intent" value="block" />
            <label className={fieldClass}>
              <span className="font-medium">{text.day}</span>
              <Input type="date" name="day" required />
            </label>
            <div className="grid gap-4 sm:grid-cols-2">
              <label className={fieldClass}>
                <span className="font-medium">{text.from}</span>
                <Input type="time" name="from" aria-describedby="hours-hint" />
              </label>
              <label className={fieldClass}>
                <span className="font-medium">{text.until}</span>
                <Input type="time" name="until" aria-describedby="hours-hint" />
              </label>
            </div>
            <p id="hours-hint" className="text-sm text-muted-foreground">
              {text.hoursHint}
            </p>
            <label className={fieldClass}>
              <span className="font-medium">{text.reason}</span>
              <Input name="reason" maxLength={200} autoComplete="off" />
            </label>
            <Button type="submit" className="justify-self-start">
              {text.block}
            </Button>
          </Form>
        </section>
        <div className="grid min-w-0 content-start gap-6">
          <section
            aria-labelledby="calendar-blocks"
            className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="calendar-blocks" className="text-lg font-semibold">
              {text.blocksHeading}
            </h2>
            {blocks.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{text.none}</p>
            ) : (
              <ul className="mt-3 grid gap-3 text-sm">
                {blocks.map((block) => (
                  <li
                    key={block.id}
                    className="flex flex-wrap items-center justify-between gap-2 border-l-2 pl-3"
                  >
                    <div className="min-w-0">
                      <p className="break-words">
                        {block.from} – {block.until}
                      </p>
                      <p className="break-words text-muted-foreground">
                        {block.reason && `${block.reason} · `}
                        {text.by} {block.by}
                      </p>
                    </div>
                    <Form method="post">
                      <input type="hidden" name="intent" value="unblock" />
                      <input type="hidden" name="blockId" value={block.id} />
                      <Button type="submit" variant="outline" size="sm">
                        {text.unblock}
                        <span className="sr-only">
                          {" "}
                          {block.from} – {block.until}
                        </span>
                      </Button>
                    </Form>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section
            aria-labelledby="calendar-feed"
            className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="calendar-feed" className="text-lg font-semibold">
              {text.feedHeading}
            </h2>
            <p
              className={
                feedFailed
                  ? "mt-2 text-sm break-words text-destructive"
                  : "mt-2 text-sm break-words text-muted-foreground"
              }
            >
              {feed}
            </p>
          </section>
        </div>
      </div>
    </TeamShell>
  );
}
