// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Link, RouterProvider, createMemoryRouter } from "react-router";
import { ToastOutlet } from "#app/components/ui/toast-outlet.tsx";
import { Toaster } from "#app/components/ui/toaster.tsx";
import {
  TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  TOAST_SWIPE_THRESHOLD,
  dismissToast,
  toast,
  toastReducer,
  type ToasterToast,
} from "#app/lib/use-toast.ts";

// jsdom lacks pointer capture, which Radix Toast's swipe handling calls on pointer up.
beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.setPointerCapture ??= () => {};
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

function visibleToasts(): HTMLElement[] {
  const viewport = screen.getByRole("region", { name: /notifications/i });
  return within(viewport).queryAllByRole("listitem");
}

describe("toast constants", () => {
  it("match the spec", () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    expect(TOAST_DURATION).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
  });
});

describe("Toaster", () => {
  it("shows only the latest toast after two toast() calls", () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "First", description: "one" });
      toast({
        title: "Success!",
        description: "Your free audit request has been submitted.",
      });
    });
    const toasts = visibleToasts();
    expect(toasts).toHaveLength(1);
    const [only] = toasts;
    expect(only).toBeDefined();
    expect(within(only!).getByText("Success!")).toBeTruthy();
    expect(within(only!).queryByText("First")).toBeNull();
    expect(only!.dataset.variant).toBe("default");
  });

  it("renders the destructive variant", () => {
    render(<Toaster />);
    act(() => {
      toast({
        title: "Signup Failed",
        description: "Something went wrong. Please try again.",
        variant: "destructive",
      });
    });
    const [only] = visibleToasts();
    expect(only!.dataset.variant).toBe("destructive");
    expect(only!.className).toContain("bg-destructive");
    expect(only!.className).toContain("text-destructive-foreground");
    expect(
      within(only!).getByText("Something went wrong. Please try again."),
    ).toBeTruthy();
  });

  it("closes with the Close button", async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: "Closable" });
    });
    const [only] = visibleToasts();
    await user.click(within(only!).getByRole("button", { name: "Close" }));
    expect(visibleToasts()).toHaveLength(0);
  });

  it("returns a handle that updates and dismisses the toast", () => {
    render(<Toaster />);
    let handle: ReturnType<typeof toast> | undefined;
    act(() => {
      handle = toast({ title: "Saving" });
    });
    expect(handle?.id).toEqual(expect.any(String));
    act(() => handle?.update({ title: "Saved" }));
    expect(within(visibleToasts()[0]!).getByText("Saved")).toBeTruthy();
    act(() => handle?.dismiss());
    expect(visibleToasts()).toHaveLength(0);
  });

  it("closes by itself after the default duration", () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: "Brief" });
    });
    expect(visibleToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(visibleToasts()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(200));
    expect(visibleToasts()).toHaveLength(0);
  });
});

describe("toastReducer", () => {
  const make = (id: string): ToasterToast => ({
    id,
    page: "/",
    open: true,
    onOpenChange: () => {},
  });

  it("keeps at most TOAST_LIMIT toasts, newest first", () => {
    const state = toastReducer(
      toastReducer({ toasts: [] }, { type: "ADD_TOAST", toast: make("1") }),
      {
        type: "ADD_TOAST",
        toast: make("2"),
      },
    );
    expect(state.toasts.map((t) => t.id)).toEqual(["2"]);
  });

  it("dismisses by closing and removes by dropping", () => {
    const start = { toasts: [make("1")] };
    const dismissed = toastReducer(start, {
      type: "DISMISS_TOAST",
      toastId: "1",
    });
    expect(dismissed.toasts[0]?.open).toBe(false);
    expect(
      toastReducer(dismissed, { type: "REMOVE_TOAST", toastId: "1" }).toasts,
    ).toEqual([]);
    expect(toastReducer(start, { type: "DISMISS_TOAST" }).toasts[0]?.open).toBe(
      false,
    );
    expect(toastReducer(start, { type: "REMOVE_TOAST" }).toasts).toEqual([]);
  });
});

describe("a toast and the next page", () => {
  /** Two pages with toasts, as the account pages are; starts on `from`. */
  function renderPages(from: string) {
    window.history.pushState({}, "", from);
    const page = (title: string) => (
      <main>
        <h1>{title}</h1>
        <Link to="/dashboard">Dashboard</Link>
        <ToastOutlet />
      </main>
    );
    const router = createMemoryRouter(
      [
        { path: "/signin", element: page("Sign in") },
        { path: "/signup", element: page("Sign up") },
        { path: "/dashboard", element: page("Your dashboard") },
      ],
      { initialEntries: [from] },
    );
    render(<RouterProvider router={router} />);
  }

  it("leaves the page's own toasts behind: a failed sign-in's notice is not on the dashboard", async () => {
    const user = userEvent.setup();
    renderPages("/signin");
    act(() => {
      toast({ title: "Sign-in Failed", variant: "destructive" });
    });
    expect(await screen.findByText("Sign-in Failed")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await screen.findByRole("heading", { name: "Your dashboard" });
    expect(screen.queryByText("Sign-in Failed")).toBeNull();
  });

  it("keeps a toast raised for the next page", async () => {
    const user = userEvent.setup();
    renderPages("/signup");
    act(() => {
      toast({ title: "Account Created Successfully!", page: "/dashboard" });
    });
    await user.click(screen.getByRole("link", { name: "Dashboard" }));
    await screen.findByRole("heading", { name: "Your dashboard" });
    expect(
      await screen.findByText("Account Created Successfully!"),
    ).toBeTruthy();
  });
});
