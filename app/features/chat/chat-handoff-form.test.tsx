// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatHandoff } from "#app/content/chat.ts";
import { ChatHandoffForm } from "#app/features/chat/chat-handoff-form.tsx";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const keyOf = (fetch: ReturnType<typeof vi.fn>, call: number) =>
  new Headers(
    (fetch.mock.calls[call] as unknown as [string, RequestInit])[1].headers,
  ).get("Idempotency-Key");

async function renderFilled() {
  const user = userEvent.setup();
  const onSent = vi.fn();
  render(
    <ChatHandoffForm
      kind="lead"
      messages={[]}
      onSent={onSent}
      onDismiss={() => {}}
    />,
  );
  await user.type(screen.getByLabelText(/Your name/), "Renee Okafor");
  await user.type(
    screen.getByLabelText(/Email address/),
    "renee@parkviewdental.example",
  );
  return { user, onSent };
}

describe("ChatHandoffForm", () => {
  it("sends one request for three clicks in one tick, with an idempotency key", async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    vi.stubGlobal("fetch", fetch);
    const { onSent } = await renderFilled();
    const button = screen.getByRole("button", { name: chatHandoff.submit });
    act(() => {
      button.click();
      button.click();
      button.click();
    });
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(keyOf(fetch, 0)).toMatch(/^[0-9a-f]{32}$/);
    await act(async () =>
      answer(
        new Response(JSON.stringify({ success: true, message: "Thanks!" }), {
          status: 201,
        }),
      ),
    );
    await waitFor(() => expect(onSent).toHaveBeenCalledWith("Thanks!"));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("shows that the hand-off may have been received, and retries under the same key", async () => {
    const message =
      "We may have received your submission, but could not confirm it just now. Sending it again is safe: it will not be stored twice.";
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ message, outcome: "unknown" }), {
          status: 503,
        }),
    );
    vi.stubGlobal("fetch", fetch);
    const { user } = await renderFilled();
    await user.click(screen.getByRole("button", { name: chatHandoff.submit }));
    expect((await screen.findByRole("alert")).textContent).toBe(message);
    await user.click(screen.getByRole("button", { name: chatHandoff.submit }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    expect(keyOf(fetch, 1)).toBe(keyOf(fetch, 0));
  });
});

describe("ChatHandoffForm without script", () => {
  it("is a form that posts its fields, kind and conversation to the contact page's action", () => {
    const { container } = render(
      <ChatHandoffForm
        kind="support"
        messages={[
          {
            role: "user",
            content: "My posts stopped publishing",
            timestamp: "10:02",
          },
        ]}
        onSent={() => {}}
        onDismiss={() => {}}
      />,
    );
    const form = container.querySelector("form");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/contact?form=chat-handoff");
    const fields = new FormData(form ?? undefined);
    expect(fields.get("kind")).toBe("support");
    expect(JSON.parse(String(fields.get("conversation")))).toEqual([
      {
        role: "user",
        content: "My posts stopped publishing",
        timestamp: "10:02",
      },
    ]);
  });
});
