import * as React from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * A field's label. A native `<label>`: Radix's Label adds only a guard against selecting the text
 * on double-click (`select-none` does that here), and would bring 1.6 KiB of script to each form.
 */
function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-2 text-sm leading-none font-medium select-none group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50 peer-disabled:cursor-not-allowed peer-disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

export { Label };
