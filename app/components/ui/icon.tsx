import spriteUrl from "./icons.svg?no-inline";
import type { IconName } from "#app/lib/icons.ts";

/**
 * A decorative icon from the site's sprite (the text beside it carries the meaning). The sprite
 * is one cached file, so icons add no JavaScript to a page. Its default size (20 px) lives in
 * app.css under `[data-slot="icon"]`, so a `size-*` class passed here always replaces it.
 */
export function Icon({
  name,
  className,
}: {
  name: IconName;
  className?: string;
}) {
  return (
    <svg
      data-slot="icon"
      aria-hidden="true"
      focusable="false"
      width="24"
      height="24"
      className={className}
    >
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
