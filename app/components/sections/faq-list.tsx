import type { QuestionAnswer, SectionIntro } from "#app/content/types.ts";
import { SectionShell } from "#app/components/sections/section-shell.tsx";

interface FaqListProps {
  intro: SectionIntro;
  items: readonly QuestionAnswer[];
  tone?: "default" | "muted";
}

/** Questions and answers, all open: short enough that hiding them would only cost a click. */
export function FaqList({ intro, items, tone = "default" }: FaqListProps) {
  return (
    <SectionShell intro={intro} tone={tone}>
      <ul className="mx-auto mt-12 grid max-w-5xl gap-x-10 gap-y-8 md:grid-cols-2">
        {items.map((item) => (
          <li key={item.id}>
            <h3 className="text-lg font-semibold text-foreground">
              {item.question}
            </h3>
            <p className="mt-2 leading-7 text-muted-foreground">
              {item.answer}
            </p>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
