import {
  storeCardFeatureCount,
  storeGallery,
} from "#app/content/ecommerce-examples.ts";
import { storeCategories, storeExamples } from "#app/content/store-examples.ts";
import { ShowcaseGallery } from "#app/features/catalogue/showcase-gallery.tsx";

/** The example stores, filtered by the `?category=` choice; the stores load with it. */
export function StoreGallery() {
  const { featuresLabel, ...gallery } = storeGallery;
  return (
    <ShowcaseGallery
      {...gallery}
      items={storeExamples}
      categories={storeCategories}
      featureCount={storeCardFeatureCount}
      labels={{ features: featuresLabel }}
    />
  );
}
