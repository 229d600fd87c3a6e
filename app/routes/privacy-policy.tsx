import { useId } from "react";
import { Hero } from "#app/components/sections/hero.tsx";
import { containerClass } from "#app/components/sections/section-heading.tsx";
import {
  privacyPolicyHero,
  privacyPolicyJsonLd,
  privacyPolicySections,
  privacyPolicySeo,
  privacyPolicyUpdated,
} from "#app/content/privacy-policy.ts";
import type {
  DocumentBlock,
  DocumentListItem,
  DocumentSection,
} from "#app/content/types.ts";
import { pageMeta } from "#app/lib/seo.ts";

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
      <DocumentSections
        sections={privacyPolicySections}
        updated={privacyPolicyUpdated}
      />
    </>
  );
}

interface DocumentSectionsProps {
  sections: readonly DocumentSection[];
  /** When the document last changed, shown above it: `dateTime` is machine-readable ("2024-12"). */
  updated?: { text: string; dateTime: string };
  /** Title of the table of contents. */
  contentsTitle?: string;
}

/**
 * A long document, such as a policy, made easy to read and to navigate: a table of contents of
 * in-page links (kept in view beside the text on wide screens), then numbered sections with a
 * comfortable line length. Exported for its unit test (`privacy-policy.test.tsx`) only.
 */
export function DocumentSections({
  sections,
  updated,
  contentsTitle = "On this page",
}: DocumentSectionsProps) {
  const contentsId = useId();
  return (
    <div className={`${containerClass} pb-16 sm:pb-24`}>
      <div className="grid gap-10 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16">
        <nav
          aria-labelledby={contentsId}
          className="self-start rounded-xl border bg-muted p-5 lg:sticky lg:top-[calc(var(--header-height)+1.5rem)]"
        >
          <p id={contentsId} className="font-semibold text-foreground">
            {contentsTitle}
          </p>
          <ol className="mt-3 grid list-decimal gap-x-10 gap-y-1 ps-5 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {sections.map((section) => (
              <li key={section.id} className="text-muted-foreground">
                <a
                  href={`#${section.id}`}
                  className="block py-1 text-foreground underline-offset-4 hover:text-primary hover:underline"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="max-w-3xl">
          {updated && (
            <p className="text-sm font-medium text-muted-foreground">
              Last updated{" "}
              <time dateTime={updated.dateTime}>{updated.text}</time>
            </p>
          )}
          {sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              aria-labelledby={`${section.id}-heading`}
              className="mt-10 first-of-type:mt-6"
            >
              <h2
                id={`${section.id}-heading`}
                className="text-2xl font-bold tracking-tight text-foreground"
              >
                <span className="text-primary">{index + 1}.</span>{" "}
                {section.title}
              </h2>
              {section.blocks.map((block, blockIndex) => (
                <Block key={blockIndex} block={block} />
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}

function Block({ block }: { block: DocumentBlock }) {
  switch (block.kind) {
    case "paragraph":
      return (
        <p className="mt-4 leading-7 text-muted-foreground">{block.text}</p>
      );
    case "list":
      return (
        <ul className="mt-4 list-disc space-y-2 ps-6 leading-7 text-muted-foreground marker:text-primary">
          {block.items.map((item) => (
            <ListItem
              key={typeof item === "string" ? item : item.term}
              item={item}
            />
          ))}
        </ul>
      );
    case "contact":
      return (
        <dl className="mt-4 grid gap-x-6 gap-y-2 rounded-xl border bg-card p-5 sm:grid-cols-[auto_1fr]">
          {block.items.map((line) => (
            <div key={line.id} className="contents">
              <dt className="font-medium text-foreground">{line.label}</dt>
              <dd className="text-muted-foreground">
                {line.href ? (
                  <a
                    href={line.href}
                    className="text-primary underline underline-offset-4"
                  >
                    {line.text}
                  </a>
                ) : (
                  line.text
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

function ListItem({ item }: { item: DocumentListItem }) {
  if (typeof item === "string") return <li>{item}</li>;
  return (
    <li>
      <strong className="font-semibold text-foreground">{item.term}:</strong>{" "}
      {item.text}
    </li>
  );
}
