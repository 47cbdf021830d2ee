import "server-only";
import { ContractError } from "@/lib/contract";
import type { UserRow } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { hit, type RateLimitRule } from "../rate-limit";

/** The parts of an optional-auth call's context (http/mount.ts) that say who is asking. */
export type OptionalCaller = { token: string | undefined; requireUser: () => Promise<UserRow>; clientIp: string };

/**
 * Who reads, for the calls a shared session's visitor makes (message list, task, events, files). Without a shareId
 * nothing changes: the signed-in user, else 401 (or the private beta's 403). With one, a caller whose session is
 * missing, expired or not admitted reads as anonymous, since the link is the permission; anonymous reads count
 * against a per-address limit, the only brake on someone without an account.
 */
export async function readerOf(deps: Pick<BackendDeps, "db" | "now">, caller: OptionalCaller, shareId: string | undefined): Promise<UserRow | undefined> {
  if (shareId === undefined) return caller.requireUser();
  const user = caller.token === undefined ? undefined : await caller.requireUser().catch(anonymousOnRefusal);
  if (!user) await hit(deps, sharedReadRule(caller.clientIp));
  return user;
}

function anonymousOnRefusal(error: unknown): undefined {
  if (error instanceof ContractError) return undefined;
  throw error;
}

/** A visitor's page polls its running task every second; ten such pages behind one address stay well inside this. */
const SHARED_READS_PER_MINUTE = 1200;

function sharedReadRule(clientIp: string): RateLimitRule {
  return { bucket: "shared-read", subject: clientIp, limit: SHARED_READS_PER_MINUTE, windowSeconds: 60, message: "Too many requests" };
}
