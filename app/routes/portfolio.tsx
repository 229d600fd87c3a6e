import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  portfolioCta,
  portfolioHero,
  portfolioJsonLd,
  portfolioSeo,
} from "#app/content/portfolio.ts";
import { lazyWidget } from "#app/lib/lazy-widget.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The category buttons, with the projects they show: their code loads during hydration instead
// of in the route chunk. The server HTML holds every project (the render waits for it).
const PortfolioGallery = lazyWidget(() =>
  import("#app/features/catalogue/portfolio-gallery.tsx").then(
    (module) => module.PortfolioGallery,
  ),
);

export const meta = () =>
  pageMeta({
    ...portfolioSeo,
    path: "/portfolio",
    jsonLd: portfolioJsonLd(),
  });

export default function Portfolio() {
  return (
    <>
      <Hero {...portfolioHero} />
      <PortfolioGallery />
      <CtaSection {...portfolioCta} />
    </>
  );
}
