import { useMemo, type ReactNode } from "react";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "#app/components/ui/tabs.tsx";
import { resourceLibrary } from "#app/content/resources.ts";
import {
  resourceCategories,
  resourceLevels,
  type ResourceCategory,
} from "#app/content/resources-catalogue.ts";
import {
  EmptyResults,
  FilterBar,
  ResultCount,
  SearchField,
} from "#app/features/catalogue/catalogue-filters.tsx";
import { FilterSelect } from "#app/features/catalogue/filter-select.tsx";
import {
  ALL,
  countByCategory,
  countSuffix,
  filterResources,
  levelId,
  optionsWithAll,
  pickOption,
  showingText,
} from "#app/features/catalogue/filter.ts";
import { ResourceCard } from "#app/features/catalogue/resource-card.tsx";
import { flattenResources } from "#app/lib/resource-filter.ts";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

const categories: readonly ResourceCategory[] = resourceCategories;
const resources = flattenResources(categories);
const iconOf = new Map(categories.map((entry) => [entry.id, entry.icon]));
const categoryChoices = categories.map((entry) => ({
  id: entry.id,
  label: entry.title,
}));
const categoryIds = categoryChoices.map((choice) => choice.id);
const levelOptions = optionsWithAll(
  resourceLibrary.allLevels,
  resourceLevels.map((level) => ({ id: levelId(level), label: level })),
);
const levelIds = levelOptions.map((option) => option.id);
const filterKeys = ["q", "category", "level"] as const;

/**
 * Props of `ResourceLibrary`: `renderAction`, each card's button (the resource-request button, a
 * feature of its own that the route passes in, since a feature never imports another).
 */
interface ResourceLibraryProps {
  renderAction: (resource: { title: string }) => ReactNode;
}

/**
 * The resources hub's library: search (`?q=`), category (`?category=`, shared by the select and
 * the tabs) and level (`?level=`) filter it; the counts follow what each choice would show
 * (product.md D4).
 */
export function ResourceLibrary({ renderAction }: ResourceLibraryProps) {
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
    () =>
      countByCategory(
        filterResources(resources, { query, level, category: ALL }),
        (resource) => resource.categoryId,
      ),
    [query, level],
  );
  const selectedCategory = categories.find((entry) => entry.id === category);
  const tabs = optionsWithAll(text.allTab, categoryChoices, counts);

  return (
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
          options={optionsWithAll(text.allCategories, categoryChoices, counts)}
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
            <TabsTrigger key={tab.id} value={tab.id}>
              {tab.label}
              {countSuffix(tab.count)}
            </TabsTrigger>
          ))}
        </TabsList>
        <ResultCount className="text-center">
          {showingText(shown.length, text.itemName)}
        </ResultCount>
        {tabs.map((tab) => (
          <TabsContent key={tab.id} value={tab.id}>
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
                    action={renderAction(resource)}
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
  );
}
