import "server-only";
import { ContractError } from "@/lib/contract";
import type { BackendConfig } from "../../config";

/** Addresses are compared and stored lowercased and trimmed: Ada@Lab.org and ada@lab.org are one account. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The part before the @, the default display name of accounts created from an address. */
export function localPart(email: string): string {
  return email.split("@")[0] ?? email;
}

/**
 * Private beta (spec §6): with WHITELIST_MODE on, only addresses in WHITELIST (comma-separated emails or
 * `@domain` entries, any case) may sign in or call anything that needs an account.
 */
export function isWhitelisted(config: Pick<BackendConfig, "WHITELIST_MODE" | "WHITELIST">, email: string): boolean {
  if (!config.WHITELIST_MODE) return true;
  const address = normalizeEmail(email);
  const domain = address.slice(address.lastIndexOf("@"));
  return config.WHITELIST.split(",")
    .map((entry) => entry.trim().toLowerCase())
    .some((entry) => entry !== "" && (entry.startsWith("@") ? entry === domain : entry === address));
}

export function assertWhitelisted(config: Pick<BackendConfig, "WHITELIST_MODE" | "WHITELIST">, email: string): void {
  if (!isWhitelisted(config, email)) throw ContractError.notWhitelisted();
}
