import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  portfolioCta,
  portfolioHero,
  portfolioJsonLd,
  portfolioSeo,
} from "#app/content/portfolio.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The category buttons, with the projects they show: their code loads when they are on screen or
// reached for. The server HTML holds every project (the render waits for it).
const PortfolioGallery = clientPart(
  () =>
    import("#app/features/catalogue/portfolio-gallery.tsx").then(
      (module) => module.PortfolioGallery,
    ),
  "visible",
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
