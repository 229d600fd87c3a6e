import { useRef, useState } from "react";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  learningCenterFaq,
  faqCategories,
  faqs,
} from "#app/content/learning-center.ts";
import {
  EmptyResults,
  ResultCount,
  SearchField,
} from "#app/features/catalogue/catalogue-filters.tsx";
import { CategoryChips } from "#app/features/catalogue/category-chips.tsx";
import {
  ALL,
  countByCategory,
  optionsWithAll,
  pickOption,
  showingText,
} from "#app/features/catalogue/filter.ts";
import { QuestionAccordion } from "#app/features/catalogue/question-accordion.tsx";
import { filterFaqs } from "#app/lib/faq-filter.ts";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

const categories = faqCategories.map((category) => ({
  id: category.id,
  label: category.name,
}));
const categoryIds = categories.map((category) => category.id);
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

/**
 * The learning center's questions: search (`?q=`), category chips (`?category=`) that count what
 * each would show with the search (product.md D4), the result count and the questions, or the
 * empty state.
 */
export function FaqBrowser() {
  const copy = learningCenterFaq;
  const [search, setSearch] = useQueryState("q", "", { replace: true });
  const [categoryParam, setCategory] = useQueryState("category", ALL);
  const clearFilters = useClearQuery(filterKeys);
  const [text, setText] = useSearchText(search, setSearch);
  const searchBox = useRef<HTMLDivElement>(null);

  const category = pickOption(categoryParam, categoryIds);
  const visible = filterFaqs(faqs, { search: text, category });
  const counts = countByCategory(
    filterFaqs(faqs, { search: text, category: ALL }),
    (item) => item.category,
  );
  const chips = optionsWithAll(copy.allLabel, categories, counts);

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
          {showingText(visible.length, copy.itemName)}
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
