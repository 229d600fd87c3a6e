import { lazy, Suspense, useState } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  freeAuditHero,
  freeAuditJsonLd,
  freeAuditSeo,
} from "#app/content/free-audit.ts";
import { pageMeta } from "#app/lib/seo.ts";

// The form loads after first paint; the server HTML holds it all (docs/decisions/0005).
const Sections = lazy(() => import("./free-audit.sections.tsx"));

export const meta = () =>
  pageMeta({
    ...freeAuditSeo,
    path: "/free-audit",
    jsonLd: freeAuditJsonLd(),
  });

/** Who sent the request once it is in; the confirmation then replaces the page (spec §2). */
type Requester = { name: string; email: string };

export default function FreeAudit() {
  const [requester, setRequester] = useState<Requester | null>(null);
  return (
    <>
      {requester ? null : <Hero {...freeAuditHero} />}
      <Suspense fallback={null}>
        <Sections requester={requester} onSubmitted={setRequester} />
      </Suspense>
    </>
  );
}
