import "server-only";
import type { BackendConfig } from "../../config";
import type { RateLimitRule } from "../rate-limit";

/** The rate-limit rules of accounts (limits from config, see .env.example); enforced by services/rate-limit.ts. */
const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
/**
 * Codes per address per day. Five codes an hour with five tries each would still allow ~200,000 guesses a year
 * at one address; a day's cap brings that to a few thousand (and spares the inbox).
 */
const CODES_PER_EMAIL_PER_DAY = 20;

/**
 * Failed logins (password or provider) per client IP per hour, across accounts. Failures at one account are
 * slowed per account and client by login-backoff.ts instead: a cap per account alone would let anyone lock a
 * chosen user out.
 */
export function loginIpRule(config: BackendConfig, ip: string): RateLimitRule {
  return { bucket: "login-failures-ip", subject: ip, limit: config.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: HOUR_SECONDS };
}

/** Mailed codes: one per interval per address, a few per hour and a day's cap per address, more per hour per IP. */
export function emailCodeRules(config: BackendConfig, email: string, ip: string): RateLimitRule[] {
  return [
    { bucket: "email-code-ip", subject: ip, limit: config.RATE_LIMIT_CODES_PER_IP, windowSeconds: HOUR_SECONDS },
    { bucket: "email-code-interval", subject: email, limit: 1, windowSeconds: config.RATE_LIMIT_CODE_INTERVAL_SECONDS },
    { bucket: "email-code-hourly", subject: email, limit: config.RATE_LIMIT_CODES_PER_EMAIL, windowSeconds: HOUR_SECONDS },
    { bucket: "email-code-daily", subject: email, limit: CODES_PER_EMAIL_PER_DAY, windowSeconds: DAY_SECONDS },
  ];
}
