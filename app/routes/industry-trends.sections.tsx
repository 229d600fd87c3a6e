import { ChecklistCards } from "#app/components/sections/checklist-cards.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { DownloadCards } from "#app/components/sections/download-cards.tsx";
import { EventList } from "#app/components/sections/event-list.tsx";
import { TrendCards } from "#app/components/sections/trend-cards.tsx";
import { industryEvents } from "#app/content/industry-trends-events.ts";
import {
  industryNewsletter,
  industryPredictions,
  industryResources,
  industryTrends,
} from "#app/content/industry-trends-sections.ts";

/** The industry trends page below the hero; `now` decides which events are past. */
export default function IndustryTrendsSections({ now }: { now: string }) {
  return (
    <>
      <TrendCards {...industryTrends} />
      <ChecklistCards {...industryPredictions} tone="muted" />
      <DownloadCards {...industryResources} />
      <EventList {...industryEvents} now={now} tone="muted" />
      <CtaSection {...industryNewsletter} />
    </>
  );
}
