/**
 * The industry trends page's events (spec §9: dated between December 2024 and March 2025). The
 * event list below the hero and the page's JSON-LD both read them. Whether an event is past is
 * never written here: `eventStatus` (lib/events.ts) works it out when the page renders.
 */
import { contactServicePath } from "#app/lib/paths.ts";
import type { ScheduledEvent, SectionIntro } from "#app/content/types.ts";

/** An event with its Register Now link to the contact form, named after the event. */
function event(details: Omit<ScheduledEvent, "registration">): ScheduledEvent {
  return {
    ...details,
    registration: {
      label: "Register Now",
      to: contactServicePath(details.name),
    },
  };
}

export const industryEvents = {
  intro: {
    eyebrow: "Events",
    title: "Workshops and Events",
    description:
      "Sessions where our team shares what we see working for DMV business owners, with time for your questions.",
  },
  events: [
    event({
      id: "ai-marketing-workshop",
      name: "AI Marketing for Local Businesses Workshop",
      type: "Workshop",
      description:
        "A hands-on evening on putting AI to work in a small business's marketing: what to automate, what to keep personal, and how to tell whether it is working.",
      startsAt: "2024-12-12T18:00:00-05:00",
      endsAt: "2024-12-12T20:00:00-05:00",
      location: "Arlington, VA",
      topics: ["AI marketing", "Content planning", "Measuring results"],
    }),
    event({
      id: "local-seo-webinar",
      name: "Local SEO in the Age of AI Search",
      type: "Webinar",
      description:
        "A lunchtime webinar on how AI answers are changing local search, and the profile, review and website basics that keep a business in those answers.",
      startsAt: "2025-02-06T12:00:00-05:00",
      endsAt: "2025-02-06T13:00:00-05:00",
      location: "Online",
      topics: ["Local SEO", "AI search", "Business profiles"],
    }),
    event({
      id: "dmv-ecommerce-meetup",
      name: "DMV Small Business E-Commerce Meetup",
      type: "Meetup",
      description:
        "Store owners from across the region compared notes on platforms, payments, local delivery and pickup, and what actually moved their online sales.",
      startsAt: "2025-03-20T18:00:00-04:00",
      endsAt: "2025-03-20T20:30:00-04:00",
      location: "Washington, DC",
      topics: ["E-commerce", "Payments", "Local delivery"],
    }),
  ],
  note: "New dates are announced in our newsletter. Ask to join it below, and we will let you know about the next session.",
} as const satisfies {
  intro: SectionIntro;
  events: readonly ScheduledEvent[];
  note: string;
};
