// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Toaster } from "#app/components/ui/toaster.tsx";
import { supportFaqs } from "#app/content/support.ts";
import { LiveChatButton } from "#app/features/support/live-chat-button.tsx";
import { SupportFaqSection } from "#app/features/support/support-faq.tsx";
import { LIVE_CHAT_RETRY_MS } from "#app/features/support/live-chat.ts";
import { dismissToast } from "#app/lib/use-toast.ts";

beforeAll(() => {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
});

afterEach(() => {
  act(() => dismissToast());
  cleanup();
  vi.useRealTimers();
});

function renderFaq(url = "/support") {
  const router = createMemoryRouter(
    [{ path: "/support", element: <SupportFaqSection {...supportFaqs} /> }],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const questions = () =>
  screen
    .queryAllByRole("button", { expanded: false })
    .concat(screen.queryAllByRole("button", { expanded: true }));
const count = () => screen.getByText(/^Showing \d+ of \d+ questions$/);

describe("SupportFaqSection", () => {
  it("shows every question, one open at a time, collapsible", async () => {
    const user = userEvent.setup();
    renderFaq();
    const total = supportFaqs.items.length;
    expect(count().textContent).toBe(`Showing ${total} of ${total} questions`);
    expect(count().getAttribute("aria-live")).toBe("polite");

    const [first, second] = supportFaqs.items;
    const firstButton = screen.getByRole("button", { name: first!.question });
    const secondButton = screen.getByRole("button", {
      name: second!.question,
    });
    await user.click(firstButton);
    expect(firstButton.getAttribute("aria-expanded")).toBe("true");
    await user.click(secondButton);
    expect(firstButton.getAttribute("aria-expanded")).toBe("false");
    expect(secondButton.getAttribute("aria-expanded")).toBe("true");
    await user.click(secondButton);
    expect(secondButton.getAttribute("aria-expanded")).toBe("false");
  });

  it("filters questions and answers case-insensitively and keeps the search in the URL", async () => {
    const user = userEvent.setup();
    const router = renderFaq();
    await user.type(screen.getByRole("searchbox"), "MONEY-BACK");
    expect(count().textContent).toBe(
      `Showing 1 of ${supportFaqs.items.length} questions`,
    );
    expect(
      screen.getByRole("button", { name: "Is there a money-back guarantee?" }),
    ).toBeTruthy();
    expect(router.state.location.search).toBe("?q=MONEY-BACK");
  });

  it("says 'No FAQs found matching your search.' and clears the search", async () => {
    const user = userEvent.setup();
    const router = renderFaq("/support?q=zebra");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe(
      "zebra",
    );
    expect(
      screen.getByText("No FAQs found matching your search."),
    ).toBeTruthy();
    expect(questions()).toHaveLength(0);
    await user.click(screen.getByRole("button", { name: "Clear search" }));
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("");
    expect(router.state.location.search).toBe("");
    expect(
      screen.getByRole("button", { name: supportFaqs.items[0]!.question }),
    ).toBeTruthy();
  });
});

describe("LiveChatButton", () => {
  it("clicks the chat launcher when it is on the page", async () => {
    const launcher = document.createElement("button");
    launcher.setAttribute("data-chat-launcher", "");
    const opened = vi.fn();
    launcher.addEventListener("click", opened);
    document.body.append(launcher);
    try {
      render(<LiveChatButton label="Start Live Chat" />);
      await userEvent.click(
        screen.getByRole("button", { name: "Start Live Chat" }),
      );
      expect(opened).toHaveBeenCalledTimes(1);
    } finally {
      launcher.remove();
    }
  });

  it("tries again after one second, then tells the visitor where the chat button is", () => {
    vi.useFakeTimers();
    render(
      <>
        <LiveChatButton label="Start Live Chat" />
        <Toaster />
      </>,
    );
    act(() => screen.getByRole("button", { name: "Start Live Chat" }).click());
    const viewport = screen.getByRole("region", { name: /notifications/i });
    expect(within(viewport).queryByRole("listitem")).toBeNull();
    act(() => vi.advanceTimersByTime(LIVE_CHAT_RETRY_MS));
    expect(
      within(viewport).getByText(/chat button at the bottom right/),
    ).toBeTruthy();
  });
});
