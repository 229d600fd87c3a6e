/**
 * Password hashing with argon2id through `@node-rs/argon2` (docs/decisions/0015): the package's
 * defaults are OWASP's (19 MiB of memory, 2 passes, 1 lane), and the hash string carries its
 * parameters and salt, so they can be raised later without breaking stored hashes.
 */
import { hash, verify } from "@node-rs/argon2";

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** Whether `password` matches `passwordHash`; false for a malformed hash. */
export async function verifyPassword(
  passwordHash: string,
  password: string,
): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
