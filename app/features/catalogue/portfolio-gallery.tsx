import {
  portfolioCategories,
  portfolioGallery,
  portfolioProjects,
} from "#app/content/portfolio.ts";
import { ShowcaseGallery } from "#app/features/catalogue/showcase-gallery.tsx";

/** The portfolio's projects, filtered by the `?category=` choice; the projects load with it. */
export function PortfolioGallery() {
  return (
    <ShowcaseGallery
      {...portfolioGallery}
      items={portfolioProjects}
      categories={portfolioCategories}
    />
  );
}
