import { data, Form, Link, redirect, useActionData } from "react-router";
import type { Route } from "./+types/team-item";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { NativeSelect } from "#app/components/ui/native-select.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { inboxStatuses, teamText } from "#app/content/team.ts";
import { pageMeta } from "#app/lib/seo.ts";
import {
  requireTeamAction,
  requireTeamMember,
  teamPageHeaders,
} from "#app/features/team/access.server.ts";
import { formatEastern } from "#app/features/team/format.ts";
import { ItemFormSchema } from "#app/features/team/item-form.server.ts";
import { UUID } from "#app/features/team/inbox-filters.ts";
import { teamMembers } from "#app/features/team/inbox.server.ts";
import {
  addNote,
  changeItem,
  loadItem,
  markRead,
} from "#app/features/team/item.server.ts";
import {
  fieldClass,
  kindLabel,
  linkClass,
  Notice,
  StatusBadge,
  TeamShell,
} from "#app/features/team/team-ui.tsx";
import {
  bookingConfig,
  cancelBookingForVisitor,
  findBooking,
} from "#app/features/booking/booking.server.ts";
import { writeAudit } from "#app/features/team/audit.server.ts";
import { visitOfItem } from "#app/features/analytics/visit.server.ts";
import { getEnv } from "#app/services/env.server.ts";
import {
  accountLinkOrigin,
  requestOrigin,
} from "#app/services/origins.server.ts";
import { readForPage } from "#app/services/page-data.server.ts";

const notFound = () => data(null, { status: 404, headers: teamPageHeaders });

/** The item, its person's other items and its timeline; opening it marks it read. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { db, member } = await requireTeamMember(request);
  if (!UUID.test(params.id)) throw notFound();
  const [view, members] = await readForPage(
    () => Promise.all([loadItem(db, params.id), teamMembers(db)]),
    "read an inbox item",
  );
  if (!view) throw notFound();
  await readForPage(
    () => markRead(db, params.id, member.id),
    "mark an inbox item read",
  );
  const { item } = view;
  const saved = new URL(request.url).searchParams.get("saved");
  const booking =
    item.kind === "booking"
      ? await readForPage(() => findBooking(db, item.id), "read a booked call")
      : undefined;
  const visit = await readForPage(
    () => visitOfItem(db, item.id),
    "read the visit that brought an inbox item",
  );
  return data(
    {
      role: member.role,
      saved: saved !== null,
      item: {
        id: item.id,
        kind: item.kind,
        name: item.name,
        email: item.email,
        company: item.company,
        status: item.status,
        lostReason: item.lostReason,
        assigneeId: item.assigneeId,
        version: item.version,
        receivedAt: formatEastern(item.receivedAt),
      },
      assigneeName: view.assigneeName,
      fields: view.fields,
      others: view.others.map((other) => ({
        ...other,
        receivedAt: formatEastern(other.receivedAt),
      })),
      timeline: view.timeline.map((entry) => ({
        ...entry,
        at: formatEastern(entry.at),
      })),
      members: members.map(({ id, name }) => ({ id, name })),
      booking: booking && {
        when: formatEastern(booking.startsAt),
        cancelled: booking.cancelledAt !== null,
        upcoming: booking.startsAt.getTime() > Date.now(),
      },
      visit: visit && {
        began: formatEastern(visit.visitAt),
        landingPage: visit.landingPage,
        source: visit.source,
        referrerHost: visit.referrerHost,
        campaign: [visit.utmCampaign, visit.utmSource, visit.utmMedium]
          .filter(Boolean)
          .join(" · "),
        device: visit.device,
        pages: visit.pages.map((page) => ({
          at: formatEastern(page.at),
          path: page.path,
        })),
      },
    },
    { headers: teamPageHeaders },
  );
}

/**
 * The item's three forms (status, assignment, note). Saved, the page again by GET (so a reload
 * sends nothing twice); refused, the page with the reason. A change made on an older version of
 * the item than the stored one is refused (409) and the page shows what the other member did.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const { db, member } = await requireTeamAction(request);
  if (!UUID.test(params.id)) throw notFound();
  const parsed = ItemFormSchema.safeParse(
    Object.fromEntries(await request.formData()),
  );
  const refuse = (status: number, message: string) =>
    data({ ok: false as const, message }, { status, headers: teamPageHeaders });
  if (!parsed.success) return refuse(400, teamText.messages.invalid);
  const form = parsed.data;
  const actor = { id: member.id, name: member.name };
  let outcome: string;
  if (form.intent === "cancel-booking") {
    // The visitor's cancellation (METHOD:CANCEL) and the team's notice go through the outbox.
    const cancelled = await readForPage(
      () =>
        cancelBookingForVisitor(db, params.id, {
          actor: member.email,
          now: new Date(),
          webhook: Boolean(getEnv().LEAD_WEBHOOK_URL),
          linkOrigin: accountLinkOrigin(requestOrigin(request)),
          config: bookingConfig(),
          record: (tx) =>
            writeAudit(
              tx,
              actor,
              "booking-cancelled",
              {},
              { itemId: params.id },
            ),
        }),
      "cancel a booked call",
    );
    if (cancelled.kind !== "cancelled")
      return refuse(409, teamText.messages.bookingGone);
    outcome = "saved";
  } else if (form.intent === "note") {
    if (!form.text) return refuse(400, teamText.messages.noteEmpty);
    outcome = await readForPage(
      () => addNote(db, params.id, form.text, actor),
      "add a note to an inbox item",
    );
  } else {
    if (form.intent === "status" && form.status === "lost" && !form.lostReason)
      return refuse(400, teamText.messages.lostNeedsReason);
    outcome = await readForPage(
      () =>
        changeItem(
          db,
          params.id,
          form.version,
          form.intent === "status"
            ? {
                intent: "status",
                status: form.status,
                lostReason: form.lostReason || undefined,
              }
            : { intent: "assign", assigneeId: form.assigneeId || null },
          actor,
        ),
      "change an inbox item",
    );
  }
  if (outcome === "not-found") throw notFound();
  if (outcome === "conflict") return refuse(409, teamText.messages.conflict);
  if (outcome === "unknown-member")
    return refuse(400, teamText.messages.unknownMember);
  throw redirect(`/team/items/${params.id}?saved=${form.intent}`, {
    status: 303,
    headers: teamPageHeaders,
  });
}

export const headers = () => teamPageHeaders;

export const meta = () =>
  pageMeta({ ...teamText.seo.item, path: "/team/items", noindex: true });

function describe(entry: {
  kind: string;
  action: string;
  detail: Record<string, unknown>;
}): string {
  const text = teamText.item;
  if (entry.kind === "received") return text.received;
  if (entry.kind === "notification") {
    const label =
      text.notification[entry.action as keyof typeof text.notification] ??
      entry.action;
    return entry.detail.channel === "webhook"
      ? `${label} (${text.webhook})`
      : label;
  }
  const status = (value: unknown) =>
    teamText.statuses[value as keyof typeof teamText.statuses] ?? String(value);
  if (entry.action === "status")
    return (
      text.changes.status(status(entry.detail.from), status(entry.detail.to)) +
      (entry.detail.reason ? `: ${String(entry.detail.reason)}` : "")
    );
  if (entry.action === "assign")
    return text.changes.assign(
      typeof entry.detail.toName === "string"
        ? entry.detail.toName
        : text.nobody,
    );
  if (entry.action === "note")
    return `${text.changes.note}: ${String(entry.detail.text)}`;
  if (entry.action === "booking-cancelled")
    return text.changes.bookingCancelled;
  return entry.action;
}

export default function TeamItem({ loaderData }: Route.ComponentProps) {
  const {
    role,
    saved,
    item,
    assigneeName,
    fields,
    others,
    timeline,
    members,
    booking,
    visit,
  } = loaderData;
  const outcome = useActionData<typeof action>();
  const text = teamText.item;
  const kind = kindLabel(item.kind);
  const mailto = `mailto:${item.email}?subject=${encodeURIComponent(text.replySubject(kind))}`;
  return (
    <TeamShell role={role} current="inbox">
      <p>
        <Link to="/team" className={linkClass}>
          {text.back}
        </Link>
      </p>
      <header className="grid gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="font-semibold">{kind}</span>
          <StatusBadge status={item.status} />
          <span className="text-muted-foreground">{item.receivedAt}</span>
        </p>
        <h1 className="text-2xl font-bold break-words text-foreground sm:text-3xl">
          {item.name ?? item.email}
          {item.company && (
            <span className="block text-lg font-medium text-muted-foreground">
              {item.company}
            </span>
          )}
        </h1>
        <p className="text-sm break-words text-muted-foreground">
          {item.email} · {teamText.inbox.columns.assignee}:{" "}
          {assigneeName ?? teamText.inbox.unassigned}
        </p>
        <p>
          <a
            href={mailto}
            className="inline-block rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground"
          >
            {text.reply}
          </a>
        </p>
      </header>
      <Notice message={saved ? teamText.messages.saved : undefined} />
      <Notice
        message={outcome && !outcome.ok ? outcome.message : undefined}
        tone="error"
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="grid min-w-0 gap-6">
          {booking && <BookedCall booking={booking} />}
          <section
            aria-labelledby="item-sent"
            className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="item-sent" className="text-lg font-semibold">
              {text.sent}
            </h2>
            <dl className="mt-3 grid gap-3 text-sm">
              {fields.map((field) => (
                <div key={field.label} className="grid gap-0.5">
                  <dt className="font-medium text-muted-foreground">
                    {field.label}
                  </dt>
                  <dd className="break-words whitespace-pre-wrap">
                    {field.value}
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <VisitSection visit={visit} />
          <section
            aria-labelledby="item-timeline"
            className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="item-timeline" className="text-lg font-semibold">
              {text.timeline}
            </h2>
            <ol className="mt-3 grid gap-3 text-sm">
              {timeline.map((entry, index) => (
                <li key={index} className="border-l-2 pl-3">
                  <p className="break-words whitespace-pre-wrap">
                    {describe(entry)}
                  </p>
                  <p className="text-muted-foreground">
                    {entry.at}
                    {entry.actorName && ` · ${text.by} ${entry.actorName}`}
                  </p>
                </li>
              ))}
            </ol>
          </section>
        </div>
        <div className="grid min-w-0 content-start gap-6">
          <section
            aria-labelledby="item-status"
            className="rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="item-status" className="text-lg font-semibold">
              {text.statusHeading}
            </h2>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="version" value={item.version} />
              <label className={fieldClass}>
                <span className="font-medium">{text.statusLabel}</span>
                <NativeSelect name="status" defaultValue={item.status}>
                  {inboxStatuses.map((status) => (
                    <option key={status} value={status}>
                      {teamText.statuses[status]}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <label className={fieldClass}>
                <span className="font-medium">{text.lostReason}</span>
                <Input
                  name="lostReason"
                  defaultValue={item.lostReason ?? ""}
                  aria-describedby="lost-reason-hint"
                />
                <span id="lost-reason-hint" className="text-muted-foreground">
                  {text.lostReasonHint}
                </span>
              </label>
              <Button type="submit">{text.saveStatus}</Button>
            </Form>
          </section>
          <section
            aria-labelledby="item-assign"
            className="rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="item-assign" className="text-lg font-semibold">
              {text.assignHeading}
            </h2>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="assign" />
              <input type="hidden" name="version" value={item.version} />
              <label className={fieldClass}>
                <span className="font-medium">{text.assignLabel}</span>
                <NativeSelect
                  name="assigneeId"
                  defaultValue={item.assigneeId ?? ""}
                >
                  <option value="">{text.nobody}</option>
                  {members.map((member) => (
                    <option key={member.id} value={member.id}>
                      {member.name}
                    </option>
                  ))}
                </NativeSelect>
              </label>
              <Button type="submit">{text.saveAssign}</Button>
            </Form>
          </section>
          <section
            aria-labelledby="item-note"
            className="rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="item-note" className="text-lg font-semibold">
              {text.noteHeading}
            </h2>
            <Form method="post" className="mt-3 grid gap-3">
              <input type="hidden" name="intent" value="note" />
              <label className={fieldClass}>
                <span className="font-medium">{text.noteLabel}</span>
                <Textarea name="text" rows={4} maxLength={5000} required />
              </label>
              <Button type="submit">{text.saveNote}</Button>
            </Form>
          </section>
          <section
            aria-labelledby="item-others"
            className="rounded-2xl border bg-card p-4 sm:p-6"
          >
            <h2 id="item-others" className="text-lg font-semibold">
              {text.samePerson}
            </h2>
            {others.length === 0 ? (
              <p className="mt-3 text-sm text-muted-foreground">
                {text.noOther}
              </p>
            ) : (
              <ul className="mt-3 grid gap-2 text-sm">
                {others.map((other) => (
                  <li key={other.id}>
                    <Link to={`/team/items/${other.id}`} className={linkClass}>
                      {kindLabel(other.kind)}
                    </Link>{" "}
                    <span className="text-muted-foreground">
                      {other.receivedAt} ·{" "}
                      {teamText.statuses[
                        other.status as keyof typeof teamText.statuses
                      ] ?? other.status}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </section>
          {role === "owner" && (
            <p className="text-sm">
              <Link
                to={`/team/privacy?email=${encodeURIComponent(item.email)}`}
                className={linkClass}
              >
                {text.deleteAddress}
              </Link>
            </p>
          )}
        </div>
      </div>
    </TeamShell>
  );
}

/** A booked call: when, and the team's cancellation on the visitor's behalf while it is ahead. */
function BookedCall({
  booking,
}: {
  booking: { when: string; cancelled: boolean; upcoming: boolean };
}) {
  const text = teamText.item.booking;
  return (
    <section
      aria-labelledby="item-booking"
      className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
    >
      <h2 id="item-booking" className="text-lg font-semibold">
        {text.heading}
      </h2>
      <p className="mt-2 text-sm">
        <span className="font-medium text-muted-foreground">{text.when}:</span>{" "}
        {booking.when}
        {booking.cancelled && ` · ${text.cancelled}`}
      </p>
      {!booking.cancelled &&
        (booking.upcoming ? (
          <Form method="post" className="mt-4 grid gap-2">
            <input type="hidden" name="intent" value="cancel-booking" />
            <p className="text-sm text-muted-foreground">{text.cancelHint}</p>
            <Button
              type="submit"
              variant="outline"
              className="justify-self-start"
            >
              {text.cancel}
            </Button>
          </Form>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground">{text.started}</p>
        ))}
    </section>
  );
}

/** Where the item's visitor came from, and the pages they viewed on the way (product.md D13). */
function VisitSection({
  visit,
}: {
  visit:
    | {
        began: string;
        landingPage: string | undefined;
        source: string | undefined;
        referrerHost: string | undefined;
        campaign: string;
        device: string | undefined;
        pages: { at: string; path: string }[];
      }
    | undefined;
}) {
  const text = teamText.item.visit;
  const rows: [string, string | undefined][] = visit
    ? [
        [text.began, visit.began],
        [text.landingPage, visit.landingPage],
        [text.source, visit.source],
        [text.referrer, visit.referrerHost],
        [text.campaign, visit.campaign || undefined],
        [
          text.device,
          visit.device &&
            (text.devices[visit.device as keyof typeof text.devices] ??
              visit.device),
        ],
      ]
    : [];
  return (
    <section
      aria-labelledby="item-visit"
      className="min-w-0 rounded-2xl border bg-card p-4 sm:p-6"
    >
      <h2 id="item-visit" className="text-lg font-semibold">
        {text.heading}
      </h2>
      {!visit ? (
        <p className="mt-3 text-sm text-muted-foreground">{text.none}</p>
      ) : (
        <>
          <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
            {rows.map(([label, value]) => (
              <div key={label} className="grid gap-0.5">
                <dt className="font-medium text-muted-foreground">{label}</dt>
                <dd className="break-words">{value ?? text.unknown}</dd>
              </div>
            ))}
          </dl>
          <h3 className="mt-4 text-sm font-semibold">{text.pages}</h3>
          {visit.pages.length === 0 ? (
            <p className="mt-2 text-sm text-muted-foreground">
              {text.pagesGone}
            </p>
          ) : (
            <ol className="mt-2 grid list-decimal gap-1 pl-5 text-sm">
              {visit.pages.map((page, index) => (
                <li key={index} className="break-words">
                  {page.path}{" "}
                  <span className="text-muted-foreground">{page.at}</span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
