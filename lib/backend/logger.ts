import "server-only";
import pino from "pino";
import { logLevel } from "./config";

/** Structured JSON logs on stdout; one logger per process, children per area (`logger.child({ area })`). */
export const logger = pino({
  level: logLevel(),
  base: { service: "backend" },
  redact: { paths: ["password", "token", "authToken", "*.password", "*.token"], censor: "[redacted]" },
});

export type Logger = typeof logger;
