/**
 * `npm run chat:eval`: the assistant's evaluation set (app/features/chat/eval) against the
 * built-in answerer, with the share of right answers per group, for the development part and
 * for the held-out part. The development part's wrong answers are listed; the held-out part's
 * only with --show-held-out, since the answerer is never tuned on them. Exits non-zero below
 * what CI asks (`REQUIRED_SHARE`), and prints the held-out part's aim beside it.
 *   npm run chat:eval
 *   npm run chat:eval -- --show-held-out
 */
import { developmentCases } from "#app/features/chat/eval/development.ts";
import {
  evaluate,
  formatEvaluation,
  HELD_OUT_AIM,
  REQUIRED_SHARE,
} from "#app/features/chat/eval/evaluate.server.ts";
import { heldOutCases } from "#app/features/chat/eval/held-out.ts";
import { secondHeldOutCases } from "#app/features/chat/eval/held-out-second.ts";

const showHeldOut = process.argv.includes("--show-held-out");
const development = await evaluate(developmentCases);
const heldOut = await evaluate([...heldOutCases, ...secondHeldOutCases]);
console.log(formatEvaluation("Development", development));
console.log();
console.log(formatEvaluation("Held-out", heldOut, { failures: showHeldOut }));
const passed =
  development.share >= REQUIRED_SHARE.development &&
  heldOut.share >= REQUIRED_SHARE.heldOut;
console.log();
console.log(
  `${passed ? "Both parts meet" : "Below"} what CI asks: ${REQUIRED_SHARE.development * 100}% of the development part and ${REQUIRED_SHARE.heldOut * 100}% of the held-out part. The aim for the held-out part is ${HELD_OUT_AIM * 100}%.`,
);
process.exitCode = passed ? 0 : 1;
