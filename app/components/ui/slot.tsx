import { cloneElement, isValidElement } from "react";
import type { ReactElement, ReactNode } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The `asChild` pattern without a dependency: renders the single child element with the given
 * props merged in (classes joined, the child's own props winning otherwise). Plain links styled
 * as buttons are on nearly every page, so this stays out of the Radix bundle.
 */
export function renderAsChild(
  children: ReactNode,
  props: Record<string, unknown> & { className?: string },
): ReactElement {
  if (!isValidElement<{ className?: string }>(children)) {
    throw new Error("asChild expects exactly one element child");
  }
  return cloneElement(children, {
    ...props,
    ...children.props,
    className: cn(props.className, children.props.className),
  });
}
