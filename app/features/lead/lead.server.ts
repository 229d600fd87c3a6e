/** Stores a free-audit lead (`POST /api/leads`) with its team notification. */
import { auditMessages } from "#app/content/free-audit.ts";
import type { Database } from "#app/services/db/client.server.ts";
import { storeLeadRow } from "#app/services/leads.server.ts";
import type {
  StoreContext,
  SubmissionEndpoint,
} from "#app/services/submission.server.ts";
import { AUDIT_SOURCE } from "#app/lib/form-names.ts";
import { type LeadData, LeadSchema } from "./schema.ts";

function storeLead(db: Database, lead: LeadData, context: StoreContext) {
  return storeLeadRow(
    db,
    {
      name: lead.name,
      email: lead.email,
      phone: lead.phone,
      company: lead.company,
      website: lead.website || null,
      businessType: lead.businessType,
      currentMarketing: lead.currentMarketing || null,
      goals: lead.goals,
      source: lead.source || AUDIT_SOURCE,
      ...lead.attribution,
    },
    context,
    {
      kind: "lead",
      subject: `New free audit request: ${lead.company} (${lead.name})`,
    },
  );
}

/** The endpoint's definition, for its route's action. */
export const leadsEndpoint = {
  name: "leads",
  schema: LeadSchema,
  store: storeLead,
  recordsGoal: true,
  successMessage: auditMessages.success,
  chargesInStatement: true,
} satisfies SubmissionEndpoint<typeof LeadSchema>;
