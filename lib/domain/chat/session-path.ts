import type { ChatSessionListItem } from "@/lib/contract/entities/chat";

/** A session's page (spec §2 /search-v1/{sessionId}): the path the server gave it, else the session route. */
export function sessionPagePath(item: Pick<ChatSessionListItem, "id" | "path">): string {
  return item.path ?? `/search-v1/${encodeURIComponent(String(item.id))}`;
}
