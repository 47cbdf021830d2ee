/**
 * The current init session (spec §4 "Submit flow"): what the home input just sent, handed to the session page it
 * navigates to, which starts the chat stream (or shows the agent's task) for it. Held in memory and mirrored to
 * sessionStorage, so a navigation that ends up as a full page load still finds it; taking it clears both.
 */
import { type AgentId, isAgentId } from "@/lib/contract/agents";
import { parseStoredRecord } from "./stored-record";

export type InitSession = {
  sessionId: string;
  query: string;
  agent: AgentId | null;
  fileIds: readonly string[];
  /** Set when an agent was chosen and its task started. */
  taskId?: string;
};

export const INIT_SESSION_STORAGE_KEY = "init-session";

type KeyValueStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

let current: InitSession | undefined;

function storage(): KeyValueStorage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined; // Blocked storage: the in-memory copy still serves client-side navigation.
  }
}

export function parseInitSession(raw: string | null | undefined): InitSession | undefined {
  const value = parseStoredRecord(raw);
  if (!value || typeof value.sessionId !== "string" || typeof value.query !== "string") return undefined;
  const fileIds = Array.isArray(value.fileIds) ? value.fileIds.filter((id): id is string => typeof id === "string") : [];
  const taskId = typeof value.taskId === "string" ? value.taskId : undefined;
  return { sessionId: value.sessionId, query: value.query, agent: isAgentId(value.agent) ? value.agent : null, fileIds, taskId };
}

export function setInitSession(session: InitSession): void {
  current = session;
  try {
    storage()?.setItem(INIT_SESSION_STORAGE_KEY, JSON.stringify(session));
  } catch {
    // A full storage loses only the full-page-load fallback.
  }
}

/** The init session of `sessionId`, once: taking it clears it, so a second mount cannot start a second stream. */
export function takeInitSession(sessionId: string): InitSession | undefined {
  const found = current ?? parseInitSession(storage()?.getItem(INIT_SESSION_STORAGE_KEY));
  if (found?.sessionId !== sessionId) return undefined;
  clearInitSession();
  return found;
}

export function clearInitSession(): void {
  current = undefined;
  storage()?.removeItem(INIT_SESSION_STORAGE_KEY);
}
