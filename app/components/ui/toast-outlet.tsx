import { useLayoutEffect } from "react";
import { useLocation } from "react-router";
import { clientPart } from "#app/lib/client-part.tsx";
import {
  dropToastsOfOtherPages,
  useToasterWanted,
} from "#app/lib/use-toast.ts";

const Toaster = clientPart(
  () =>
    import("#app/components/ui/toaster.tsx").then((module) => module.Toaster),
  "now",
);

/**
 * Where a page's toasts appear. The region (Radix Toast, about 14 KiB) loads when the page first
 * raises a toast or asks for it with `prepareToasts()`: a visitor who only reads never downloads it.
 * Toasts raised for another page are dropped before this one paints.
 */
export function ToastOutlet() {
  const { pathname } = useLocation();
  useLayoutEffect(() => dropToastsOfOtherPages(pathname), [pathname]);
  return useToasterWanted() ? <Toaster /> : null;
}
