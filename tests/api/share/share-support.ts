import type { Task } from "@/lib/contract/entities/task";
import type { MessageList } from "../chat/chat-support";
import { type Answer, get, post } from "../support/accounts";
import type { TestBackend } from "../support/test-backend";

/**
 * Sharing tests' calls (issue 21): the owner's share and unshare, and the reads a visitor's page makes with the
 * link's shareId. `token` undefined is an anonymous caller; `shareId` undefined leaves it off the query.
 */
export type ShareLink = { url: string; shareId: string };
export type SharedMessageList = MessageList & { chatSession: { id: string; shareUrl?: string | null } };

export function share(backend: TestBackend, token: string | undefined, chatSessionId: unknown): Promise<Answer<ShareLink>> {
  return post<ShareLink>(backend, "/chat_session/share", chatSessionId === undefined ? {} : { chatSessionId }, { token });
}

export function unshare(backend: TestBackend, token: string | undefined, chatSessionId: unknown): Promise<Answer<boolean>> {
  return post<boolean>(backend, "/chat_session/unshare", chatSessionId === undefined ? {} : { chatSessionId }, { token });
}

/** Shares as the owner and answers the link, failing the test on a refusal. */
export async function sharedLink(backend: TestBackend, ownerToken: string, chatSessionId: string): Promise<ShareLink> {
  const answer = await share(backend, ownerToken, chatSessionId);
  if (!answer.body.result) throw new Error(`sharing failed: ${answer.text}`);
  return answer.body.result;
}

const withShare = (query: Record<string, string>, shareId: string | undefined) =>
  new URLSearchParams({ ...query, ...(shareId === undefined ? {} : { shareId }) });

export function sharedMessages(backend: TestBackend, token: string | undefined, chatSessionId: string, shareId?: string) {
  return get<SharedMessageList>(backend, `/chat_session/message/list?${withShare({ chatSessionId }, shareId)}`, { token });
}

export function sharedTask(backend: TestBackend, token: string | undefined, taskId: string, shareId?: string) {
  return get<Task>(backend, `/task/get_task?${withShare({ taskId }, shareId)}`, { token });
}

const headersOf = (token: string | undefined): Record<string, string> => (token ? { AuthToken: token, token } : {});

export function sharedTaskEvents(backend: TestBackend, token: string | undefined, taskId: string, shareId?: string): Promise<Response> {
  return backend.request(`/task/events/${encodeURIComponent(taskId)}?${withShare({}, shareId)}`, { headers: headersOf(token) });
}

/** GET /file/download without following the redirect: 302 to a signed link, or a refusal. */
export function sharedDownload(backend: TestBackend, token: string | undefined, fileKey: string, shareId?: string): Promise<Response> {
  return backend.request(`/file/download?${withShare({ fileKey }, shareId)}`, { headers: headersOf(token), redirect: "manual" });
}

export function sharedProjectZip(backend: TestBackend, token: string | undefined, taskId: string, shareId?: string): Promise<Response> {
  return backend.request(`/file/project_zip?${withShare({ taskId }, shareId)}`, { headers: headersOf(token) });
}
