import * as React from "react";
import { Accordion as AccordionPrimitive } from "radix-ui";
import { cn } from "#app/lib/cn.ts";
import { Icon } from "#app/components/ui/icon.tsx";

function Accordion(
  props: React.ComponentProps<typeof AccordionPrimitive.Root>,
) {
  return <AccordionPrimitive.Root data-slot="accordion" {...props} />;
}

function AccordionItem({
  className,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      data-slot="accordion-item"
      className={cn("border-b border-border last:border-b-0", className)}
      {...props}
    />
  );
}

type AccordionTriggerProps = React.ComponentProps<
  typeof AccordionPrimitive.Trigger
> & {
  /** The heading element wrapping the trigger, so the page's heading outline stays in order. */
  headingLevel?: "h2" | "h3" | "h4";
};

function AccordionTrigger({
  className,
  children,
  headingLevel: Heading = "h3",
  ...props
}: AccordionTriggerProps) {
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          data-slot="accordion-trigger"
          // Its look lives in app.css under this data-slot, so classes passed in win.
          className={className}
          {...props}
        >
          {children}
          <Icon
            name="chevron-down"
            className="pointer-events-none size-4 shrink-0 translate-y-0.5 text-muted-foreground transition-transform duration-200"
          />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

// The height animation uses theme animations `accordion-down`/`accordion-up` (keyframes over
// --radix-accordion-content-height, defined in app.css). Until they exist Tailwind emits nothing
// for these classes, so the panel opens and closes without motion rather than getting stuck
// waiting for an animation that never ends. `motion-safe:` skips it for reduced-motion users.
function AccordionContent({
  className,
  children,
  ...props
}: React.ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content
      data-slot="accordion-content"
      className="overflow-hidden text-sm motion-safe:data-[state=closed]:animate-accordion-up motion-safe:data-[state=open]:animate-accordion-down"
      {...props}
    >
      <div className={cn("pt-0 pb-4", className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}

export { Accordion, AccordionItem, AccordionTrigger, AccordionContent };
