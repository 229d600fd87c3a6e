import { Fragment } from "react";
import { Link } from "react-router";
import { chatLabels } from "#app/content/chat.ts";
import { mailtoLink, site } from "#app/content/site.ts";
import { Icon } from "#app/components/ui/icon.tsx";
import { cn } from "#app/lib/cn.ts";
import type { ChatMessage } from "#app/features/chat/chat-client.ts";

function Avatar() {
  return (
    <span
      aria-hidden="true"
      className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-primary/10 text-primary"
    >
      <Icon name="bot" className="size-4" />
    </span>
  );
}

/** The text of a message, the site's e-mail address (the failure message has it) as a link. */
function MessageText({ text }: { text: string }) {
  const parts = text.split(site.email);
  return parts.map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <a
          href={mailtoLink()}
          className="font-medium underline underline-offset-2"
        >
          {site.email}
        </a>
      ) : null}
      {part}
    </Fragment>
  ));
}

/**
 * One message: the visitor's on the right, the assistant's on the left with the site's pages it
 * points to under it. Screen readers hear who said it first.
 */
export function ChatBubble({ message }: { message: ChatMessage }) {
  const mine = message.role === "user";
  return (
    <div
      data-chat-message={message.role}
      className={cn("flex gap-2", mine ? "justify-end" : "justify-start")}
    >
      {mine ? null : <Avatar />}
      <div className="max-w-[88%] min-w-0">
        <p
          className={cn(
            "rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed wrap-break-word whitespace-pre-line",
            mine
              ? "rounded-br-md bg-primary text-primary-foreground"
              : "rounded-bl-md bg-muted text-foreground",
          )}
        >
          <span className="sr-only">
            {mine ? chatLabels.you : chatLabels.assistant}{" "}
          </span>
          <MessageText text={message.content} />
        </p>
        {message.links ? (
          <ul aria-label={chatLabels.relatedPages} className="mt-2 space-y-1.5">
            {message.links.map((link, index) => (
              <li key={index}>
                <Link
                  to={link.href}
                  className="inline-flex min-h-8 items-center gap-1.5 rounded-full border border-primary/30 bg-background px-3 py-1 text-xs font-medium text-primary hover:bg-primary/5"
                >
                  {link.label}
                  <Icon name="arrow-right" className="size-3.5" />
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** Shown while a reply is pending. */
export function ThinkingIndicator() {
  return (
    <div className="flex items-center gap-2" data-chat-thinking="">
      <Avatar />
      <p className="flex items-center gap-2 rounded-2xl rounded-bl-md bg-muted px-3.5 py-2.5 text-sm text-muted-foreground">
        <span aria-hidden="true" className="flex gap-1">
          <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce" />
          <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce motion-safe:[animation-delay:150ms]" />
          <span className="size-1.5 rounded-full bg-current motion-safe:animate-bounce motion-safe:[animation-delay:300ms]" />
        </span>
        {chatLabels.thinking}
      </p>
    </div>
  );
}
