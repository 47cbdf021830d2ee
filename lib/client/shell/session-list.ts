/**
 * The sidebar's Projects list (GET /chat_session/list) in the SWR cache. Any page that creates or renames a
 * session calls refreshSessionList() and the sidebar follows.
 */
import useSWR, { mutate } from "swr";
import { callRoutes } from "@/lib/contract/calls/routes";
import type { ChatSessionListItem } from "@/lib/contract/entities/chat";
import { callApi } from "../api/call-api";

export const SESSION_LIST_KEY = callRoutes["chatSession.list"].path;

function fetchSessionList(): Promise<ChatSessionListItem[]> {
  // Spec §8: request failures on the chat pages are swallowed; the list simply keeps what it had.
  return callApi("chatSession.list", {}, { silent: true });
}

/** Loads only for a signed-in user (visitors have no projects and would get a 401). */
export function useSessionList(signedIn: boolean) {
  return useSWR(signedIn ? SESSION_LIST_KEY : null, fetchSessionList, { revalidateOnFocus: false });
}

export function refreshSessionList(): Promise<unknown> {
  return mutate(SESSION_LIST_KEY);
}
