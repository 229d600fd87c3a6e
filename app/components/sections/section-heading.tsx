import type { SectionIntro } from "#app/content/types.ts";
import { cn } from "#app/lib/cn.ts";

interface SectionHeadingProps extends SectionIntro {
  /** Id of the heading, for the section's `aria-labelledby`. */
  id?: string;
  as?: "h1" | "h2";
  align?: "center" | "start";
  /** `dark` on the brand-dark and primary backgrounds. */
  tone?: "light" | "dark";
  className?: string;
}

/** Eyebrow, heading and lead paragraph that open a section. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  id,
  as: Heading = "h2",
  align = "center",
  tone = "light",
  className,
}: SectionHeadingProps) {
  const dark = tone === "dark";
  return (
    <div
      className={cn(
        "max-w-3xl",
        align === "center" && "mx-auto text-center",
        className,
      )}
    >
      {eyebrow && (
        <p
          className={cn(
            "text-sm font-semibold tracking-wide uppercase",
            dark ? "text-blue-200" : "text-primary",
          )}
        >
          {eyebrow}
        </p>
      )}
      <Heading
        id={id}
        className={cn(
          "mt-2 font-bold tracking-tight text-balance",
          Heading === "h1"
            ? "text-4xl sm:text-5xl lg:text-6xl"
            : "text-3xl sm:text-4xl",
          dark ? "text-white" : "text-foreground",
        )}
      >
        {title}
      </Heading>
      {description && (
        <p
          className={cn(
            "mt-4 text-lg leading-8 text-pretty",
            dark ? "text-slate-200" : "text-muted-foreground",
          )}
        >
          {description}
        </p>
      )}
    </div>
  );
}

/** Centring and side padding of every section, so edges line up down the page. */
export const containerEdges = "mx-auto w-full px-4 sm:px-6 lg:px-8";
/** The usual section container: the shared edges at the full content width. */
export const containerClass = `${containerEdges} max-w-7xl`;
