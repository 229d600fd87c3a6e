import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from "react";
import { Link } from "react-router";
import {
  chatAuditButton,
  chatAuditPrompt,
  chatLabels,
  chatQuickQuestions,
} from "#app/content/chat.ts";
import type { ChatPanelProps } from "#app/components/layout/chat-launcher.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import { clientPart } from "#app/lib/client-part.tsx";
import {
  askAssistant,
  assistantMessage,
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGE_TOO_LONG,
  loadChat,
  newChat,
  rememberOpen,
  saveChat,
  userMessage,
  type ChatState,
} from "#app/features/chat/chat-client.ts";
import { ChatInput } from "#app/features/chat/chat-input.tsx";
import {
  ChatBubble,
  ThinkingIndicator,
} from "#app/features/chat/chat-messages.tsx";

// Loaded when the assistant first offers it.
const ChatHandoffForm = clientPart(
  () =>
    import("#app/features/chat/chat-handoff-form.tsx").then(
      (module) => module.ChatHandoffForm,
    ),
  "now",
);

/**
 * A screen with a mouse or trackpad: there the input takes the focus by itself. On a touch
 * screen that would raise the keyboard over the panel, so the input waits for the visitor's tap.
 * Without `matchMedia` (a test's DOM) the pointer is a mouse.
 */
const hasFinePointer = () =>
  window.matchMedia?.("(pointer: fine)").matches ?? true;

const headerButtonClass =
  "inline-flex size-9 shrink-0 items-center justify-center rounded-md hover:bg-white/15 disabled:opacity-50 focus-visible:outline-white";

/**
 * The assistant's panel (spec §2 "Chat assistant"): a non-modal dialog above the floating button
 * with the conversation, the quick questions while it holds only the greeting, a free-audit prompt
 * once it holds more than three messages, and the hand-off form when the assistant offers it.
 * The conversation is kept for the tab (`chat-client.ts`); the panel stays mounted once opened,
 * so a reply still on its way arrives after the panel is closed or the page changes.
 */
export default function ChatWidget({
  id,
  open,
  focusRequest,
  onClose,
}: ChatPanelProps) {
  const [chat, setChat] = useState<ChatState>(loadChat);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const sending = useRef(false);
  const refocus = useRef(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const logRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const inputId = useId();
  const lengthId = useId();
  const tooLongId = useId();
  const { messages, handoff } = chat;
  const tooLong = draft.length > CHAT_MESSAGE_MAX_LENGTH;

  /** The input, or on a touch screen the panel itself when the focus is not in it already. */
  const focusInput = () => {
    if (hasFinePointer()) inputRef.current?.focus();
    else if (!panelRef.current?.contains(document.activeElement))
      panelRef.current?.focus();
  };

  useEffect(() => saveChat(chat), [chat]);
  useEffect(() => rememberOpen(open), [open]);

  // The input takes the focus whenever the visitor opens the panel.
  useEffect(() => {
    if (open && focusRequest > 0) focusInput();
  }, [open, focusRequest]);

  // ... and again when a reply has come (or the hand-off form is sent), if the focus is still in
  // the panel or was dropped by a control that went away.
  useEffect(() => {
    if (pending || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (
      open &&
      (active === document.body || panelRef.current?.contains(active))
    )
      focusInput();
  }, [pending, open, messages]);

  // The newest message shows from its start; a short one brings the log to its end.
  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log || !open) return;
    const newest = log.querySelector<HTMLElement>(
      "[data-chat-thinking], [data-chat-message]:last-of-type",
    );
    const end = log.scrollHeight - log.clientHeight;
    log.scrollTop = newest ? Math.min(end, newest.offsetTop - 12) : end;
  }, [messages.length, pending, open]);

  const send = async (text: string) => {
    const message = text.trim();
    if (message === "" || sending.current) return;
    sending.current = true;
    const earlier = messages;
    setChat((current) => ({
      ...current,
      messages: [...current.messages, userMessage(message)],
    }));
    setDraft("");
    setPending(true);
    // The input and buttons are disabled while the reply is pending: the focus waits on the log.
    if (panelRef.current?.contains(document.activeElement))
      logRef.current?.focus();
    const answer = await askAssistant(message, earlier);
    sending.current = false;
    refocus.current = true;
    if (answer)
      setChat((current) => ({
        messages: [...current.messages, answer.message],
        handoff: answer.offerHandoff ?? current.handoff,
      }));
    setPending(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") {
      setDraft("");
      return;
    }
    // The text stays for the visitor to shorten; the message under it says by how much.
    if (tooLong) return;
    void send(draft);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onClose();
  };

  return (
    // Above the bottom bar's chat button on small screens; from lg under the header's, aligned
    // with the header's end (its `right` is the button's in app.css).
    <div
      ref={panelRef}
      id={id}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      className="fixed right-4 bottom-20 left-4 z-40 flex h-[400px] max-h-[calc(100dvh-var(--header-height)-6rem)] flex-col overflow-hidden rounded-2xl border bg-background text-foreground shadow-2xl outline-none sm:left-auto sm:w-96 lg:top-[calc(var(--header-height)+0.5rem)] lg:right-[max(2rem,calc((100%-80rem)/2+2rem))] lg:bottom-auto lg:h-[500px] lg:max-h-[calc(100dvh-var(--header-height)-1rem)]"
    >
      <div className="flex shrink-0 items-center gap-3 bg-primary py-3 pr-2 pl-3 text-primary-foreground">
        <span
          aria-hidden="true"
          className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/15"
        >
          <Icon name="bot" />
        </span>
        <div className="min-w-0 flex-1">
          <h2
            id={titleId}
            className="truncate text-base leading-tight font-semibold"
          >
            {chatLabels.title}
          </h2>
          <p className="truncate text-xs text-blue-100">
            {chatLabels.subtitle}
          </p>
        </div>
        <button
          type="button"
          className={headerButtonClass}
          title={chatLabels.startOver}
          disabled={pending}
          onClick={() => {
            setChat(newChat());
            setDraft("");
            focusInput();
          }}
        >
          <Icon name="refresh-cw" className="size-4" />
          <span className="sr-only">{chatLabels.startOver}</span>
        </button>
        <button
          type="button"
          className={headerButtonClass}
          title={chatLabels.close}
          onClick={() => onClose()}
        >
          <Icon name="x" />
          <span className="sr-only">{chatLabels.close}</span>
        </button>
      </div>

      <div
        ref={logRef}
        role="region"
        aria-label={chatLabels.conversation}
        tabIndex={0}
        className="relative flex-1 space-y-3 overflow-y-auto overscroll-contain p-3 focus-visible:-outline-offset-2"
      >
        <div
          role="log"
          aria-live="polite"
          aria-label={chatLabels.messages}
          className="space-y-3"
        >
          {messages.map((message, index) => (
            <ChatBubble
              key={`${index}-${message.timestamp}`}
              message={message}
            />
          ))}
          {pending ? <ThinkingIndicator /> : null}
        </div>

        {messages.length === 1 ? (
          <div
            role="group"
            aria-label={chatLabels.quickQuestions}
            className="grid gap-2 sm:pl-9"
          >
            {chatQuickQuestions.map((quick) => (
              <Button
                key={quick.id}
                type="button"
                variant="outline"
                size="sm"
                disabled={pending}
                onClick={() => void send(quick.question)}
                className="h-8 justify-start border-primary/30 text-primary"
              >
                {quick.question}
              </Button>
            ))}
            <Button asChild size="sm" className="h-8 justify-start">
              <Link to={chatAuditButton.to}>
                <Icon name="sparkles" />
                {chatAuditButton.label}
              </Link>
            </Button>
          </div>
        ) : null}

        {handoff ? (
          <div className="sm:pl-9">
            <ChatHandoffForm
              kind={handoff}
              messages={messages}
              onSent={(message) => {
                setChat((current) => ({
                  messages: [...current.messages, assistantMessage(message)],
                  handoff: null,
                }));
                // The form is gone with the focus it held: the input takes it.
                refocus.current = true;
              }}
              onDismiss={() => {
                setChat((current) => ({ ...current, handoff: null }));
                focusInput();
              }}
            />
          </div>
        ) : null}

        {messages.length > 3 ? (
          <div
            data-chat-audit-prompt=""
            className="rounded-xl border border-primary/20 bg-primary/5 p-3 sm:ml-9"
          >
            <p className="text-sm font-semibold">{chatAuditPrompt.title}</p>
            <p className="mt-1 text-xs leading-5 text-muted-foreground">
              {chatAuditPrompt.text}
            </p>
            <Button asChild size="sm" className="mt-2">
              <Link to={chatAuditPrompt.to}>
                {chatAuditPrompt.label}
                <Icon name="arrow-right" />
              </Link>
            </Button>
          </div>
        ) : null}
      </div>

      {/* The message box lives in the panel, which only script opens; it asks /api/chat. */}
      {/* eslint-disable-next-line no-restricted-syntax -- no page answers a question to the assistant */}
      <form onSubmit={onSubmit} className="shrink-0 border-t bg-background p-3">
        <div className="flex items-center gap-2">
          <label htmlFor={inputId} className="sr-only">
            {chatLabels.inputLabel}
          </label>
          {/* No maxLength: it would cut a pasted message without a word. */}
          <ChatInput
            ref={inputRef}
            id={inputId}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            disabled={pending}
            placeholder={chatLabels.inputPlaceholder}
            autoComplete="off"
            enterKeyHint="send"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${tooLongId} ${lengthId}` : lengthId}
          />
          <Button type="submit" size="icon" disabled={pending}>
            <Icon name="send" className="size-4" />
            <span className="sr-only">{chatLabels.send}</span>
          </Button>
        </div>
        <div className="mt-1 flex gap-2 pr-12 text-xs leading-4">
          {tooLong ? (
            <p id={tooLongId} role="alert" className="flex-1 text-destructive">
              {CHAT_MESSAGE_TOO_LONG}
            </p>
          ) : null}
          <p
            id={lengthId}
            className={cn(
              "ml-auto tabular-nums",
              tooLong
                ? "font-semibold text-destructive"
                : "text-muted-foreground",
            )}
          >
            {draft.length}/{CHAT_MESSAGE_MAX_LENGTH}
            <span className="sr-only"> {chatLabels.characters}</span>
          </p>
        </div>
      </form>
    </div>
  );
}
