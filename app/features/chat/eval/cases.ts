/**
 * The assistant's evaluation set (issue 31): questions as visitors ask them, each with what a
 * right answer must say, must not say, or the honest fallback it must give. Its parts
 * (`parts.ts`):
 *   - the development part (`development.ts`), which guides the answerer's work and which it
 *     answers right in full;
 *   - a second and a third round of development questions in more visitors' words, written from
 *     the site's content alone (`development-services.ts`, `development-policies.ts`;
 *     `development-third.ts`): the wrong answers they found are being worked on;
 *   - the held-out part (`held-out.ts`, `held-out-second.ts`, `held-out-third.ts`,
 *     `held-out-fourth.ts`), written in the same way and never tuned on, so that its figure says how the answerer does on
 *     questions nobody wrote down. It stays at least a third of the set.
 */

export const evalGroups = [
  "plans",
  "services",
  "policies",
  "contact",
  "audit-blog-resources",
  "out-of-scope",
  "adversarial",
  "spanish",
  "typos",
  "follow-ups",
] as const;

export type EvalGroup = (typeof evalGroups)[number];

export interface EvalCase {
  group: EvalGroup;
  /** The visitor's message. */
  question: string;
  /** The visitor's earlier messages, answered in turn before this one (a follow-up). */
  before?: readonly string[];
  /** Every one of these, case-insensitively. */
  says?: readonly string[];
  /** At least one of these, case-insensitively. */
  saysAny?: readonly string[];
  /** None of these, case-insensitively. */
  never?: readonly string[];
  /** The honest "I don't have that information", in the answer's language. */
  fallback?: boolean;
  /** The answer's language; English when unset. */
  language?: "en" | "es";
  /** The in-chat contact form the answer must offer. */
  handoff?: "lead" | "support";
  /** A page the answer must link. */
  linksTo?: string;
  /** For out-of-scope questions: the trade or subject asked about. */
  topic?: string;
}
