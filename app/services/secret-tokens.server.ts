/**
 * Random tokens handed to a browser or e-mailed (sessions, account links), and the hash under
 * which the database keeps them: a leaked table holds nothing that opens a session or a link.
 */
import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. */
export const newSecretToken = () => randomBytes(32).toString("base64url");

/** What the database stores for `token`: its SHA-256 (the token is random, so no salt is needed). */
export const secretTokenHash = (token: string) =>
  createHash("sha256").update(token).digest("hex");
