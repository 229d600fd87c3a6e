import { lazy, Suspense } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  privacyPolicyHero,
  privacyPolicyJsonLd,
  privacyPolicySeo,
} from "#app/content/privacy-policy.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The policy text loads after first paint; the server HTML holds it all (docs/decisions/0005).
const PrivacyPolicySections = lazy(
  () => import("./privacy-policy.sections.tsx"),
);

export const meta = () =>
  pageMeta({
    ...privacyPolicySeo,
    path: "/privacy-policy",
    jsonLd: privacyPolicyJsonLd(),
  });

export default function PrivacyPolicy() {
  return (
    <>
      <Hero {...privacyPolicyHero} />
      <Suspense fallback={null}>
        <PrivacyPolicySections />
      </Suspense>
    </>
  );
}
