import "server-only";
import type { Context } from "hono";
import { ContractError } from "@/lib/contract";
import type { BackendConfig } from "../config";
import type { UserRow } from "../db/schema";
import { addressBucket } from "./address-bucket";
import { nodeEnvOf } from "./node-env";

/**
 * The accounts side that authentication needs. app.ts hands it in from services/user, so this layer sits below
 * the services and never imports them.
 */
export type AccountsPort = {
  /** The user a token belongs to, when the token is neither expired nor revoked. */
  userForToken(token: string): Promise<UserRow | undefined>;
  /** Throws the private beta's 403 (spec §6) when the user's address is not admitted. */
  assertAdmitted(user: UserRow): void;
};

/**
 * Who is calling. The BFF sends the backend token as the `AuthToken` and `token` headers (spec §7); the chat
 * stream may also carry it as the `token` query parameter, because upstreams read it there.
 */
export function readToken(c: Context, options: { allowQuery?: boolean } = {}): string | undefined {
  const token = c.req.header("AuthToken") || c.req.header("token") || (options.allowQuery ? c.req.query("token") : undefined);
  return token?.trim() || undefined;
}

/** The signed-in user, or 401 'Please log in first'; with the private beta on, 403 for addresses not listed. */
export async function requireUser(accounts: AccountsPort, token: string | undefined): Promise<UserRow> {
  const user = token ? await accounts.userForToken(token) : undefined;
  if (!user) throw ContractError.unauthorized();
  accounts.assertAdmitted(user);
  return user;
}

/**
 * The client address that per-IP limits count. An in-process call (no socket) can only come from the BFF, whose
 * X-Forwarded-For holds the one address it decided (lib/bff/client-ip.ts); so does the last entry when a BFF is
 * in front of the standalone server (TRUST_PROXY). Otherwise the socket's address; 'unknown' (one shared bucket)
 * when there is neither. An IPv6 address counts as its /64 (address-bucket.ts).
 */
export function clientIp(c: Context, config: Pick<BackendConfig, "TRUST_PROXY">): string {
  const socketAddress = nodeEnvOf(c).incoming?.socket.remoteAddress;
  if (config.TRUST_PROXY || socketAddress === undefined) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",").at(-1)?.trim();
    if (forwarded) return addressBucket(forwarded);
  }
  return socketAddress === undefined ? "unknown" : addressBucket(socketAddress);
}
