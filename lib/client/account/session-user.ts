/**
 * Reads the signed-in user out of next-auth's session (spec §3 User info, never the token). Read field by field
 * rather than trusted: the session JSON comes from the server and a stale cookie may predate a field.
 */
import type { SessionUser } from "@/lib/contract/entities/user";

function text(record: Record<string, unknown>, key: string): string | null {
  const value = record[key];
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

export function readSessionUser(session: unknown): SessionUser | undefined {
  if (typeof session !== "object" || session === null) return undefined;
  const user = (session as Record<string, unknown>).user;
  if (typeof user !== "object" || user === null) return undefined;
  const record = user as Record<string, unknown>;
  const id = record.id;
  if (typeof id !== "string" && typeof id !== "number") return undefined;
  return {
    id: String(id),
    email: text(record, "email"),
    name: text(record, "name"),
    userName: text(record, "userName"),
    platform: text(record, "platform"),
    isNewUser: record.isNewUser === true,
    googleEmail: text(record, "googleEmail"),
    githubEmail: text(record, "githubEmail"),
  };
}

export type { SessionUser };
