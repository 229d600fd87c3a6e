/**
 * `npm run chat:eval`: the assistant's evaluation set (app/features/chat/eval) against the
 * built-in answerer, with the share of right answers per group, for each of its parts: the
 * development part, the second and third rounds of development questions and the held-out part. The wrong
 * answers of the development parts are listed; the held-out part's only with --show-held-out,
 * since the answerer is never tuned on them. Exits non-zero below what CI asks
 * (`REQUIRED_SHARE`), and prints the aims beside it.
 *   npm run chat:eval
 *   npm run chat:eval -- --show-held-out
 */
import {
  evaluate,
  formatEvaluation,
  HELD_OUT_AIM,
  REQUIRED_SHARE,
} from "#app/features/chat/eval/evaluate.server.ts";
import {
  developmentCases,
  heldOutSet,
  secondRoundCases,
  thirdRoundCases,
} from "#app/features/chat/eval/parts.ts";

const showHeldOut = process.argv.includes("--show-held-out");
const development = await evaluate(developmentCases);
const secondRound = await evaluate(secondRoundCases);
const thirdRound = await evaluate(thirdRoundCases);
const heldOut = await evaluate(heldOutSet);
console.log(formatEvaluation("Development", development));
console.log();
console.log(formatEvaluation("Development, second round", secondRound));
console.log();
console.log(formatEvaluation("Development, third round", thirdRound));
console.log();
console.log(formatEvaluation("Held-out", heldOut, { failures: showHeldOut }));
const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
const passed =
  development.share >= REQUIRED_SHARE.development &&
  secondRound.share >= REQUIRED_SHARE.secondRound &&
  thirdRound.share >= REQUIRED_SHARE.thirdRound &&
  heldOut.share >= REQUIRED_SHARE.heldOut;
console.log();
console.log(
  `${passed ? "Every part meets" : "Below"} what CI asks: ${percent(REQUIRED_SHARE.development)} of the development part, ${percent(REQUIRED_SHARE.secondRound)} of the second round, ${percent(REQUIRED_SHARE.thirdRound)} of the third and ${percent(REQUIRED_SHARE.heldOut)} of the held-out part. The aims: 100% of the second and third rounds, ${percent(HELD_OUT_AIM)} of the held-out part.`,
);
process.exitCode = passed ? 0 : 1;
