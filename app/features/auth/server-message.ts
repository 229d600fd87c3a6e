import { ApiError } from "#app/lib/api.ts";

/** The server's message of a refusal (409: the address is taken), if it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  try {
    const { message } = JSON.parse(error.body) as { message?: unknown };
    return typeof message === "string" && message ? message : undefined;
  } catch {
    return undefined;
  }
}
