import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ShowcaseGallery } from "#app/components/sections/showcase-gallery.tsx";
import {
  portfolioCategories,
  portfolioCta,
  portfolioGallery,
  portfolioProjects,
} from "#app/content/portfolio-sections.ts";
import {
  allCategory,
  categoryChips,
  filterByCategory,
  resolveCategory,
} from "#app/lib/showcase-filter.ts";
import { showingText } from "#app/lib/category-counts.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";

const chips = categoryChips(portfolioProjects, portfolioCategories);

/** The portfolio below the hero: the projects, filtered by the `?category=` choice. */
export default function PortfolioSections() {
  const [value, setCategory] = useQueryState("category", allCategory);
  const category = resolveCategory(value, portfolioCategories);
  const shown = filterByCategory(portfolioProjects, category);
  const { itemName, ...gallery } = portfolioGallery;
  return (
    <>
      <ShowcaseGallery
        {...gallery}
        chips={chips}
        selected={category}
        onSelect={setCategory}
        countText={showingText(
          shown.length,
          itemName.singular,
          itemName.plural,
        )}
        items={shown}
        categories={portfolioCategories}
      />
      <CtaSection {...portfolioCta} />
    </>
  );
}
