import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. It does not resolve conflicting Tailwind utilities (see
 * docs/decisions/0005): a class passed to a primitive adds to it; to change what a variant
 * sets, choose another variant or size, or mark the utility important (`px-2!`).
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
