/** Stores a resource request as a lead whose source names the resource. */
import type { Database } from "#app/services/db/client.server.ts";
import { storeLeadRow } from "#app/services/leads.server.ts";
import type {
  StoreContext,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import {
  type ResourceRequestData,
  ResourceRequestSchema,
  resourceRequestSource,
} from "./schema.ts";

function storeResourceRequest(
  db: Database,
  request: ResourceRequestData,
  context: StoreContext,
) {
  return storeLeadRow(
    db,
    {
      name: request.name,
      email: request.email,
      source: resourceRequestSource(request.resource),
      ...request.attribution,
    },
    context,
    {
      kind: "resource-request",
      subject: `Resource request: "${request.resource}" for ${request.name}`,
    },
  );
}

/** The endpoint's definition, for its route's action. */
export const resourceRequestEndpoint = {
  name: "resource-requests",
  schema: ResourceRequestSchema,
  store: storeResourceRequest,
  recordsGoal: true,
  successMessage: "Thank you! We'll email the resource to you.",
  chargesInStatement: true,
} satisfies SubmissionEndpoint<typeof ResourceRequestSchema>;
