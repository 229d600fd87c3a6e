// @vitest-environment jsdom
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  chatAuditButton,
  chatAuditPrompt,
  chatConnectionFailure,
  chatGreeting,
  chatHandoff,
  chatLabels,
  chatQuickQuestions,
} from "#app/content/chat.ts";
import { site } from "#app/content/site.ts";
import { ChatLauncher } from "#app/components/layout/chat-launcher.tsx";
import { clientPart } from "#app/lib/client-part.tsx";
import {
  askAssistant,
  CHAT_CONVERSATION_MAX_MESSAGES,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  CHAT_OPEN_KEY,
  CHAT_STORAGE_KEY,
  loadChat,
  userMessage,
} from "#app/features/chat/chat-client.ts";
import ChatWidget from "#app/features/chat/chat-widget.tsx";

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** A fetch whose answers the test gives one by one, and the bodies it was sent. */
function controlledFetch() {
  const answers: ((response: Response | Error) => void)[] = [];
  const fetch = vi.fn(
    () =>
      new Promise<Response>((resolve, reject) =>
        answers.push((answer) =>
          answer instanceof Error ? reject(answer) : resolve(answer),
        ),
      ),
  );
  vi.stubGlobal("fetch", fetch);
  return {
    fetch,
    calls: () =>
      fetch.mock.calls.map((call) => {
        const [url, init] = call as unknown as [string, RequestInit];
        return { url, body: JSON.parse(init.body as string) as unknown };
      }),
    answer: (response: Response | Error) =>
      act(async () => {
        answers.shift()!(response);
      }),
  };
}

function renderPanel(props: { open?: boolean; focusRequest?: number } = {}) {
  const onClose = vi.fn();
  const view = render(
    <MemoryRouter>
      <ChatWidget
        id="chat-panel"
        open={props.open ?? true}
        focusRequest={props.focusRequest ?? 1}
        onClose={onClose}
      />
    </MemoryRouter>,
  );
  return { onClose, view };
}

const input = () =>
  screen.getByRole("textbox", { name: chatLabels.inputLabel });
const sendButton = () => screen.getByRole("button", { name: chatLabels.send });
const log = () => screen.getByRole("log");
const messageTexts = () =>
  [...log().querySelectorAll("[data-chat-message]")].map((node) =>
    (node.querySelector("p")?.textContent ?? "").replace(
      new RegExp(`^(${chatLabels.you}|${chatLabels.assistant}) `),
      "",
    ),
  );
const quickButton = (index: number) =>
  screen.getByRole("button", { name: chatQuickQuestions[index]!.question });

describe("ChatWidget", () => {
  it("starts with the greeting, the quick questions and the free-audit link, the input focused", () => {
    renderPanel();
    const dialog = screen.getByRole("dialog", { name: chatLabels.title });
    expect(dialog.id).toBe("chat-panel");
    expect(messageTexts()).toEqual([chatGreeting]);
    expect(log().getAttribute("aria-live")).toBe("polite");
    for (const quick of chatQuickQuestions)
      expect(screen.getByRole("button", { name: quick.question })).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: chatAuditButton.label })
        .getAttribute("href"),
    ).toBe("/free-audit");
    expect(document.activeElement).toBe(input());
  });

  it("on a touch screen gives the focus to the dialog, not to the input that would raise the keyboard", () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query !== "(pointer: fine)",
    }));
    renderPanel();
    const dialog = screen.getByRole("dialog", { name: chatLabels.title });
    expect(document.activeElement).toBe(dialog);
  });

  it("does not take the focus when it opens by itself (a reload with the panel open)", () => {
    renderPanel({ focusRequest: 0 });
    expect(document.activeElement).not.toBe(input());
  });

  it("sends a quick question with the earlier messages, shows Thinking... and disables the controls until the reply", async () => {
    const server = controlledFetch();
    renderPanel();
    await userEvent.click(quickButton(1));

    expect(server.calls()).toEqual([
      {
        url: "/api/chat",
        body: {
          message: chatQuickQuestions[1].question,
          conversation: [
            {
              role: "assistant",
              content: chatGreeting,
              timestamp: expect.any(String),
            },
          ],
        },
      },
    ]);
    expect(screen.getByText(chatLabels.thinking)).toBeTruthy();
    expect(input()).toHaveProperty("disabled", true);
    expect(sendButton()).toHaveProperty("disabled", true);
    // The quick questions are gone with the second message.
    expect(
      screen.queryByRole("button", { name: chatQuickQuestions[0].question }),
    ).toBeNull();

    await server.answer(
      json({ success: true, response: "Most clients see more calls." }),
    );
    expect(messageTexts()).toEqual([
      chatGreeting,
      chatQuickQuestions[1].question,
      "Most clients see more calls.",
    ]);
    expect(screen.queryByText(chatLabels.thinking)).toBeNull();
    expect(input()).toHaveProperty("disabled", false);
    expect(document.activeElement).toBe(input());
  });

  it("trims the text, sends nothing empty and nothing while a reply is pending", async () => {
    const user = userEvent.setup();
    const server = controlledFetch();
    renderPanel();
    await user.type(input(), "   {Enter}");
    await user.click(sendButton());
    expect(server.fetch).not.toHaveBeenCalled();

    await user.type(input(), "  What does Pro cost?  {Enter}");
    expect(server.calls()).toHaveLength(1);
    expect(server.calls()[0]!.body).toMatchObject({
      message: "What does Pro cost?",
    });
    expect(input()).toHaveProperty("value", "");
    // The form cannot be sent again while the reply is pending.
    await act(async () => {
      input().closest("form")!.requestSubmit();
    });
    expect(server.fetch).toHaveBeenCalledTimes(1);
    await server.answer(json({ success: true, response: "$497 a month." }));
    expect(messageTexts().at(-1)).toBe("$497 a month.");
  });

  it("ignores success: false, appends a rate-limit reply and reports a failure with the site's e-mail", async () => {
    const user = userEvent.setup();
    const server = controlledFetch();
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    renderPanel();

    await user.type(input(), "first{Enter}");
    await server.answer(json({ success: false, error: "nope" }, 400));
    expect(messageTexts()).toEqual([chatGreeting, "first"]);
    expect(logged).not.toHaveBeenCalled();

    await user.type(input(), "second{Enter}");
    await server.answer(
      json({ success: true, response: "Please wait a moment." }, 429),
    );
    expect(messageTexts().at(-1)).toBe("Please wait a moment.");

    await user.type(input(), "third{Enter}");
    await server.answer(new Response("Internal Server Error", { status: 500 }));
    expect(messageTexts().at(-1)).toBe(chatConnectionFailure);
    expect(chatConnectionFailure).toBe(
      `I'm having trouble connecting right now. Please try again or contact us directly at ${site.email}`,
    );
    expect(
      screen
        .getAllByRole("link", { name: site.email })[0]!
        .getAttribute("href"),
    ).toBe(`mailto:${site.email}`);

    await user.type(input(), "fourth{Enter}");
    await server.answer(new TypeError("Failed to fetch"));
    expect(messageTexts().at(-1)).toBe(chatConnectionFailure);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it("shows the site's pages a reply points to as links, and nothing else", async () => {
    const user = userEvent.setup();
    const server = controlledFetch();
    renderPanel();
    await user.type(input(), "Prices?{Enter}");
    await server.answer(
      json({
        success: true,
        response: "Our plans start at $297 a month.",
        links: [
          { label: "Pricing", href: "/pricing" },
          { label: "Elsewhere", href: "https://example.com/" },
          { label: "Protocol-relative", href: "//example.com/" },
          { label: "Script", href: "javascript:alert(1)" },
          { label: "Free audit", href: "/free-audit#audit-form" },
        ],
      }),
    );
    const pages = within(
      screen.getByRole("list", { name: chatLabels.relatedPages }),
    ).getAllByRole("link");
    expect(
      pages.map((link) => [link.textContent, link.getAttribute("href")]),
    ).toEqual([
      ["Pricing", "/pricing"],
      ["Free audit", "/free-audit#audit-form"],
    ]);
  });

  it("offers the free audit again once the conversation has more than three messages", async () => {
    const user = userEvent.setup();
    const server = controlledFetch();
    renderPanel();
    await user.type(input(), "one{Enter}");
    await server.answer(json({ success: true, response: "Reply one." }));
    expect(screen.queryByText(chatAuditPrompt.title)).toBeNull();
    await user.type(input(), "two{Enter}");
    expect(messageTexts()).toHaveLength(4);
    expect(screen.getByText(chatAuditPrompt.title)).toBeTruthy();
    expect(
      screen
        .getByRole("link", { name: chatAuditPrompt.label })
        .getAttribute("href"),
    ).toBe("/free-audit");
    await server.answer(json({ success: true, response: "Reply two." }));
  });

  it("keeps the conversation for the tab and starts over on request", async () => {
    const user = userEvent.setup();
    const server = controlledFetch();
    const { view } = renderPanel();
    await user.type(input(), "Do you serve Bethesda?{Enter}");
    await server.answer(json({ success: true, response: "Yes, we do." }));
    expect(loadChat().messages.map((message) => message.content)).toEqual([
      chatGreeting,
      "Do you serve Bethesda?",
      "Yes, we do.",
    ]);
    expect(sessionStorage.getItem(CHAT_OPEN_KEY)).toBe("1");

    view.unmount();
    renderPanel();
    expect(messageTexts()).toEqual([
      chatGreeting,
      "Do you serve Bethesda?",
      "Yes, we do.",
    ]);
    await user.click(
      screen.getByRole("button", { name: chatLabels.startOver }),
    );
    expect(messageTexts()).toEqual([chatGreeting]);
    expect(quickButton(0)).toBeTruthy();
    expect(
      JSON.parse(sessionStorage.getItem(CHAT_STORAGE_KEY)!).messages,
    ).toHaveLength(1);
  });

  it("starts afresh when the stored conversation cannot be read", () => {
    sessionStorage.setItem(CHAT_STORAGE_KEY, '{"messages":[{"role":"x"}]}');
    renderPanel();
    expect(messageTexts()).toEqual([chatGreeting]);
  });

  it("closes on Escape and says when it is closed", async () => {
    const { onClose, view } = renderPanel();
    await userEvent.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalledWith();
    view.rerender(
      <MemoryRouter>
        <ChatWidget
          id="chat-panel"
          open={false}
          focusRequest={1}
          onClose={onClose}
        />
      </MemoryRouter>,
    );
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sessionStorage.getItem(CHAT_OPEN_KEY)).toBeNull();
  });

  describe("hand-off to a person", () => {
    async function offerHandoff(
      server: ReturnType<typeof controlledFetch>,
      user: ReturnType<typeof userEvent.setup>,
    ) {
      renderPanel();
      await user.type(input(), "I need help with my agent{Enter}");
      await server.answer(
        json({
          success: true,
          response: "I can pass this to our support team.",
          offerHandoff: "support",
        }),
      );
      return screen.findByRole("form", { name: chatHandoff.titles.support });
    }

    it("shows the server's field errors on their fields, then sends and confirms in the chat", async () => {
      const user = userEvent.setup();
      const server = controlledFetch();
      const form = await offerHandoff(server, user);
      expect(within(form).getByText(chatHandoff.intros.support)).toBeTruthy();
      const name = within(form).getByLabelText(/Your name/);
      const email = within(form).getByLabelText(/Email address/);
      await user.type(name, "Dana Brooks");
      await user.type(email, "dana@example");
      await user.click(
        within(form).getByRole("button", { name: chatHandoff.submit }),
      );
      expect(server.calls().at(-1)).toEqual({
        url: "/api/chat/handoff",
        body: {
          kind: "support",
          name: "Dana Brooks",
          email: "dana@example",
          conversation: [
            expect.objectContaining({ role: "assistant" }),
            expect.objectContaining({
              role: "user",
              content: "I need help with my agent",
            }),
            expect.objectContaining({
              role: "assistant",
              content: "I can pass this to our support team.",
            }),
          ],
          attribution: {},
          botcheck: "",
        },
      });
      await server.answer(
        json(
          {
            message: "Please check the highlighted fields",
            errors: { email: "Please enter a valid email address" },
          },
          400,
        ),
      );
      const error = within(form).getByText(
        "Please enter a valid email address",
      );
      expect(email.getAttribute("aria-invalid")).toBe("true");
      expect(email.getAttribute("aria-describedby")).toContain(error.id);
      expect(document.activeElement).toBe(email);
      expect(name).toHaveProperty("value", "Dana Brooks");

      await user.clear(email);
      await user.type(email, "dana@brooksdental.example{Enter}");
      await server.answer(
        json(
          {
            success: true,
            message: "Thanks, Dana! Our support team will email you shortly.",
          },
          201,
        ),
      );
      expect(messageTexts().at(-1)).toBe(
        "Thanks, Dana! Our support team will email you shortly.",
      );
      expect(screen.queryByRole("form")).toBeNull();
      expect(document.activeElement).toBe(input());
    });

    it("keeps what was typed and says so when sending fails", async () => {
      const user = userEvent.setup();
      const server = controlledFetch();
      const form = await offerHandoff(server, user);
      await user.type(within(form).getByLabelText(/Your name/), "Dana Brooks");
      await user.type(
        within(form).getByLabelText(/Email address/),
        "dana@brooksdental.example",
      );
      await user.type(within(form).getByLabelText(/Phone/), "(301) 555-0100");
      await user.click(
        within(form).getByRole("button", { name: chatHandoff.submit }),
      );
      expect(server.calls().at(-1)!.body).toMatchObject({
        phone: "(301) 555-0100",
      });
      await server.answer(new Response("Bad Gateway", { status: 502 }));
      expect(within(form).getByRole("alert").textContent).toBe(
        chatHandoff.failure,
      );
      expect(within(form).getByLabelText(/Your name/)).toHaveProperty(
        "value",
        "Dana Brooks",
      );
      await user.click(
        within(form).getByRole("button", { name: chatHandoff.dismiss }),
      );
      expect(screen.queryByRole("form")).toBeNull();
    });
  });
});

describe("the requests", () => {
  it("keep to the server's limits, and say the server's words past the length", async () => {
    const {
      MAX_CHAT_MESSAGE_LENGTH,
      MAX_CONVERSATION_MESSAGES,
      CHAT_MESSAGE_TOO_LONG: serverTooLong,
    } = await import("#app/features/chat/schema.ts");
    expect(CHAT_MESSAGE_MAX_LENGTH).toBe(MAX_CHAT_MESSAGE_LENGTH);
    expect(CHAT_MESSAGE_TOO_LONG).toBe(serverTooLong);
    expect(CHAT_CONVERSATION_MAX_MESSAGES).toBe(MAX_CONVERSATION_MESSAGES);
  });

  it("carry the latest messages of a long conversation", async () => {
    const server = controlledFetch();
    const earlier = Array.from({ length: 60 }, (_, index) =>
      userMessage(`question ${index}`),
    );
    const answer = askAssistant("one more", earlier);
    const sent = server.calls()[0]!.body as {
      conversation: { content: string }[];
    };
    expect(sent.conversation).toHaveLength(CHAT_CONVERSATION_MAX_MESSAGES);
    expect(sent.conversation.at(-1)!.content).toBe("question 59");
    await server.answer(json({ success: true, response: "Sure." }));
    expect((await answer)?.message.content).toBe("Sure.");
  });
});

const loadPanel = vi.fn(async () => ChatWidget);
const ChatPanel = clientPart(() => loadPanel(), "idle");

describe("ChatLauncher", () => {
  it("is one button that opens the panel, loaded on first use; a script's click never closes it", async () => {
    render(
      <MemoryRouter>
        <ChatLauncher Panel={ChatPanel} />
      </MemoryRouter>,
    );
    const launcher = screen.getByRole("button", {
      name: "Chat with our assistant",
    });
    expect(launcher.hasAttribute("data-chat-launcher")).toBe(true);
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    expect(loadPanel).not.toHaveBeenCalled();

    await act(async () => launcher.click());
    const dialog = await screen.findByRole("dialog");
    expect(launcher.getAttribute("aria-expanded")).toBe("true");
    expect(launcher.getAttribute("aria-controls")).toBe(dialog.id);
    expect(document.activeElement).toBe(input());

    // Live Chat on /support clicks it from a script: the panel stays open.
    await act(async () => launcher.click());
    expect(launcher.getAttribute("aria-expanded")).toBe("true");

    await userEvent.keyboard("{Escape}");
    expect(launcher.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(launcher);
  });
});
