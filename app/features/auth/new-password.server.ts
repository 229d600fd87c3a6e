import {
  type PasswordOwner,
  passwordWeakness,
} from "#app/services/password-strength.server.ts";
import {
  messages,
  type StoreOutcome,
} from "#app/services/submission.server.ts";

/**
 * The answer that refuses a new password (signup, reset) too easy to guess: 400, with the reason
 * at the password field, as the schema's own refusals are; undefined for a strong one. The
 * browser's schema checks only the length: the lists it takes live on the server.
 */
export async function refuseWeakPassword(
  password: string,
  owner: PasswordOwner,
): Promise<StoreOutcome | undefined> {
  const weakness = await passwordWeakness(password, owner);
  if (!weakness) return undefined;
  return {
    status: 400,
    body: { message: messages.invalid, errors: { password: weakness } },
  };
}
