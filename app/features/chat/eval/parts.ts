/**
 * The evaluation set's parts (see `cases.ts`): the development part, answered right in full; the
 * second and third rounds of development questions, in more visitors' words, which found the
 * wrong answers being worked on; and the held-out part, never tuned on.
 */
import type { EvalCase } from "./cases.ts";
import { policyDevelopmentCases } from "./development-policies.ts";
import { serviceDevelopmentCases } from "./development-services.ts";
import { thirdRoundDevelopmentCases } from "./development-third.ts";
import { heldOutCases } from "./held-out.ts";
import { secondHeldOutCases } from "./held-out-second.ts";
import { thirdHeldOutCases } from "./held-out-third.ts";
import { fourthHeldOutCases } from "./held-out-fourth.ts";

export { developmentCases } from "./development.ts";

export const secondRoundCases: readonly EvalCase[] = [
  ...serviceDevelopmentCases,
  ...policyDevelopmentCases,
];

export const thirdRoundCases: readonly EvalCase[] = thirdRoundDevelopmentCases;

export const heldOutSet: readonly EvalCase[] = [
  ...heldOutCases,
  ...secondHeldOutCases,
  ...thirdHeldOutCases,
  ...fourthHeldOutCases,
];
