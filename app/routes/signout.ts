import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { getDatabase } from "#app/services/db/client.server.ts";
import { endSession, setCookieHeaders } from "#app/services/sessions.server.ts";

/**
 * Sign-out (POST only): deletes the session and clears its cookie, then goes home. The cookie is
 * SameSite=Lax, so another site cannot send this request with it.
 */
export async function action({ request }: Route.ActionArgs) {
  const clear = await endSession(getDatabase().db, request);
  return redirect("/", { headers: setCookieHeaders(clear) });
}
