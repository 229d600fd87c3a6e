/**
 * Industry trends page: head tags, hero and structured data. The events are in
 * `industry-trends-events.ts` (read by the event list and the JSON-LD); the other sections are in
 * `industry-trends-sections.ts`.
 */
import { absoluteUrl, breadcrumbJsonLd, type JsonLd } from "#app/lib/seo.ts";
import { industryEvents } from "#app/content/industry-trends-events.ts";
import { site } from "#app/content/site.ts";
import type { HeroContent } from "#app/content/types.ts";

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

export const industryTrendsHero = {
  eyebrow: "Industry Trends",
  title: "The Digital Trends Shaping DMV Businesses",
  description:
    "What is changing in search, social media, online buying and marketing automation, and what it means for small businesses in Washington DC, Maryland and Northern Virginia. Practical takeaways from our team, without the hype.",
  actions: [
    { label: "Get the Free Reports", to: `#${trendsReportsAnchor}` },
    { label: "Join the Newsletter", to: `#${trendsNewsletterAnchor}` },
  ],
  points: [
    "Six trends with a local angle",
    "Predictions you can plan around",
    "Free reports and checklists",
  ],
} as const satisfies HeroContent;

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
