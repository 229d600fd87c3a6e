import { redirect } from "react-router";
import type { Route } from "./+types/signout";
import { getDatabase } from "#app/services/db/client.server.ts";
import { endSession, setCookieHeaders } from "#app/services/sessions.server.ts";

/**
 * Sign-out (POST only): deletes the session and clears its cookie, then goes home. A page of
 * another origin never gets here: the server refuses it with 403 before any action
 * (`refuseForeignActions`), since SameSite=Lax alone lets a page of a sibling subdomain through.
 */
export async function action({ request }: Route.ActionArgs) {
  const clear = await endSession(getDatabase().db, request);
  return redirect("/", { headers: setCookieHeaders(clear) });
}
