import { useMemo } from "react";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import { SectionShell } from "#app/components/sections/section-shell.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import {
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from "#app/components/ui/tabs.tsx";
import { directoryCopy } from "#app/content/dmv-directory.ts";
import {
  businessListings,
  communityGroups,
  directoryCategories,
  directoryLocations,
  showcaseProjects,
} from "#app/content/dmv-directory-listings.ts";
import {
  EmptyResults,
  FilterBar,
  ResultCount,
  SearchField,
} from "#app/features/catalogue/catalogue-filters.tsx";
import { FilterSelect } from "#app/features/catalogue/filter-select.tsx";
import {
  BusinessCard,
  CommunityCard,
  ShowcaseCard,
} from "#app/features/catalogue/directory-cards.tsx";
import {
  ALL,
  countByCategory,
  countListingsByLocation,
  filterListings,
  optionsWithAll,
  pickOption,
  showingText,
} from "#app/features/catalogue/filter.ts";
import { useClearQuery, useQueryState } from "#app/lib/use-query-state.ts";

const tabIds = ["directory", "showcase", "community"] as const;
const defaultTab = "directory";
const categories = directoryCategories.map((entry) => ({
  id: entry.id,
  label: entry.title,
}));
const categoryIds = categories.map((entry) => entry.id);
const locationIds = directoryLocations.map((entry) => entry.id);
const filterKeys = ["q", "category", "location"] as const;

// Every panel stays in the HTML (crawlers and no-JavaScript visitors get all three); the inactive
// ones are hidden.
const panelClass = "data-[state=inactive]:hidden";

/**
 * The directory: three tabs (`?tab=`, Business Directory by default); the business list is
 * filtered by search (`?q=`), category (`?category=`) and location (`?location=`), and each choice
 * counts what it would show (product.md D4).
 */
export function DirectoryBrowser() {
  const copy = directoryCopy;
  const [tabParam, setTab] = useQueryState("tab", defaultTab);
  const [query, setQuery] = useQueryState("q", "", { replace: true });
  const [categoryParam, setCategory] = useQueryState("category", ALL);
  const [locationParam, setLocation] = useQueryState("location", ALL);
  const clearFilters = useClearQuery(filterKeys);
  const tab = pickOption(tabParam, tabIds, defaultTab);
  const category = pickOption(categoryParam, categoryIds);
  const location = pickOption(locationParam, locationIds);

  const shown = useMemo(
    () => filterListings(businessListings, { query, category, location }),
    [query, category, location],
  );
  const categoryCounts = useMemo(
    () =>
      countByCategory(
        filterListings(businessListings, { query, location, category: ALL }),
        (listing) => listing.categoryId,
      ),
    [query, location],
  );
  const locationCounts = useMemo(
    () =>
      countListingsByLocation(businessListings, locationIds, {
        query,
        category,
      }),
    [query, category],
  );

  return (
    <SectionShell intro={copy.intro}>
      <p className="mx-auto mt-6 flex max-w-3xl items-start justify-center gap-2 text-center text-sm text-muted-foreground">
        <Icon name="lightbulb" className="mt-0.5 size-4" />
        {copy.disclaimer}
      </p>
      {/* Manual activation: arrow keys move between tabs, Enter or Space chooses one, so
          browsing the tabs does not add a history entry per key press. */}
      <Tabs
        value={tab}
        onValueChange={setTab}
        activationMode="manual"
        className="mt-8 gap-8"
      >
        <TabsList aria-label={copy.tabsLabel} className="mx-auto">
          {tabIds.map((id) => (
            <TabsTrigger key={id} value={id}>
              {copy.tabs[id]}
            </TabsTrigger>
          ))}
        </TabsList>

        <TabsContent value="directory" forceMount className={panelClass}>
          <FilterBar>
            <SearchField
              label={copy.searchLabel}
              placeholder={copy.searchPlaceholder}
              value={query}
              onChange={setQuery}
            />
            <FilterSelect
              label={copy.categoryLabel}
              value={category}
              onValueChange={setCategory}
              options={optionsWithAll(
                copy.allCategories,
                categories,
                categoryCounts,
              )}
            />
            <FilterSelect
              label={copy.locationLabel}
              value={location}
              onValueChange={setLocation}
              options={optionsWithAll(
                copy.allLocations,
                directoryLocations,
                locationCounts,
              )}
            />
          </FilterBar>
          <ResultCount className="mt-6">
            {showingText(shown.length, copy.itemName)}
          </ResultCount>
          <div className="mt-4">
            {shown.length > 0 ? (
              <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
                {shown.map((listing) => (
                  <BusinessCard
                    key={listing.id}
                    listing={listing}
                    labels={copy.card}
                  />
                ))}
              </ul>
            ) : (
              <EmptyResults
                title={copy.empty.title}
                hint={copy.empty.hint}
                clearLabel={copy.empty.clear}
                onClear={clearFilters}
              />
            )}
          </div>
        </TabsContent>

        <TabsContent value="showcase" forceMount className={panelClass}>
          <p className="mx-auto max-w-3xl text-center text-muted-foreground">
            {copy.showcase.intro}
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {showcaseProjects.map((project) => (
              <ShowcaseCard
                key={project.id}
                project={project}
                labels={copy.showcase}
              />
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <ActionLink action={copy.showcase.submit} variant="outline" />
          </div>
        </TabsContent>

        <TabsContent value="community" forceMount className={panelClass}>
          <p className="mx-auto max-w-3xl text-center text-muted-foreground">
            {copy.community.intro}
          </p>
          <ul className="mt-8 grid gap-6 md:grid-cols-2">
            {communityGroups.map((group) => (
              <CommunityCard
                key={group.id}
                group={group}
                labels={copy.community}
              />
            ))}
          </ul>
          <div className="mt-8 flex justify-center">
            <ActionLink action={copy.community.submit} variant="outline" />
          </div>
        </TabsContent>
      </Tabs>
    </SectionShell>
  );
}
