import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  ecommerceExamplesHero,
  ecommerceExamplesJsonLd,
  ecommerceExamplesSeo,
  storeExamplesCta,
} from "#app/content/ecommerce-examples.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The category buttons, with the stores they show: their code loads when they are on screen or
// reached for. The server HTML holds every store (the render waits for it).
const StoreGallery = clientPart(
  () =>
    import("#app/features/catalogue/store-gallery.tsx").then(
      (module) => module.StoreGallery,
    ),
  "visible",
);

export const meta = () =>
  pageMeta({
    ...ecommerceExamplesSeo,
    path: "/ecommerce-examples",
    jsonLd: ecommerceExamplesJsonLd(),
  });

export default function EcommerceExamples() {
  return (
    <>
      <Hero {...ecommerceExamplesHero} />
      <StoreGallery />
      <CtaSection {...storeExamplesCta} />
    </>
  );
}
