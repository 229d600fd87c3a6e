/**
 * A request for a downloadable resource (product.md D3): an e-mail address and the resource's
 * title, stored as a lead whose source names the resource (`POST /api/resource-requests`).
 */
import { z } from "zod";
import {
  AttributionSchema,
  emailField,
  honeypotField,
  lineField,
} from "#app/lib/form-fields.ts";

export const ResourceRequestSchema = z.object({
  name: lineField(2, "Name must be at least 2 characters"),
  email: emailField(),
  resource: lineField(1, "Please choose a resource"),
  attribution: AttributionSchema,
  botcheck: honeypotField(),
});

export type ResourceRequestInput = z.input<typeof ResourceRequestSchema>;
export type ResourceRequestData = z.output<typeof ResourceRequestSchema>;

/** The lead's source: names the resource so the team knows what to send. */
export const resourceRequestSource = (resource: string) =>
  `Resource request: ${resource}`;
