import { useState } from "react";
import { clientPart } from "#app/lib/client-part.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { RESOURCE_QUERY, RESOURCE_REQUEST_ANCHOR } from "./request-names.ts";

// The dialog and its form load on demand: pages list many resources, few visitors request one.
const loadDialog = () => import("./resource-request-dialog.tsx");
const ResourceRequestDialog = clientPart(
  () => loadDialog().then((module) => module.default),
  "now",
);

interface ResourceRequestButtonProps {
  /** The resource's title: the dialog names it and the stored lead's source records it. */
  resource: string;
  label?: string;
  variant?: "default" | "outline" | "secondary";
  className?: string;
}

/**
 * "Access Resource" / "Download Free": opens a dialog that takes an e-mail address (product.md
 * D3). Without script the button sends the browser to the page's request form with this
 * resource chosen (`ResourceRequestSection`): it is the button of a small form that asks for the
 * page again with `?resource=` and the form's anchor.
 */
export function ResourceRequestButton({
  resource,
  label = "Access Resource",
  variant = "default",
  className,
}: ResourceRequestButtonProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <form
        method="get"
        action={`#${RESOURCE_REQUEST_ANCHOR}`}
        onSubmit={(event) => {
          event.preventDefault();
          setOpened(true);
          setOpen(true);
        }}
        className="contents"
      >
        <input type="hidden" name={RESOURCE_QUERY} value={resource} />
        <Button
          type="submit"
          variant={variant}
          className={className}
          aria-haspopup="dialog"
          onPointerEnter={() => void loadDialog()}
          onFocus={() => void loadDialog()}
        >
          {label}
          {/* Many cards share the label: the name says which resource this one requests. */}
          <span className="sr-only"> ({resource})</span>
        </Button>
      </form>
      {opened ? (
        <ResourceRequestDialog
          resource={resource}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </>
  );
}
