/** Times as the team reads them: Eastern, whatever the server's or the phone's zone. */
import { TEAM_TIME_ZONE } from "./business-hours.ts";

const eastern = new Intl.DateTimeFormat("en-US", {
  timeZone: TEAM_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

export const formatEastern = (date: Date | string) =>
  eastern.format(typeof date === "string" ? new Date(date) : date);
