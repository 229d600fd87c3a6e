/**
 * The strategy call's booking form (product.md D12): the browser and `POST /api/bookings` parse
 * the same schema. The slot is the call's start as an ISO instant; whether it can be booked is
 * the server's to decide.
 */
import { z } from "zod";
import { businessTypes } from "#app/content/business-types.ts";
import {
  AttributionSchema,
  emailField,
  honeypotField,
  lineField,
  optionalLineField,
  textField,
} from "#app/lib/form-fields.ts";

export const bookingMessages = {
  slot: "Please choose a time for the call",
  phone: "Please enter a valid phone number, or leave it empty",
  topic: "Tell us in a few words what you would like to discuss",
} as const;

/** An instant as `Date#toISOString` writes it, or with a UTC offset. */
const INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;

export const BookingSchema = z.object({
  start: z
    .string({ error: bookingMessages.slot })
    .regex(INSTANT, bookingMessages.slot)
    .refine((value) => !Number.isNaN(Date.parse(value)), bookingMessages.slot),
  name: lineField(2, "Name must be at least 2 characters"),
  email: emailField(),
  phone: optionalLineField().refine(
    (value) => !value || value.replace(/\D/g, "").length >= 10,
    bookingMessages.phone,
  ),
  company: lineField(2, "Company name must be at least 2 characters"),
  businessType: z
    .string()
    .min(1, "Please select a business type")
    .pipe(z.enum(businessTypes, { error: "Please select a business type" })),
  topic: textField(10, bookingMessages.topic),
  /** The zone the visitor saw the times in; their e-mails use it. */
  timeZone: z.string().max(64).optional(),
  attribution: AttributionSchema,
  botcheck: honeypotField(),
});

export type BookingInput = z.input<typeof BookingSchema>;
export type BookingData = z.output<typeof BookingSchema>;
