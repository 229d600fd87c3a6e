import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { ShowcaseGallery } from "#app/components/sections/showcase-gallery.tsx";
import {
  storeCardFeatureCount,
  storeCategories,
  storeExamples,
  storeExamplesCta,
  storeGallery,
} from "#app/content/ecommerce-examples-sections.ts";
import {
  allCategory,
  categoryChips,
  filterByCategory,
  resolveCategory,
} from "#app/lib/showcase-filter.ts";
import { showingText } from "#app/lib/category-counts.ts";
import { useQueryState } from "#app/lib/use-query-state.ts";

const chips = categoryChips(storeExamples, storeCategories);

/** The store examples below the hero: the stores, filtered by the `?category=` choice. */
export default function EcommerceExamplesSections() {
  const [value, setCategory] = useQueryState("category", allCategory);
  const category = resolveCategory(value, storeCategories);
  const shown = filterByCategory(storeExamples, category);
  const { itemName, featuresLabel, ...gallery } = storeGallery;
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
        categories={storeCategories}
        featureCount={storeCardFeatureCount}
        labels={{ features: featuresLabel }}
      />
      <CtaSection {...storeExamplesCta} />
    </>
  );
}
