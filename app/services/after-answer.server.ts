/**
 * Work a request starts but its answer does not wait for: it begins once the answer is on its way,
 * so that the answer's timing tells nothing of it (the password-reset e-mail, which only an address
 * with an account gets). Every wait inside it is bounded like any other; a failure is logged, since
 * no visitor is left to tell.
 */
import { databaseErrorCode } from "#app/services/db/client.server.ts";
import { getLogger } from "#app/services/logger.server.ts";

const running = new Set<Promise<void>>();

/** Runs `work` after the current answer; `what` names it in the log if it fails. */
export function afterAnswer(what: string, work: () => Promise<void>): void {
  const done = new Promise<void>((resolve) => setImmediate(resolve))
    .then(work)
    .catch((error: unknown) => {
      getLogger().error(
        { code: databaseErrorCode(error) },
        `could not ${what}`,
      );
    })
    .finally(() => running.delete(done));
  running.add(done);
}

/** Resolves once every piece of work started so far has ended (tests, and the shutdown). */
export async function afterAnswersSettled(): Promise<void> {
  while (running.size > 0) await Promise.all(running);
}
