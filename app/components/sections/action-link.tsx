import { Link } from "react-router";
import { Button, type ButtonProps } from "#app/components/ui/button.tsx";
import type { CallToAction } from "#app/content/types.ts";
import { Icon } from "#app/components/ui/icon.tsx";

/**
 * Props of `ActionLink`:
 * - `action`: the link's label and target.
 * - `subject`: the item the link belongs to, such as a card's title. Unless the label already
 *   names it, an sr-only suffix (`subjectPrefix` + `subject`) does, so that a list of
 *   "Learn More" links still makes sense out of context.
 * - `subjectPrefix`: the words before the subject ("about" gives "Learn More about SEO").
 * - `variant`, `size`, `className`: passed to `Button`.
 */
interface ActionLinkProps {
  action: CallToAction;
  subject?: string;
  subjectPrefix?: string;
  variant?: ButtonProps["variant"];
  size?: ButtonProps["size"];
  className?: string;
}

/** A link styled as a button, with a trailing arrow. */
export function ActionLink({
  action,
  subject,
  subjectPrefix = "about",
  variant,
  size,
  className,
}: ActionLinkProps) {
  return (
    <Button asChild variant={variant} size={size} className={className}>
      <Link to={action.to}>
        {action.label}
        {subject && !action.label.includes(subject) && (
          <>
            {" "}
            <span className="sr-only">{`${subjectPrefix} ${subject}`}</span>
          </>
        )}
        <Icon name="arrow-right" className="size-4" />
      </Link>
    </Button>
  );
}
