import "server-only";
import type { BackendConfig } from "../../config";
import type { RateLimitRule } from "../rate-limit";

/** The rate-limit rules of accounts (limits from config, see .env.example); enforced by services/rate-limit.ts. */
const HOUR_SECONDS = 3600;

/** Failed logins per account (normalised email) per hour; unknown addresses are counted the same way. */
export function loginAccountRule(config: BackendConfig, email: string): RateLimitRule {
  return { bucket: "login-failures-account", subject: email, limit: config.RATE_LIMIT_LOGIN_PER_ACCOUNT, windowSeconds: HOUR_SECONDS };
}

/** Failed logins (password or provider) per client IP per hour. */
export function loginIpRule(config: BackendConfig, ip: string): RateLimitRule {
  return { bucket: "login-failures-ip", subject: ip, limit: config.RATE_LIMIT_LOGIN_PER_IP, windowSeconds: HOUR_SECONDS };
}

/** Mailed codes: one per interval per address, a few per hour per address, more per hour per IP. */
export function emailCodeRules(config: BackendConfig, email: string, ip: string): RateLimitRule[] {
  return [
    { bucket: "email-code-ip", subject: ip, limit: config.RATE_LIMIT_CODES_PER_IP, windowSeconds: HOUR_SECONDS },
    { bucket: "email-code-interval", subject: email, limit: 1, windowSeconds: config.RATE_LIMIT_CODE_INTERVAL_SECONDS },
    { bucket: "email-code-hourly", subject: email, limit: config.RATE_LIMIT_CODES_PER_EMAIL, windowSeconds: HOUR_SECONDS },
  ];
}
