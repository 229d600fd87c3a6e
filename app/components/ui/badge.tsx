import * as React from "react";
import { renderAsChild } from "#app/components/ui/slot.tsx";

// The badge's look lives in app.css under `[data-slot="badge"]` and its `data-variant`, below
// the utilities: classes passed in (`px-3`, `text-sm`) replace the defaults they name.
const badgeVariants = [
  "default",
  "secondary",
  "destructive",
  "outline",
] as const;

type BadgeProps = React.ComponentProps<"span"> & {
  variant?: (typeof badgeVariants)[number];
  asChild?: boolean;
};

function Badge({
  variant = "default",
  asChild = false,
  children,
  ...props
}: BadgeProps) {
  const badgeProps = {
    "data-slot": "badge",
    "data-variant": variant,
    ...props,
  };
  if (asChild) return renderAsChild(children, badgeProps);
  return <span {...badgeProps}>{children}</span>;
}

export { Badge, badgeVariants };
export type { BadgeProps };
