/**
 * The assistant's evaluation set in CI: every development question answered right, and at least
 * the share of the later rounds and of the held-out questions the answerer reaches today
 * (`REQUIRED_SHARE`). `npm run chat:eval` prints the same figures per group, and the aims.
 */
import { describe, expect, it } from "vitest";
import { evalGroups } from "#app/features/chat/eval/cases.ts";
import {
  evaluate,
  REQUIRED_SHARE,
} from "#app/features/chat/eval/evaluate.server.ts";
import {
  developmentCases,
  heldOutSet,
  secondRoundCases,
  thirdRoundCases,
} from "#app/features/chat/eval/parts.ts";

const failures = (evaluation: Awaited<ReturnType<typeof evaluate>>) =>
  evaluation.results
    .filter((result) => result.problems.length > 0)
    .map(
      (result) =>
        `[${result.evalCase.group}] ${result.evalCase.question}: ${result.problems.join("; ")}`,
    );

describe("the assistant's evaluation set", () => {
  const heldOut = heldOutSet;
  const all = [
    ...developmentCases,
    ...secondRoundCases,
    ...thirdRoundCases,
    ...heldOut,
  ];

  it("asks at least 300 questions, at least a third of them held out, in every group", () => {
    expect(all.length).toBeGreaterThanOrEqual(300);
    // The held-out part stays at least a third of the set as the development part grows.
    expect(heldOut.length * 3).toBeGreaterThanOrEqual(all.length);
    for (const group of evalGroups) {
      expect(
        developmentCases.some((item) => item.group === group),
        group,
      ).toBe(true);
      expect(
        heldOut.some((item) => item.group === group),
        group,
      ).toBe(true);
    }
  });

  it("asks about at least 50 other trades and subjects", () => {
    const topics = new Set(
      all
        .filter((item) => item.group === "out-of-scope")
        .map((item) => item.topic),
    );
    expect(topics.has(undefined)).toBe(false);
    expect(topics.size).toBeGreaterThanOrEqual(50);
  });

  it("holds no question twice, and none in both parts", () => {
    const key = (item: (typeof all)[number]) =>
      [...(item.before ?? []), item.question].join(" → ").toLowerCase();
    expect(new Set(all.map(key)).size).toBe(all.length);
  });

  it("answers every development question right", async () => {
    const evaluation = await evaluate(developmentCases);
    expect(failures(evaluation)).toEqual([]);
    expect(evaluation.share).toBeGreaterThanOrEqual(REQUIRED_SHARE.development);
  });

  it(`answers at least ${REQUIRED_SHARE.secondRound * 100}% of the second round right`, async () => {
    const evaluation = await evaluate(secondRoundCases);
    expect(evaluation.share).toBeGreaterThanOrEqual(REQUIRED_SHARE.secondRound);
  });

  it(`answers at least ${REQUIRED_SHARE.thirdRound * 100}% of the third round right`, async () => {
    const evaluation = await evaluate(thirdRoundCases);
    expect(evaluation.share).toBeGreaterThanOrEqual(REQUIRED_SHARE.thirdRound);
  });

  it(`answers at least ${REQUIRED_SHARE.heldOut * 100}% of the held-out questions right`, async () => {
    const evaluation = await evaluate(heldOut);
    expect(evaluation.share).toBeGreaterThanOrEqual(REQUIRED_SHARE.heldOut);
  });
});
