/**
 * The process's structured logger (JSON lines on standard output).
 */
import { pino, type Logger } from "pino";
import { getEnv } from "#app/services/env.server.ts";

let logger: Logger | undefined;

export function getLogger(): Logger {
  logger ??= pino({ level: getEnv().LOG_LEVEL });
  return logger;
}
