import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import { ResultCode } from "@/lib/contract/codes";
import type { BackendConfig } from "../../config";
import type { DatabaseOrTransaction } from "../../db/client";
import { sessionShares } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { logger } from "../../logger";
import { ownedChatSession, sessionPath } from "../chat/chat-sessions";

/**
 * A session's public link (issue 21): `${APP_URL}/search-v1/<session>?shareId=<token>`. The token is 32 random
 * bytes (256 bits, base64url): the link's only secret, so it is never derived from the session id. Only the
 * session's owner shares or revokes; anyone else gets the same 404 as for a missing session.
 */
type ShareDeps = Pick<BackendDeps, "db" | "now" | "config">;
export type ShareLink = { url: string; shareId: string };

/** The spec's words (issue 21) for a share the server could not make. */
export const SHARE_FAILED_MESSAGE = "Failed to create share link";
const TOKEN_BYTES = 32;

/** POST /chat_session/share: the active link when the session is shared already, else a new one. */
export async function createShare(deps: ShareDeps, userId: string, sessionId: string): Promise<ShareLink> {
  const session = await ownedChatSession(deps.db, userId, sessionId);
  try {
    const token = await activeOrNewToken(deps, session.id, userId);
    return { url: shareUrl(deps.config, session.id, token), shareId: token };
  } catch (error) {
    logger.error({ err: error, sessionId: session.id }, "creating a share link failed");
    throw new ContractError(ResultCode.serverError, SHARE_FAILED_MESSAGE, { httpStatus: 500, cause: error });
  }
}

/** POST /chat_session/unshare: the link stops working; sharing again makes a new token. Unshared already: a no-op. */
export async function revokeShare(deps: Pick<BackendDeps, "db" | "now">, userId: string, sessionId: string): Promise<true> {
  const session = await ownedChatSession(deps.db, userId, sessionId);
  await deps.db
    .update(sessionShares)
    .set({ revokedAt: deps.now() })
    .where(and(eq(sessionShares.sessionId, session.id), isNull(sessionShares.revokedAt)));
  return true;
}

/** The owner's view of the Share modal's state: the public link while the session is shared, else null. */
export async function activeShareUrl(deps: Pick<BackendDeps, "db" | "config">, sessionId: string): Promise<string | null> {
  const token = await activeToken(deps.db, sessionId);
  return token === undefined ? null : shareUrl(deps.config, sessionId, token);
}

async function activeToken(db: DatabaseOrTransaction, sessionId: string): Promise<string | undefined> {
  const [active] = await db
    .select({ token: sessionShares.token })
    .from(sessionShares)
    .where(and(eq(sessionShares.sessionId, sessionId), isNull(sessionShares.revokedAt)))
    .limit(1);
  return active?.token;
}

/**
 * Two owners' tabs sharing at once both find no active share; the partial unique index lets one insert win and
 * the other's insert do nothing, and both answer the winner's token.
 */
async function activeOrNewToken(deps: ShareDeps, sessionId: string, userId: string): Promise<string> {
  const existing = await activeToken(deps.db, sessionId);
  if (existing !== undefined) return existing;
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  await deps.db.insert(sessionShares).values({ sessionId, token, createdBy: userId, createdAt: deps.now() }).onConflictDoNothing();
  const active = await activeToken(deps.db, sessionId);
  if (active === undefined) throw new Error("a share was inserted but no active share was found");
  return active;
}

function shareUrl(config: Pick<BackendConfig, "APP_URL">, sessionId: string, token: string): string {
  const url = new URL(sessionPath(sessionId), config.APP_URL);
  url.searchParams.set("shareId", token);
  return url.toString();
}
