import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  contactHero,
  contactJsonLd,
  contactSeo,
} from "#app/content/contact.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The form loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./contact.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...contactSeo,
    path: "/contact",
    jsonLd: contactJsonLd(),
  });

export default function Contact() {
  return (
    <>
      <Hero {...contactHero} />
      <Suspense fallback={null}>
        <Sections />
      </Suspense>
    </>
  );
}
