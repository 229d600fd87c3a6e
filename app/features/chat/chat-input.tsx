import type { ComponentProps } from "react";
import { cn } from "#app/lib/cn.ts";

/**
 * The chat's text fields, with the look of `components/ui/input.tsx`. The chat does not import
 * that component: one more chunk using it would move it into the code every page loads first
 * (`vite.config.ts` groups what 17 chunks share), 0.2 KiB more on each page (decision 0005).
 */
export function ChatInput({ className, ...props }: ComponentProps<"input">) {
  return (
    <input
      data-slot="input"
      className={cn(
        "flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 md:text-sm",
        "focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
        "aria-invalid:border-destructive aria-invalid:focus-visible:outline-destructive",
        className,
      )}
      {...props}
    />
  );
}
