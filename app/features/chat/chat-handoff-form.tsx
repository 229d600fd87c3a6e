import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { chatHandoff, type ChatHandoffKind } from "#app/content/chat.ts";
import { Button } from "#app/components/ui/button.tsx";
import {
  FormAlert,
  FormField,
  HoneypotField,
  SubmitButton,
} from "#app/components/ui/form-field.tsx";
import { newIdempotencyKey } from "#app/lib/api.ts";
import { FORM_NAMES, HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import { formActionPath } from "#app/lib/form-result.ts";
import { ChatInput } from "#app/features/chat/chat-input.tsx";
import {
  toConversation,
  type ChatMessage,
} from "#app/features/chat/chat-client.ts";
import {
  sendHandoff,
  type HandoffField,
} from "#app/features/chat/chat-handoff.ts";

const fieldControls = {
  name: { type: "text", autoComplete: "name", required: true },
  email: { type: "email", autoComplete: "email", required: true },
  phone: { type: "tel", autoComplete: "tel", required: false },
} as const satisfies Record<
  HandoffField,
  { type: string; autoComplete: string; required: boolean }
>;

const fields = Object.keys(fieldControls) as HandoffField[];

/**
 * The form in the chat that passes the conversation to a person when the assistant offers it:
 * the visitor's name, e-mail and optional phone. The server checks them; its errors show under
 * their fields, and whatever was typed stays when sending fails. The chat needs script, but the
 * form is a real one all the same: posted by the browser (should its script fail), it goes to
 * the contact page's action, which answers with the contact page and the hand-off's result.
 */
export function ChatHandoffForm({
  kind,
  messages,
  onSent,
  onDismiss,
}: {
  kind: ChatHandoffKind;
  messages: readonly ChatMessage[];
  /** The server's confirmation, to add to the conversation. */
  onSent: (message: string) => void;
  onDismiss: () => void;
}) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<HandoffField, string>>({
    name: "",
    email: "",
    phone: "",
  });
  const [errors, setErrors] = useState<Partial<Record<HandoffField, string>>>(
    {},
  );
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [attempt, setAttempt] = useState(0);
  // Refs, not state: a second click in the same tick sees the first one's (decision 0020).
  const inFlight = useRef(false);
  // One intent, one key: a retry after a failure is stored at most once.
  const [idempotencyKey] = useState(newIdempotencyKey);

  // After a refused attempt, the first field with an error takes the focus, else the button that
  // was pressed (it is disabled while sending, which drops the focus).
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current
      ?.querySelector<HTMLElement>('[aria-invalid="true"], [type="submit"]')
      ?.focus();
  }, [attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    const botcheck = new FormData(event.currentTarget).get(HONEYPOT_FIELD);
    setSending(true);
    setNotice(undefined);
    const result = await sendHandoff(
      kind,
      { ...values, botcheck: typeof botcheck === "string" ? botcheck : "" },
      messages,
      idempotencyKey,
    ).finally(() => {
      inFlight.current = false;
    });
    setSending(false);
    if (result.sent) {
      onSent(result.message);
      return;
    }
    setErrors(result.fieldErrors);
    const refusedFields = Object.keys(result.fieldErrors).length > 0;
    setNotice(
      result.message ?? (refusedFields ? undefined : chatHandoff.failure),
    );
    setAttempt((count) => count + 1);
  };

  const titleId = `${id}-title`;
  return (
    <form
      ref={formRef}
      method="post"
      action={`/contact${formActionPath(FORM_NAMES.chatHandoff)}`}
      noValidate
      aria-labelledby={titleId}
      onSubmit={onSubmit}
      className="relative grid gap-3 rounded-xl border bg-background p-4 shadow-sm"
    >
      <div>
        <h3 id={titleId} className="text-sm font-semibold">
          {chatHandoff.titles[kind]}
        </h3>
        <p className="mt-1 text-xs leading-5 text-muted-foreground">
          {chatHandoff.intros[kind]}
        </p>
      </div>
      {fields.map((field) => (
        <FormField
          key={field}
          id={`${id}-${field}`}
          label={chatHandoff.fields[field]}
          required={fieldControls[field].required}
          error={errors[field]}
        >
          {(aria) => (
            <ChatInput
              {...aria}
              name={field}
              type={fieldControls[field].type}
              autoComplete={fieldControls[field].autoComplete}
              value={values[field]}
              onChange={(event) => {
                const value = event.target.value;
                setValues((current) => ({ ...current, [field]: value }));
                if (errors[field])
                  setErrors((current) => ({ ...current, [field]: undefined }));
              }}
            />
          )}
        </FormField>
      ))}
      <input type="hidden" name="kind" value={kind} />
      <input
        type="hidden"
        name="conversation"
        value={JSON.stringify(toConversation(messages))}
      />
      <HoneypotField name={HONEYPOT_FIELD} defaultValue="" />
      {notice ? <FormAlert variant="error">{notice}</FormAlert> : null}
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          size="sm"
          submitting={sending}
          label={chatHandoff.submit}
          submittingLabel={chatHandoff.submitting}
        />
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss}>
          {chatHandoff.dismiss}
        </Button>
      </div>
    </form>
  );
}
