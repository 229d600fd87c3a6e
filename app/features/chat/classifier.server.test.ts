/**
 * The worker thread the classifier trains in: its answer is taken once, and a worker that fails,
 * exits or stalls is stopped and reported, so that no question waits on it without end.
 */
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { runWorker } from "./classifier.server.ts";

/** A worker that counts in shared memory every 5 ms, so the test can see whether it still runs. */
const COUNTING = `
const { workerData } = require("node:worker_threads");
const counter = new Int32Array(workerData.shared);
setInterval(() => Atomics.add(counter, 0, 1), 5);
`;

async function expectStopped(counter: Int32Array) {
  const before = Atomics.load(counter, 0);
  await sleep(100);
  expect(Atomics.load(counter, 0)).toBe(before);
}

describe("the training worker", () => {
  it("answers with the worker's first message", async () => {
    const shared = new SharedArrayBuffer(4);
    const answer = await runWorker<string>(
      `${COUNTING}
       require("node:worker_threads").parentPort.postMessage("trained");`,
      { shared },
      5_000,
    );
    expect(answer).toBe("trained");
    await expectStopped(new Int32Array(shared));
  });

  it("stops a worker that never answers and rejects within the time allowed", async () => {
    const shared = new SharedArrayBuffer(4);
    const counter = new Int32Array(shared);
    const started = Date.now();
    await expect(runWorker(COUNTING, { shared }, 300)).rejects.toThrow(
      "the worker posted nothing within 300 ms",
    );
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(Atomics.load(counter, 0)).toBeGreaterThan(0);
    await expectStopped(counter);
  });

  it("rejects when the worker throws or exits without answering", async () => {
    await expect(
      runWorker(`throw new Error("no model")`, {}, 5_000),
    ).rejects.toThrow("no model");
    await expect(runWorker(`process.exit(3)`, {}, 5_000)).rejects.toThrow(
      "the worker exited (code 3)",
    );
  });
});
