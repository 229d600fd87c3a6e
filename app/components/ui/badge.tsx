import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/cn.ts";
import { renderAsChild } from "#app/components/ui/slot.tsx";

const badgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center justify-center gap-1 overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring [&>svg]:pointer-events-none [&>svg]:size-3",
  {
    variants: {
      variant: {
        default:
          "border-transparent bg-primary text-primary-foreground [a&]:hover:bg-primary/90",
        secondary:
          "border-transparent bg-secondary text-secondary-foreground [a&]:hover:bg-secondary/80",
        destructive:
          "border-transparent bg-destructive text-destructive-foreground [a&]:hover:bg-destructive/90",
        outline:
          "border-border text-foreground [a&]:hover:bg-accent [a&]:hover:text-accent-foreground",
      },
    },
    defaultVariants: {
      variant: "default",
    },
  },
);

type BadgeProps = React.ComponentProps<"span"> &
  VariantProps<typeof badgeVariants> & {
    asChild?: boolean;
  };

function Badge({
  className,
  variant,
  asChild = false,
  children,
  ...props
}: BadgeProps) {
  const badgeProps = {
    "data-slot": "badge",
    "data-variant": variant ?? "default",
    className: cn(badgeVariants({ variant }), className),
    ...props,
  };
  if (asChild) return renderAsChild(children, badgeProps);
  return <span {...badgeProps}>{children}</span>;
}

export { Badge, badgeVariants };
export type { BadgeProps };
