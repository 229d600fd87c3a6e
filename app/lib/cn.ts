import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names; it does not resolve conflicting Tailwind utilities. Two utilities for one
 * property on an element must never meet, since which wins would depend on the order of rules
 * in the stylesheet: a component picks one (`a ? "bg-muted" : "bg-card"`), and the primitives
 * that pages restyle keep their defaults in app.css's components layer, below the utilities.
 * The browser suite fails on any element that carries such a pair.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
