// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { EventList } from "#app/routes/industry-trends-copy.tsx";
import type { ScheduledEvent } from "#app/content/types.ts";

afterEach(cleanup);

const events: ScheduledEvent[] = [
  {
    id: "workshop",
    name: "AI Marketing Workshop",
    type: "Workshop",
    description: "An evening on AI marketing.",
    startsAt: "2024-12-12T18:00:00-05:00",
    endsAt: "2024-12-12T20:00:00-05:00",
    location: "Arlington, VA",
    registration: {
      label: "Register Now",
      to: "/contact?service=AI%20Marketing%20Workshop",
    },
  },
  {
    id: "meetup",
    name: "E-Commerce Meetup",
    type: "Meetup",
    description: "Store owners compare notes.",
    startsAt: "2025-03-20T18:00:00-04:00",
    endsAt: "2025-03-20T20:30:00-04:00",
    location: "Washington, DC",
    registration: {
      label: "Register Now",
      to: "/contact?service=E-Commerce%20Meetup",
    },
  },
];

function renderAt(now: string) {
  render(
    <MemoryRouter>
      <EventList intro={{ title: "Events" }} events={events} now={now} />
    </MemoryRouter>,
  );
  return screen.getAllByRole("article");
}

describe("EventList", () => {
  it("labels past events as past and offers them no registration", () => {
    const cards = renderAt("2026-11-20T12:00:00Z");
    for (const card of cards) {
      expect(within(card).getByText("Past event")).toBeTruthy();
      expect(within(card).queryByRole("link")).toBeNull();
    }
    expect(screen.queryByText("Register Now")).toBeNull();
  });

  it("offers Register Now, named after the event, only while it is upcoming", () => {
    const [workshop, meetup] = renderAt("2025-01-15T12:00:00Z");
    expect(within(workshop!).getByText("Past event")).toBeTruthy();
    expect(within(workshop!).queryByRole("link")).toBeNull();
    expect(within(meetup!).getByText("Upcoming")).toBeTruthy();
    const link = within(meetup!).getByRole("link", {
      name: "Register Now for E-Commerce Meetup",
    });
    expect(link.getAttribute("href")).toBe(
      "/contact?service=E-Commerce%20Meetup",
    );
  });

  it("writes out the local date and time", () => {
    const [workshop] = renderAt("2026-11-20T12:00:00Z");
    const time = within(workshop!).getByText("Thursday, December 12, 2024");
    expect(time.tagName).toBe("TIME");
    expect(time.getAttribute("datetime")).toBe("2024-12-12T18:00:00-05:00");
    expect(within(workshop!).getByText("6:00-8:00 PM ET")).toBeTruthy();
  });
});
