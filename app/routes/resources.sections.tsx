import { useMemo } from "react";
import {
  EmptyResults,
  FilterBar,
  FilterSelect,
  optionsWithAll,
  ResultCount,
  SearchField,
} from "#app/components/sections/catalogue-filters.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ResourceCard } from "#app/components/sections/resource-card.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "#app/components/ui/tabs.tsx";
import {
  resourceCategories,
  resourceLevels,
  resourceLibrary,
  resourcesCta,
  type ResourceCategory,
} from "#app/content/resources-catalogue.ts";
import { ResourceRequestButton } from "#app/features/resource-request/resource-request-button.tsx";
import {
  ALL,
  countResourcesByCategory,
  countSuffix,
  filterResources,
  flattenResources,
  levelId,
  pickOption,
  showingResources,
} from "#app/lib/resource-filter.ts";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

const categories: readonly ResourceCategory[] = resourceCategories;
const resources = flattenResources(categories);
const iconOf = new Map(categories.map((entry) => [entry.id, entry.icon]));
const categoryIds = [ALL, ...categories.map((category) => category.id)];
const levelOptions = [
  { value: ALL, label: resourceLibrary.allLevels },
  ...resourceLevels.map((level) => ({ value: levelId(level), label: level })),
];
const levelIds = levelOptions.map((option) => option.value);
const filterKeys = ["q", "category", "level"] as const;

/**
 * The resources hub below the hero: search (`?q=`), category (`?category=`, shared by the select
 * and the tabs) and level (`?level=`) filter the library; the counts follow what each choice would
 * show (product.md D4).
 */
export default function ResourcesSections() {
  const text = resourceLibrary;
  const [query, setQuery] = useQueryState("q", "", { replace: true });
  const [categoryParam, setCategory] = useQueryState("category", ALL);
  const [levelParam, setLevel] = useQueryState("level", ALL);
  const clearFilters = useClearQuery(filterKeys);
  const category = pickOption(categoryParam, categoryIds);
  const level = pickOption(levelParam, levelIds);

  const shown = useMemo(
    () => filterResources(resources, { query, category, level }),
    [query, category, level],
  );
  const counts = useMemo(
    () => countResourcesByCategory(resources, { query, level }),
    [query, level],
  );
  const selectedCategory = categories.find((entry) => entry.id === category);
  const tabs = [
    { value: ALL, label: text.allTab },
    ...categories.map((entry) => ({
      value: entry.id,
      label: entry.title,
    })),
  ];

  return (
    <>
      <SectionShell intro={text.intro} note={text.note}>
        <FilterBar className="mt-10">
          <SearchField
            label={text.searchLabel}
            placeholder={text.searchPlaceholder}
            value={query}
            onChange={setQuery}
          />
          <FilterSelect
            label={text.categoryLabel}
            value={category}
            onValueChange={setCategory}
            options={optionsWithAll(
              text.allCategories,
              categories.map((entry) => ({
                value: entry.id,
                label: entry.title,
              })),
              counts,
            )}
          />
          <FilterSelect
            label={text.levelLabel}
            value={level}
            onValueChange={setLevel}
            options={levelOptions}
          />
        </FilterBar>

        {/* Manual activation: arrow keys move between tabs, Enter or Space chooses one, so
            browsing the tabs does not add a history entry per key press. */}
        <Tabs
          value={category}
          onValueChange={setCategory}
          activationMode="manual"
          className="mt-8 gap-6"
        >
          <TabsList aria-label={text.tabsLabel} className="mx-auto">
            {tabs.map((tab) => (
              <TabsTrigger key={tab.value} value={tab.value}>
                {tab.label}
                {countSuffix(counts[tab.value])}
              </TabsTrigger>
            ))}
          </TabsList>
          <ResultCount className="text-center">
            {showingResources(shown.length)}
          </ResultCount>
          {tabs.map((tab) => (
            <TabsContent key={tab.value} value={tab.value}>
              {selectedCategory && (
                <p className="mx-auto mb-6 max-w-3xl text-center text-muted-foreground">
                  {selectedCategory.description}
                </p>
              )}
              {shown.length > 0 ? (
                <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {shown.map((resource) => (
                    <ResourceCard
                      key={resource.id}
                      resource={resource}
                      icon={iconOf.get(resource.categoryId) ?? "file-text"}
                      topicsLabel={text.topicsLabel}
                      action={
                        <ResourceRequestButton
                          resource={resource.title}
                          label={text.accessLabel}
                          className="w-full"
                        />
                      }
                    />
                  ))}
                </ul>
              ) : (
                <EmptyResults
                  title={text.empty.title}
                  hint={text.empty.hint}
                  clearLabel={text.empty.clear}
                  onClear={clearFilters}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </SectionShell>
      <CtaSection {...resourcesCta} />
    </>
  );
}
