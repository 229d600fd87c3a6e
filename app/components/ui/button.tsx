import * as React from "react";
import { renderAsChild } from "#app/components/ui/slot.tsx";

/**
 * The button's look lives in app.css under `[data-slot="button"]`, its `data-variant` and its
 * `data-size`, below the utilities: classes passed in (`w-full`, `bg-transparent`) replace the
 * defaults they name.
 */
const buttonVariants = [
  "default",
  "secondary",
  "outline",
  "ghost",
  "link",
  "destructive",
] as const;
const buttonSizes = ["default", "sm", "lg", "icon"] as const;

type ButtonProps = React.ComponentProps<"button"> & {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Render the single child (a link, say) with the button's look instead of a <button>. */
  asChild?: boolean;
};

function Button({
  variant = "default",
  size = "default",
  asChild = false,
  children,
  ...props
}: ButtonProps) {
  const buttonProps = {
    "data-slot": "button",
    "data-variant": variant,
    "data-size": size,
    ...props,
  };
  if (asChild) return renderAsChild(children, buttonProps);
  return <button {...buttonProps}>{children}</button>;
}

export { Button, buttonSizes, buttonVariants };
export type { ButtonProps };
