import * as React from "react";

/** Only one toast shows at a time (spec §4); a new toast replaces the visible one. */
export const TOAST_LIMIT = 1;
/** How long a dismissed toast stays in the store before it is dropped, in ms. */
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open, in ms. */
export const TOAST_DURATION = 5000;
/** How far, in px, a toast must be swiped to the right to dismiss it. */
export const TOAST_SWIPE_THRESHOLD = 50;

type ToastVariant = "default" | "destructive";

export interface ToastOptions {
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
  /** A `<ToastAction altText="...">` element. */
  action?: React.ReactElement;
  /** Overrides TOAST_DURATION for this toast, in ms. */
  duration?: number;
  /**
   * The path of the page the toast belongs to: by default the page it is raised on. A toast raised
   * just before navigating names the page it is for (a signup's success, shown on the dashboard).
   */
  page?: string;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  page: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastState {
  toasts: ToasterToast[];
}

export type ToastStoreAction =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

/** Pure state transitions; without a toastId, dismiss and remove apply to every toast. */
export function toastReducer(
  state: ToastState,
  action: ToastStoreAction,
): ToastState {
  switch (action.type) {
    case "ADD_TOAST":
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case "UPDATE_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          t.id === action.toast.id ? { ...t, ...action.toast } : t,
        ),
      };
    case "DISMISS_TOAST":
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId
            ? { ...t, open: false }
            : t,
        ),
      };
    case "REMOVE_TOAST":
      return {
        toasts:
          action.toastId === undefined
            ? []
            : state.toasts.filter((t) => t.id !== action.toastId),
      };
  }
}

// A module-level store, so `toast()` works from anywhere (event handlers, non-React code)
// and every mounted `useToast()` sees the same list.
const emptyState: ToastState = { toasts: [] };
let memoryState: ToastState = emptyState;
const listeners = new Set<() => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

function dispatch(action: ToastStoreAction): void {
  memoryState = toastReducer(memoryState, action);
  for (const listener of listeners) listener();
}

// The toasts' region (Radix Toast) loads when a page first needs it, not with the page.
let toasterWanted = false;

/**
 * Asks for the toasts' region before a toast is raised, such as when a form is first focused: a
 * failure toast then does not wait for a download on a connection that just failed.
 */
export function prepareToasts(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  for (const listener of listeners) listener();
}

// A dismissed toast stays in the list (closed) so Radix can finish closing it, then is dropped.
function scheduleRemoval(toastId: string): void {
  if (removeTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(toastId, timeout);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(toastId?: string): void {
  if (toastId === undefined) {
    for (const t of memoryState.toasts) scheduleRemoval(t.id);
  } else {
    scheduleRemoval(toastId);
  }
  dispatch({ type: "DISMISS_TOAST", toastId });
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: ToastOptions) => void;
}

/**
 * Drops the toasts of other pages, as a page with toasts opens: a notice about the page the
 * visitor left (a failed sign-in, say) must not follow them onto the next one.
 */
export function dropToastsOfOtherPages(page: string): void {
  for (const t of memoryState.toasts)
    if (t.page !== page) dispatch({ type: "REMOVE_TOAST", toastId: t.id });
}

/** Shows a toast, replacing the one on screen (TOAST_LIMIT = 1). */
export function toast(options: ToastOptions): ToastHandle {
  const id = genId();
  const dismiss = () => dismissToast(id);
  const update = (next: ToastOptions) =>
    dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });

  toasterWanted = true;
  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...options,
      id,
      page: options.page ?? window.location.pathname,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = () => memoryState;
// The server never has toasts; this also keeps hydration consistent.
const getServerSnapshot = () => emptyState;

/** Whether the toasts' region is wanted yet (see `prepareToasts`). */
export function useToasterWanted(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => toasterWanted,
    () => false,
  );
}

/** The current toasts plus the `toast` and `dismiss` functions. */
export function useToast() {
  const state = React.useSyncExternalStore(
    subscribe,
    getSnapshot,
    getServerSnapshot,
  );
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
