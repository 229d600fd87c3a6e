/** Priorities of a support message (spec §3), lowest first; new messages default to normal. */
export const supportPriorities = ["low", "normal", "high", "urgent"] as const;
export type SupportPriority = (typeof supportPriorities)[number];
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = "normal";
