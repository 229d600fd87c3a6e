import { lazy, Suspense } from "react";
import { ContactOptions } from "#app/components/sections/contact-options.tsx";
import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  learningCenterContact,
  learningCenterCta,
  learningCenterHero,
  learningCenterJsonLd,
  learningCenterSeo,
} from "#app/content/learning-center.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The search and category chips, with the questions they show: their code loads during hydration
// instead of in the route chunk. The server HTML holds every question (the render waits for it).
const FaqBrowser = lazy(() =>
  import("#app/features/catalogue/faq-browser.tsx").then((module) => ({
    default: module.FaqBrowser,
  })),
);

export const meta = () =>
  pageMeta({
    ...learningCenterSeo,
    path: "/learning-center",
    jsonLd: learningCenterJsonLd(),
  });

export default function LearningCenter() {
  return (
    <>
      <Hero {...learningCenterHero} />
      <Suspense fallback={null}>
        <FaqBrowser />
      </Suspense>
      <ContactOptions {...learningCenterContact} tone="muted" />
      <CtaSection {...learningCenterCta} />
    </>
  );
}
