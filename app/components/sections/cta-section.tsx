import { useId } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { ActionLink } from "#app/components/sections/action-link.tsx";
import type { CtaContent } from "#app/content/types.ts";
import {
  containerClass,
  SectionHeading,
} from "#app/components/sections/section-heading.tsx";

// The default focus outline is the primary blue, invisible on this background.
const onPrimaryFocus = "focus-visible:outline-white";

/** The closing call to action on a primary-coloured band. */
export function CtaSection({ title, description, actions, note }: CtaContent) {
  const headingId = useId();
  const [primary, ...secondary] = actions;
  return (
    <section aria-labelledby={headingId} className="bg-primary py-16 sm:py-20">
      <div className={containerClass}>
        <SectionHeading
          id={headingId}
          title={title}
          description={description}
          tone="dark"
        />
        {primary && (
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row sm:flex-wrap">
            <ActionLink
              action={primary}
              size="lg"
              variant="secondary"
              className={onPrimaryFocus}
            />
            {secondary.map((action) => (
              <Button
                key={action.to}
                asChild
                size="lg"
                variant="outline"
                className={`border-white bg-transparent text-primary-foreground hover:bg-white/10 hover:text-primary-foreground ${onPrimaryFocus}`}
              >
                <Link to={action.to}>{action.label}</Link>
              </Button>
            ))}
          </div>
        )}
        {note && (
          <p className="mt-6 text-center text-sm text-blue-100">{note}</p>
        )}
      </div>
    </section>
  );
}
