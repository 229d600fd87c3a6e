import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog.tsx";
import { ResourceRequestForm } from "./resource-request-form.tsx";

interface ResourceRequestDialogProps {
  resource: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The request form for one resource, in a dialog over the page (with script). */
export default function ResourceRequestDialog({
  resource,
  open,
  onOpenChange,
}: ResourceRequestDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Get “{resource}”</DialogTitle>
          <DialogDescription>
            Tell us where to send it and we'll email it to you. No spam: one
            email with the resource, and a reply from a real person if you have
            questions.
          </DialogDescription>
        </DialogHeader>
        <ResourceRequestForm resource={resource} />
      </DialogContent>
    </Dialog>
  );
}
