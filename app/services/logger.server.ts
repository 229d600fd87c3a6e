/**
 * The process's structured logger (JSON lines on standard output). The Express server and the
 * React Router server bundle each load this module, so the instance lives on globalThis.
 */
import { pino, type Logger } from "pino";
import { getEnv } from "#app/services/env.server.ts";

const key = Symbol.for("site.logger");
const store = globalThis as { [key]?: Logger };

export function getLogger(): Logger {
  store[key] ??= pino({ level: getEnv().LOG_LEVEL });
  return store[key];
}
