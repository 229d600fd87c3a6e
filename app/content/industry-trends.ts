/**
 * Industry trends page: the dated events (read by the event list and the JSON-LD), head tags, the
 * resources and the newsletter (the page's widgets) and the structured data. The copy that never
 * hydrates (hero, trends, predictions) is in `industry-trends-copy.ts`.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { site } from "#app/content/site.ts";
import type {
  CallToAction,
  DownloadableResource,
  SectionIntro,
  ScheduledEvent,
} from "#app/content/types.ts";
import { contactServicePath } from "#app/lib/paths.ts";

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

/** The newsletter's name on the contact form until the newsletter signup exists. */
export const trendsNewsletterName = "Industry Trends Newsletter";
/** The report the hero offers; it is also one of the page's resources. */
/** Ids of the reports and newsletter bands, for the hero's in-page links. */
export const trendsReportsAnchor = "reports";
export const trendsNewsletterAnchor = "newsletter";
export const trendsReportTitle = "DMV Digital Trends Report";

export const industryTrendsSeo = {
  title: "Digital Marketing Trends for DC, Maryland & Virginia Businesses",
  description:
    "The digital trends shaping small businesses in the DMV: AI search, AI marketing agents, mobile buying, privacy, video and voice, with what each means locally.",
  keywords: [
    "digital marketing trends",
    "small business marketing trends",
    "AI search trends",
    "local SEO trends",
    "e-commerce trends",
    "Washington DC business trends",
    "Northern Virginia small business",
    "Maryland small business marketing",
  ],
} as const;

const organizer = { "@id": `${site.url}/#organization` };

export function industryTrendsJsonLd(): JsonLd[] {
  return [
    breadcrumbJsonLd([{ name: "Industry Trends", path: "/industry-trends" }]),
    ...industryEvents.events.map((event) => {
      const online = event.location === "Online";
      return {
        "@context": "https://schema.org",
        "@type": "Event",
        "@id": `${absoluteUrl("/industry-trends")}#${event.id}`,
        name: event.name,
        description: event.description,
        startDate: event.startsAt,
        endDate: event.endsAt,
        eventStatus: "https://schema.org/EventScheduled",
        eventAttendanceMode: online
          ? "https://schema.org/OnlineEventAttendanceMode"
          : "https://schema.org/OfflineEventAttendanceMode",
        location: online
          ? { "@type": "VirtualLocation", url: absoluteUrl("/industry-trends") }
          : { "@type": "Place", name: event.location, address: event.location },
        organizer,
        url: absoluteUrl("/industry-trends"),
      };
    }),
  ];
}

/** A resource visitors ask for through the contact form, named after the resource. */
export const industryResources = {
  intro: {
    eyebrow: "Free resources",
    title: "Reports and Checklists",
    description:
      "Take the trends further with material our team uses with clients. Each one is free.",
  },
  resources: [
    {
      id: "trends-report",
      title: trendsReportTitle,
      description:
        "The six trends on this page in depth, with a checklist for each and examples from businesses in DC, Maryland and Northern Virginia.",
      type: "Report",
      format: "PDF",
      icon: "file-text",
    },
    {
      id: "local-seo-checklist",
      title: "Local SEO Checklist",
      description:
        "The checks we run in a free audit: your business profile, reviews, directory listings, on-page basics and site speed.",
      type: "Checklist",
      format: "PDF",
      icon: "search",
    },
    {
      id: "ai-marketing-playbook",
      title: "AI Marketing Playbook for Small Businesses",
      description:
        "Where AI stretches a small marketing budget furthest, what to keep personal, and how to measure results without a data team.",
      type: "Guide",
      format: "PDF",
      icon: "bot",
    },
    {
      id: "social-content-calendar",
      title: "Social Media Content Calendar",
      description:
        "A 12-week posting calendar with local holidays and seasonal moments in the DMV already marked, ready to fill in.",
      type: "Template",
      format: "Spreadsheet",
      icon: "calendar",
    },
  ],
  note: "Tell us where to send it and we'll email it to you. One email with the resource, no mailing list unless you ask for it.",
} as const satisfies {
  intro: SectionIntro;
  resources: readonly DownloadableResource[];
  note: string;
};

export const industryNewsletter = {
  intro: {
    eyebrow: "Newsletter",
    title: "Get the Trends in Your Inbox",
    description:
      "A short email when something changes that matters to DMV businesses: new search features, platform changes and what to do about them. No more than twice a month; reply to any of them to unsubscribe.",
  },
  /** Stored with each subscription, so the team knows where it came from. */
  source: trendsNewsletterName,
  contactPrompt: "Questions about a trend? We reply within 24 hours.",
  contactAction: { label: "Talk to Our Team", to: "/contact" },
} as const satisfies {
  intro: SectionIntro;
  source: string;
  contactPrompt: string;
  contactAction: CallToAction;
};
