import { useId, type ReactNode } from "react";
import type { SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";

/**
 * Props of `SectionShell`:
 * - `intro`: the section's eyebrow, h2 and lead; the h2 names the section.
 * - `tone`: `muted` for a grey band.
 * - `hideIntro`: keep the heading for assistive technology only, when the page's h1 already
 *   introduces the section; the band then has no top padding either.
 * - `note`: a centred line under the content. Sections whose note sits elsewhere render it
 *   themselves.
 * - `children`: the content between the heading and the note.
 * - `id`: the band's id, for in-page links.
 */
interface SectionShellProps {
  id?: string;
  intro: SectionIntro;
  tone?: "default" | "muted";
  hideIntro?: boolean;
  note?: string;
  children: ReactNode;
}

/** The band, container and heading that most sections share, labelled by their heading. */
export function SectionShell({
  id,
  intro,
  tone = "default",
  hideIntro = false,
  note,
  children,
}: SectionShellProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        hideIntro ? "pb-16 sm:pb-24" : "py-16 sm:py-24",
        tone === "muted" && "bg-muted",
      )}
    >
      <div className={containerClass}>
        <SectionHeading
          id={headingId}
          {...intro}
          className={cn(hideIntro && "sr-only")}
        />
        {children}
        {note && (
          <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">
            {note}
          </p>
        )}
      </div>
    </section>
  );
}
