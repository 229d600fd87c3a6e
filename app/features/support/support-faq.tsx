import { useId, useState } from "react";
import type { SupportFaq } from "#app/content/support.ts";
import type { SectionIntro } from "#app/content/types.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { allFaqCategories, filterFaqs } from "#app/lib/faq-filter.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";

interface SupportFaqSectionProps {
  intro: SectionIntro;
  items: readonly SupportFaq[];
  searchLabel: string;
  searchPlaceholder: string;
  emptyText: string;
  clearLabel: string;
  tone?: "default" | "muted";
}

/** Query key of the FAQ search on the support page. */
const FAQ_SEARCH_KEY = "q";

/**
 * The support FAQ (spec §2): a search over questions and answers (kept in the URL, so reload and
 * shared links keep it) above an accordion with one question open at a time.
 */
export function SupportFaqSection({
  intro,
  items,
  searchLabel,
  searchPlaceholder,
  emptyText,
  clearLabel,
  tone,
}: SupportFaqSectionProps) {
  const id = useId();
  const [query, setQuery] = useQueryState(FAQ_SEARCH_KEY, "", {
    replace: true,
  });
  // What the visitor typed until the URL has caught up (router updates arrive in a transition,
  // too late for a controlled input); after that the URL is the source again (Back, links).
  const [typed, setTyped] = useState<string | null>(null);
  if (typed !== null && typed === query) setTyped(null);
  const search = typed ?? query;
  const setSearch = (value: string) => {
    setTyped(value);
    setQuery(value);
  };

  const shown = filterFaqs(items, { search, category: allFaqCategories });

  return (
    <SectionShell intro={intro} tone={tone}>
      <div className="mx-auto mt-10 max-w-3xl">
        <label htmlFor={`${id}-search`} className="sr-only">
          {searchLabel}
        </label>
        <div className="relative">
          <Icon
            name="search"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            placeholder={searchPlaceholder}
            onChange={(event) => setSearch(event.target.value)}
            className="ps-9!"
            autoComplete="off"
          />
        </div>
        <p aria-live="polite" className="mt-3 text-sm text-muted-foreground">
          Showing {shown.length} of {items.length} questions
        </p>
        {shown.length > 0 ? (
          <Accordion
            type="single"
            collapsible
            className="mt-4 rounded-xl border bg-card px-6 shadow-sm"
          >
            {shown.map((item) => (
              <AccordionItem key={item.id} value={item.id}>
                <AccordionTrigger className="text-base">
                  {item.question}
                </AccordionTrigger>
                <AccordionContent className="leading-7 text-muted-foreground">
                  {item.answer}
                </AccordionContent>
              </AccordionItem>
            ))}
          </Accordion>
        ) : (
          <div className="mt-4 rounded-xl border border-dashed bg-card p-8 text-center">
            <p className="font-medium text-foreground">{emptyText}</p>
            <Button
              type="button"
              variant="outline"
              className="mt-4"
              onClick={() => setSearch("")}
            >
              {clearLabel}
            </Button>
          </div>
        )}
      </div>
    </SectionShell>
  );
}
