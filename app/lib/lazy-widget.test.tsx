// @vitest-environment jsdom
import { act, cleanup, render, screen } from "@testing-library/react";
import { useState, type ComponentType } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { lazyWidget, useHydratedSignal } from "#app/lib/lazy-widget.tsx";

afterEach(cleanup);

const hydrated = () => document.documentElement.hasAttribute("data-hydrated");

/** A widget whose code arrives when the test says so. */
function deferredWidget() {
  let arrive: (component: ComponentType<{ label: string }>) => void = () => {};
  const Widget = lazyWidget<{ label: string }>(
    () => new Promise((resolve) => (arrive = resolve)),
  );
  const Button = ({ label }: { label: string }) => <button>{label}</button>;
  return { Widget, arrive: () => act(async () => arrive(Button)) };
}

function Page({ children }: { children: React.ReactNode }) {
  useHydratedSignal();
  return <main>{children}</main>;
}

describe("the document's hydrated signal", () => {
  it("waits for every widget on the page to have its code", async () => {
    const first = deferredWidget();
    const second = deferredWidget();
    render(
      <Page>
        <first.Widget label="Search" />
        <second.Widget label="Send" />
      </Page>,
    );
    expect(hydrated()).toBe(false);
    await first.arrive();
    expect(screen.getByRole("button", { name: "Search" })).toBeTruthy();
    expect(hydrated()).toBe(false);
    await second.arrive();
    expect(screen.getByRole("button", { name: "Send" })).toBeTruthy();
    expect(hydrated()).toBe(true);
  });

  it("does not wait for a widget that left the page before its code arrived", async () => {
    const dialog = deferredWidget();
    function Toggle() {
      const [open, setOpen] = useState(true);
      return (
        <Page>
          <button onClick={() => setOpen(false)}>Close</button>
          {open ? <dialog.Widget label="Dialog" /> : null}
        </Page>
      );
    }
    render(<Toggle />);
    expect(hydrated()).toBe(false);
    await act(async () =>
      screen.getByRole("button", { name: "Close" }).click(),
    );
    expect(hydrated()).toBe(true);
  });
});
