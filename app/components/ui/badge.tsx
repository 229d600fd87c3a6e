import type * as React from "react";

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
};

function Badge({ variant = "default", children, ...props }: BadgeProps) {
  return (
    <span data-slot="badge" data-variant={variant} {...props}>
      {children}
    </span>
  );
}

export { Badge, badgeVariants };
