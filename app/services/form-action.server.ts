/**
 * A page's action for its forms: a form posted by the browser goes through the same submission
 * pipeline as the JSON API (`receiveSubmission`: one schema, the honeypot, the Origin check, the
 * rate limit, store first, then the outbox), and the page renders again with the result
 * (`FormResult`). A page with several forms names each in its action's query (`?form=`).
 */
import { data, type ActionFunctionArgs } from "react-router";
import { HONEYPOT_FIELD } from "#app/lib/form-names.ts";
import type { FormResult } from "#app/lib/form-result.ts";
import { clientAddressContext } from "#app/lib/request-context.ts";
import {
  fromFetchRequest,
  type ApiAnswer,
  type ApiRequest,
} from "#app/services/api.server.ts";
import {
  messages,
  readLimitedText,
  receiveSubmission,
  type SubmissionDependencies,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";

/** Any form's endpoint: each stores what its own schema parsed, which the pipeline checks. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a store's parameter is its schema's output
export type AnyEndpoint = SubmissionEndpoint<any>;

/** Fields never sent back to the page: secrets, and what only the script adds. */
const NOT_ECHOED = /password|^attribution$/i;

/** What was typed, to fill the fields again. */
function typedValues(text: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text))
    if (name !== HONEYPOT_FIELD && !NOT_ECHOED.test(name)) values[name] = value;
  return values;
}

/** The headers of the endpoint's answer that the page's answer keeps (a session cookie). */
function kept(answer: ApiAnswer): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers ?? {})) {
    if (!/^(set-cookie|retry-after)$/i.test(name)) continue;
    for (const one of Array.isArray(value) ? value : [value])
      headers.append(name, one);
  }
  return headers;
}

/**
 * The form `name`, sent to `endpoint`: the result for the page, and the headers to send with it.
 * For an action that answers more than the page again (a redirect after signing in).
 */
export async function submitForm(
  { request, context }: Pick<ActionFunctionArgs, "request" | "context">,
  name: string,
  endpoint: AnyEndpoint,
  deps?: SubmissionDependencies,
): Promise<{ result: FormResult; headers: Headers }> {
  const received = fromFetchRequest(request);
  // Read once, within the pipeline's limit, so that the typed values can be given back.
  const text = await readLimitedText(received);
  const answer: ApiAnswer =
    text === undefined
      ? { status: 413, body: { message: messages.tooLarge } }
      : await receiveSubmission(
          withBody(received, text),
          context.get(clientAddressContext),
          endpoint,
          deps,
          "form",
        );
  const { message, errors, ...body } = (answer.body ?? {}) as {
    message?: unknown;
    errors?: unknown;
  };
  return {
    result: {
      form: name,
      status: answer.status,
      ok: answer.status < 300,
      message: typeof message === "string" ? message : "",
      errors:
        typeof errors === "object" && errors !== null
          ? (errors as Record<string, string>)
          : {},
      values: typedValues(text ?? ""),
      body,
    },
    headers: kept(answer),
  };
}

/** The request with its body already read. */
function withBody(request: ApiRequest, text: string): ApiRequest {
  const bytes = new TextEncoder().encode(text);
  return {
    ...request,
    header: (header) =>
      header === "content-length"
        ? String(bytes.byteLength)
        : request.header(header),
    body: async function* () {
      yield bytes;
    },
  };
}

/**
 * The action of a page whose forms are `forms`, by name. The page answers 200 with a success
 * (it is a page, not a created resource) and the endpoint's status otherwise.
 */
export function formAction(forms: Record<string, AnyEndpoint>) {
  const [first = ""] = Object.keys(forms);
  return async (args: ActionFunctionArgs) => {
    const name = new URL(args.request.url).searchParams.get("form") ?? first;
    const endpoint = Object.hasOwn(forms, name) ? forms[name] : undefined;
    if (!endpoint)
      return data(
        {
          form: name,
          status: 404,
          ok: false,
          message: "This page has no such form.",
          errors: {},
          values: {},
          body: {},
        } satisfies FormResult,
        { status: 404 },
      );
    const { result, headers } = await submitForm(args, name, endpoint);
    return data(result, {
      status: result.ok ? 200 : result.status,
      headers,
    });
  };
}
