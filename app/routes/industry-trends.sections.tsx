import { ActionLink } from "#app/components/sections/action-link.tsx";
import { ChecklistCards } from "#app/components/sections/checklist-cards.tsx";
import { DownloadCards } from "#app/components/sections/download-cards.tsx";
import { EventList } from "#app/components/sections/event-list.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { TrendCards } from "#app/components/sections/trend-cards.tsx";
import {
  trendsNewsletterAnchor,
  trendsReportsAnchor,
} from "#app/content/industry-trends.ts";
import { industryEvents } from "#app/content/industry-trends-events.ts";
import {
  industryNewsletter,
  industryPredictions,
  industryResources,
  industryTrends,
} from "#app/content/industry-trends-sections.ts";
import { NewsletterForm } from "#app/features/newsletter/newsletter-form.tsx";
import { ResourceRequestButton } from "#app/features/resource-request/resource-request-button.tsx";

/** The industry trends page below the hero; `now` decides which events are past. */
export default function IndustryTrendsSections({ now }: { now: string }) {
  return (
    <>
      <TrendCards {...industryTrends} />
      <ChecklistCards {...industryPredictions} tone="muted" />
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
      <EventList {...industryEvents} now={now} tone="muted" />
      <SectionShell
        id={trendsNewsletterAnchor}
        intro={industryNewsletter.intro}
      >
        <NewsletterForm
          source={industryNewsletter.source}
          className="mx-auto mt-8 max-w-xl"
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
