/**
 * `POST /api/auth/forgot-password` takes as long for an address with an account as for one
 * without, so that its timing tells nobody which addresses are registered. Measured in-process
 * on PGlite (and PostgreSQL with TEST_DATABASE_URL) as 50 pairs, one request for each address
 * in a random order within each pair, and compared with a sign test: on a busy machine both
 * requests of a pair meet the same load, so only a difference of the endpoint's own shows. The
 * work started after an answer is awaited between requests, outside the measured time, so that
 * it slows neither request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { site } from "#app/content/site.ts";
import { forgotPasswordEndpoint } from "#app/features/auth/password-reset.server.ts";
import { afterAnswersSettled } from "#app/services/after-answer.server.ts";
import { users } from "#app/services/db/schema.server.ts";
import {
  openTestDatabase,
  testDatabases,
  type TestDatabase,
} from "#app/services/db/test-database.server.ts";
import {
  handleSubmission,
  type SubmissionDependencies,
} from "#app/services/submission.server.ts";
import { ORIGIN, post } from "./submission-fixtures.ts";

const PAIRS = 50;
const WARM_UP = 5;
/** Two-sided: a difference this unlikely by chance fails (a false alarm once in 1000 runs). */
const SIGNIFICANCE = 0.001;

/** Two-sided p-value of a sign test: `slower` of `n` pairs went one way (fair coin under H0). */
function signTestPValue(slower: number, n: number): number {
  const extreme = Math.max(slower, n - slower);
  let tail = 0;
  let coefficient = 1; // n choose k, for k from 0
  for (let k = 0; k <= n; k++) {
    if (k >= extreme) tail += coefficient;
    coefficient = (coefficient * (n - k)) / (k + 1);
  }
  return Math.min(1, (2 * tail) / 2 ** n);
}

describe("the sign test", () => {
  it("finds 56 of 60 significant and 25 of 50 not", () => {
    expect(signTestPValue(56, 60)).toBeLessThan(1e-10);
    expect(signTestPValue(50, 50)).toBeLessThan(1e-10);
    expect(signTestPValue(25, 50)).toBe(1);
    expect(signTestPValue(32, 50)).toBeGreaterThan(SIGNIFICANCE);
  });
});

describe.each(testDatabases())("forgot-password's timing on %s", (kind) => {
  let database: TestDatabase;
  let deps: SubmissionDependencies;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(async () => {
    await database?.cleanup();
  });

  it("answers a registered and an unknown address in the same time", async () => {
    deps = {
      db: database.db,
      rateLimit: { max: 100_000, windowSeconds: 600 },
      webhook: false,
      allowedOrigins: [site.url, ORIGIN],
    };
    // One account per pair, so that every registered request is one that sends a link (an
    // account gets three an hour); addresses of one length, so that nothing else differs.
    const address = (kind: "owner" | "other" | "prior", pair: number) =>
      `${kind}-${String(pair).padStart(3, "0")}@example.com`;
    const accounts = (kind: "owner" | "prior", count: number) =>
      Array.from({ length: count }, (_, pair) => ({
        email: address(kind, pair),
        firstName: "Amara",
        lastName: "Diallo",
        password: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      }));
    await database.db
      .insert(users)
      .values([
        ...accounts("owner", PAIRS + WARM_UP),
        ...accounts("prior", 2 * (PAIRS + WARM_UP)),
      ]);
    let priors = 0;

    /**
     * Milliseconds until the answer to one request for `email`; the work it starts after its
     * answer is awaited, outside the measured time.
     */
    const request = async (email: string) => {
      const start = performance.now();
      const response = await handleSubmission(
        post("/api/auth/forgot-password", { email }),
        "198.51.100.1",
        forgotPasswordEndpoint,
        deps,
      );
      const elapsed = performance.now() - start;
      expect(response.status).toBe(200);
      await afterAnswersSettled();
      return elapsed;
    };

    /**
     * Milliseconds until the answer to one request for `email`. Each measured request follows
     * the same work, a registered address's link being queued: otherwise the second request of
     * a pair would follow the first's, whose database writes (a registered address's) slow what
     * comes next, and the order alone would make the unknown address look slower.
     */
    const answerTime = async (email: string) => {
      await request(address("prior", priors++));
      return request(email);
    };

    // Warm-up: prepared statements, the rate-limit row, compiled code.
    for (let pair = PAIRS; pair < PAIRS + WARM_UP; pair++) {
      await answerTime(address("owner", pair));
      await answerTime(address("other", pair));
    }

    let registeredSlower = 0;
    let ties = 0;
    for (let pair = 0; pair < PAIRS; pair++) {
      let times: [registered: number, unknown: number];
      const registered = address("owner", pair);
      const unknown = address("other", pair);
      if (Math.random() < 0.5) {
        const first = await answerTime(registered);
        times = [first, await answerTime(unknown)];
      } else {
        const first = await answerTime(unknown);
        times = [await answerTime(registered), first];
      }
      if (times[0] > times[1]) registeredSlower++;
      else if (times[0] === times[1]) ties++;
    }
    const pValue = signTestPValue(registeredSlower, PAIRS - ties);
    expect(
      pValue,
      `registered slower in ${registeredSlower} of ${PAIRS - ties} pairs`,
    ).toBeGreaterThan(SIGNIFICANCE);
  }, 120_000);
});
