import { CtaSection } from "#app/components/sections/cta-section.tsx";
import { Hero } from "#app/components/sections/hero.tsx";
import {
  directoryCta,
  dmvDirectoryHero,
  dmvDirectoryJsonLd,
  dmvDirectorySeo,
} from "#app/content/dmv-directory.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import { pageMeta } from "#app/lib/seo.ts";

// The tabs and filters, with the listings they show: their code loads when they are on screen or
// reached for. The server HTML holds the whole directory (the render waits for it).
const DirectoryBrowser = clientPart(
  () =>
    import("#app/features/catalogue/directory-browser.tsx").then(
      (module) => module.DirectoryBrowser,
    ),
  "visible",
);

export const meta = () =>
  pageMeta({
    ...dmvDirectorySeo,
    path: "/dmv-directory",
    jsonLd: dmvDirectoryJsonLd(),
  });

export default function DmvDirectory() {
  return (
    <>
      <Hero {...dmvDirectoryHero} />
      <DirectoryBrowser />
      <CtaSection {...directoryCta} />
    </>
  );
}
