import "server-only";
import pino from "pino";

/** Structured JSON logs on stdout; one logger per process, children per area (`logger.child({ area })`). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
  base: { service: "backend" },
  redact: { paths: ["password", "token", "authToken", "*.password", "*.token"], censor: "[redacted]" },
});

export type Logger = typeof logger;
