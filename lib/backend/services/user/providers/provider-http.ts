import "server-only";
import { ContractError } from "@/lib/contract";
import { logger } from "../../../logger";

/**
 * Calls to sign-in providers (GitHub, Google). Any failure (network, timeout, non-2xx, unexpected JSON) becomes
 * one clear 401 for the user; the detail goes to the log for the operator.
 */
export type ProviderName = "github" | "google";

export const providerLabels: Record<ProviderName, string> = { github: "GitHub", google: "Google" };

export class ProviderFailure extends Error {
  constructor(
    readonly provider: ProviderName,
    detail: string,
  ) {
    super(detail);
    this.name = "ProviderFailure";
  }
}

/** The user-facing answer for a failed provider sign-in; `reason` adds what the user can act on, if anything. */
export function providerSignInFailed(provider: ProviderName, reason?: string): ContractError {
  const message = `Sign-in with ${providerLabels[provider]} failed`;
  return ContractError.unauthorized(reason ? `${message}: ${reason}` : message);
}

export function toProviderSignInError(error: unknown, provider: ProviderName): unknown {
  if (error instanceof ContractError) return error;
  logger.warn({ area: "sign-in", provider, detail: error instanceof Error ? error.message : String(error) }, "provider sign-in failed");
  return providerSignInFailed(provider);
}

export async function fetchProviderJson(
  provider: ProviderName,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<unknown> {
  let answer: Response;
  try {
    answer = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const reason = error instanceof Error && error.name === "TimeoutError" ? `no answer within ${timeoutMs} ms` : String(error);
    throw new ProviderFailure(provider, `${init.method ?? "GET"} ${url}: ${reason}`);
  }
  const text = await answer.text().catch(() => "");
  if (!answer.ok) throw new ProviderFailure(provider, `${init.method ?? "GET"} ${url}: HTTP ${answer.status} ${text.slice(0, 200)}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new ProviderFailure(provider, `${init.method ?? "GET"} ${url}: the answer is not JSON`);
  }
}

/** Joins a configured base URL and a path whether or not the base ends with a slash. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/(?<!\/)\/+$/, "")}${path}`;
}
