import * as React from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "#app/lib/cn.ts";
import { renderAsChild } from "#app/components/ui/slot.tsx";

// Focus shows as an outline (it survives forced-colors mode, unlike a box-shadow ring).
// Every size keeps at least a 24x24 px target (WCAG 2.2 SC 2.5.8); the default is 40 px tall.
const buttonVariants = cva(
  "inline-flex min-h-6 min-w-6 shrink-0 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-50 aria-invalid:border-destructive [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4",
  {
    variants: {
      variant: {
        default:
          "bg-primary text-primary-foreground shadow-sm hover:bg-primary/90",
        secondary:
          "bg-secondary text-secondary-foreground shadow-sm hover:bg-secondary/80",
        outline:
          "border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground",
        ghost: "hover:bg-accent hover:text-accent-foreground",
        link: "text-primary underline-offset-4 hover:underline",
        destructive:
          "bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90",
      },
      size: {
        default: "h-10 px-4 py-2 has-[>svg]:px-3",
        sm: "h-9 gap-1.5 rounded-md px-3 has-[>svg]:px-2.5",
        lg: "h-11 rounded-md px-8 has-[>svg]:px-6",
        icon: "size-10",
      },
    },
    defaultVariants: {
      variant: "default",
      size: "default",
    },
  },
);

type ButtonProps = React.ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the single child (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
  };

function Button({
  className,
  variant,
  size,
  asChild = false,
  children,
  ...props
}: ButtonProps) {
  const buttonProps = {
    "data-slot": "button",
    "data-variant": variant ?? "default",
    "data-size": size ?? "default",
    className: cn(buttonVariants({ variant, size, className })),
    ...props,
  };
  if (asChild) return renderAsChild(children, buttonProps);
  return <button {...buttonProps}>{children}</button>;
}

export { Button, buttonVariants };
export type { ButtonProps };
