import { useRef, useState } from "react";
import {
  EmptyResults,
  ResultCount,
  SearchField,
} from "#app/components/sections/catalogue-filters.tsx";
import { CategoryChips } from "#app/components/sections/category-chips.tsx";
import { ContactOptions } from "#app/components/sections/contact-options.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { QuestionAccordion } from "#app/components/sections/question-accordion.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  faqCategories,
  faqs,
  learningCenterContact,
  learningCenterCta,
  learningCenterFaq,
} from "#app/content/learning-center-sections.ts";
import {
  chipCount,
  knownCategory,
  showingText,
} from "#app/lib/category-counts.ts";
import {
  allFaqCategories,
  faqCategoryCounts,
  filterFaqs,
} from "#app/lib/faq-filter.ts";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

const categoryIds = faqCategories.map((category) => category.id);
const filterKeys = ["q", "category"] as const;

/**
 * The search box's text. It answers every keystroke at once (router updates arrive in a
 * transition, too late for a controlled input) and follows the URL when the URL changes for any
 * other reason: hydration, Back/Forward, Clear Filters, a link. Values this box wrote itself are
 * recognised when they arrive, even several at once, so fast typing is never rolled back.
 */
function useSearchText(
  search: string,
  setSearch: (value: string) => void,
): [string, (value: string) => void] {
  const [text, setText] = useState(search);
  const [seen, setSeen] = useState(search);
  const [written, setWritten] = useState<readonly string[]>([]);
  if (search !== seen) {
    setSeen(search);
    const index = written.indexOf(search);
    if (index >= 0) {
      setWritten(written.slice(index + 1));
    } else {
      setWritten([]);
      setText(search);
    }
  }
  const change = (value: string) => {
    setText(value);
    setWritten((values) => [...values, value]);
    setSearch(value);
  };
  return [text, change];
}

/** Search, category chips, the result count and the questions, or the empty state. */
function FaqBrowser() {
  const copy = learningCenterFaq;
  const [search, setSearch] = useQueryState("q", "", { replace: true });
  const [categoryParam, setCategory] = useQueryState(
    "category",
    allFaqCategories,
  );
  const clearFilters = useClearQuery(filterKeys);
  const [text, setText] = useSearchText(search, setSearch);
  const searchBox = useRef<HTMLDivElement>(null);

  const category = knownCategory(categoryParam, categoryIds, allFaqCategories);
  const visible = filterFaqs(faqs, { search: text, category });
  const counts = faqCategoryCounts(faqs, text);
  const chips = [
    {
      id: allFaqCategories,
      label: copy.allLabel,
      count: chipCount(counts, allFaqCategories),
    },
    ...faqCategories.map((item) => ({
      id: item.id,
      label: item.name,
      count: chipCount(counts, item.id),
    })),
  ];

  const clear = () => {
    // The box empties when the URL does (see useSearchText).
    clearFilters();
    // The button that had focus disappears with the empty state: continue from the search box.
    searchBox.current?.querySelector("input")?.focus();
  };

  return (
    <SectionShell intro={copy.intro}>
      <div className="mx-auto mt-10 max-w-3xl">
        <div ref={searchBox}>
          <SearchField
            label={copy.searchLabel}
            placeholder={copy.searchPlaceholder}
            value={text}
            onChange={setText}
          />
        </div>
        <CategoryChips
          label={copy.categoriesLabel}
          chips={chips}
          selected={category}
          onSelect={setCategory}
          className="mt-6 justify-start"
        />
        <ResultCount className="mt-6">
          {showingText(visible.length, copy.itemSingular, copy.itemPlural)}
        </ResultCount>
        {visible.length > 0 ? (
          <QuestionAccordion items={visible} className="mt-4" />
        ) : (
          <div className="mt-4">
            <EmptyResults
              title={copy.empty.title}
              hint={copy.empty.hint}
              clearLabel={copy.empty.clearLabel}
              onClear={clear}
            />
          </div>
        )}
      </div>
    </SectionShell>
  );
}

/** The learning center below the hero. */
export default function LearningCenterSections() {
  return (
    <>
      <FaqBrowser />
      <ContactOptions {...learningCenterContact} tone="muted" />
      <CtaSection {...learningCenterCta} />
    </>
  );
}
