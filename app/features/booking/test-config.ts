/**
 * The booking rules the tests book by: the business's hours, 30-minute calls with a 15-minute
 * buffer, 4 hours' notice, 30 days ahead, 8 calls a day, and no busy calendar.
 */
import { site } from "#app/content/site.ts";
import type { BookingConfig } from "./booking.server.ts";

export const testBookingConfig: BookingConfig = {
  hours: site.hours,
  rules: {
    lengthMinutes: 30,
    bufferMinutes: 15,
    noticeMinutes: 240,
    horizonDays: 30,
    callsPerDay: 8,
  },
  changeNoticeMinutes: 240,
  busy: () => [],
};
