import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "#app/components/ui/accordion.tsx";
import type { QuestionAnswer } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";

/**
 * Props of `QuestionAccordion`:
 * - `items`: the questions to show, already filtered; `id` keeps an open question open while the
 *   list around it changes.
 * - `className`: added to the card around the list.
 */
interface QuestionAccordionProps {
  items: readonly QuestionAnswer[];
  className?: string;
}

/**
 * Expandable questions: one open at a time, and a click on the open one closes it (spec §4).
 * Each question is an h3 button, so the page's heading outline stays in order.
 */
export function QuestionAccordion({
  items,
  className,
}: QuestionAccordionProps) {
  return (
    <Accordion
      type="single"
      collapsible
      className={cn(
        "rounded-xl border bg-card px-4 shadow-sm sm:px-6",
        className,
      )}
    >
      {items.map((item) => (
        <AccordionItem key={item.id} value={item.id}>
          <AccordionTrigger className="text-base font-semibold text-foreground">
            {item.question}
          </AccordionTrigger>
          <AccordionContent className="text-base leading-7 text-muted-foreground">
            {item.answer}
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
