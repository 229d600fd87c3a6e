/**
 * Every `/api/*` path the site answers, with its handler. The server serves this table straight
 * from Express, ahead of React Router (docs/decisions/0013); any other path under `/api/` goes on
 * to React Router's not-found page.
 */
import {
  forgotPasswordEndpoint,
  resetPasswordEndpoint,
} from "#app/features/auth/password-reset.server.ts";
import { signinEndpoint } from "#app/features/auth/signin.server.ts";
import {
  answerPost,
  answerPostList,
} from "#app/features/blog/blog-api.server.ts";
import { signupEndpoint } from "#app/features/auth/signup.server.ts";
import {
  answerSlots,
  bookingsEndpoint,
} from "#app/features/booking/booking-api.server.ts";
import { receiveEvents } from "#app/features/analytics/events.server.ts";
import { answerChat } from "#app/features/chat/chat.server.ts";
import { chatHandoffEndpoint } from "#app/features/chat/handoff.server.ts";
import { contactEndpoint } from "#app/features/contact/contact.server.ts";
import { leadsEndpoint } from "#app/features/lead/lead.server.ts";
import { newsletterEndpoint } from "#app/features/newsletter/newsletter.server.ts";
import { resourceRequestEndpoint } from "#app/features/resource-request/resource-request.server.ts";
import { supportEndpoint } from "#app/features/support/support.server.ts";
import type { ApiAnswer, ApiRequest } from "#app/services/api.server.ts";
import {
  getDatabase,
  isDatabaseReady,
  pingDatabase,
} from "#app/services/db/client.server.ts";
import { databaseUnavailable, getHealth } from "#app/services/health.server.ts";
import {
  receiveSubmission,
  type SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import type { z } from "zod";

export interface ApiEndpoint {
  /** The path; one ending in `/*` answers every path one segment below it. */
  path: `/api/${string}`;
  /** Answers every method: the ones it does not serve get 405 with `Allow`. */
  handle(
    request: ApiRequest,
    clientAddress: string | undefined,
  ): Promise<ApiAnswer>;
}

/**
 * GET /api/health: liveness and database readiness (migrated, first-install steps done and
 * answering) for load balancers
 * and uptime checks.
 */
export function health(
  request: Pick<ApiRequest, "method">,
): Promise<ApiAnswer> {
  if (request.method !== "GET" && request.method !== "HEAD")
    return Promise.resolve({
      status: 405,
      body: { message: "Use GET to check the site's health." },
      headers: { Allow: "GET, HEAD" },
    });
  // Until the server has migrated the database and run its first-install steps, the site is not
  // ready: an expected state at start, answered without an error in the log.
  if (!isDatabaseReady()) return Promise.resolve(databaseUnavailable);
  return getHealth(async () => {
    await pingDatabase();
    return getDatabase().kind;
  });
}

/** A form's endpoint: POST only, through the one submission handler. */
function form<Schema extends z.ZodType>(
  path: ApiEndpoint["path"],
  endpoint: SubmissionEndpoint<Schema>,
): ApiEndpoint {
  return {
    path,
    handle: (request, clientAddress) =>
      receiveSubmission(request, clientAddress, endpoint),
  };
}

export const apiEndpoints: readonly ApiEndpoint[] = [
  { path: "/api/health", handle: health },
  // The free-audit form (spec §7).
  form("/api/leads", leadsEndpoint),
  // The contact form (product.md D3).
  form("/api/contact", contactEndpoint),
  // The support form (spec §7).
  form("/api/support", supportEndpoint),
  // Idempotent per e-mail address (product.md D3).
  form("/api/newsletter", newsletterEndpoint),
  // "Access Resource" / "Download Free", stored as a lead.
  form("/api/resource-requests", resourceRequestEndpoint),
  // An account for a plan (product.md D2).
  form("/api/auth/signup", signupEndpoint),
  form("/api/auth/signin", signinEndpoint),
  // The e-mailed link to a new password: one answer for every address.
  form("/api/auth/forgot-password", forgotPasswordEndpoint),
  form("/api/auth/reset-password", resetPasswordEndpoint),
  // The chat assistant (spec §7, product.md D8) and its hand-off to a person.
  {
    path: "/api/chat",
    handle: (request, clientAddress) => answerChat(request, clientAddress),
  },
  form("/api/chat/handoff", chatHandoffEndpoint),
  // The strategy call (product.md D12): the free times, and a booking.
  { path: "/api/booking/slots", handle: (request) => answerSlots(request) },
  form("/api/bookings", bookingsEndpoint),
  // The first-party analytics beacon's pageviews and Web Vitals (product.md D13).
  {
    path: "/api/events",
    handle: (request, clientAddress) => receiveEvents(request, clientAddress),
  },
  // The blog's published posts (spec §7), cacheable with an ETag.
  { path: "/api/blog/posts", handle: (request) => answerPostList(request) },
  { path: "/api/blog/posts/*", handle: (request) => answerPost(request) },
];
