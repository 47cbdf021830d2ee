/**
 * The submit flow of the home input (spec §4 "Submit flow"): log the query event, create the session, make it the
 * current init session, start the agent's task when one is chosen, refresh the session list, then navigate to the
 * session page. Resolves true when the caller should clear its input. On any failure the loading state simply
 * ends and nothing navigates; a failed session creation is silent (spec §8), a failed task start shows its error.
 * Auto Experiment on a non-free plan asks about the GPU before anything else; a 0 stops the submit there.
 */
import type { AgentId } from "@/lib/contract/agents";
import { callApi } from "../api/call-api";
import { navigateTo } from "../shell/app-navigation";
import { currentPlanLevel } from "../account/credit-info";
import { confirmGpu, gpuConfirmedBeforeSend, type GpuGateDeps } from "./gpu-confirm";
import { refreshSessionList } from "../shell/session-list";
import { clearInitSession, type InitSession, setInitSession } from "./init-session";
import { trackQueryEvent } from "./query-event";
import { startAgentTask, type StartAgentTask } from "./task-calls";

export type SubmitQueryInput = { query: string; agent: AgentId | null; fileIds: string[] };

export type SubmitFlowDeps = {
  trackQueryEvent: (agent: AgentId | null) => void;
  createSession: (query: string) => Promise<{ id: string }>;
  startAgentTask: (input: StartAgentTask) => Promise<{ taskId: string | number }>;
  setInitSession: (session: InitSession) => void;
  clearInitSession: () => void;
  refreshSessionList: () => Promise<unknown>;
  navigate: (url: string) => void;
} & GpuGateDeps;

async function createSession(query: string): Promise<{ id: string }> {
  const session = await callApi("chatSession.create", { body: { query } }, { silent: true });
  return { id: String(session.id) };
}

const browserDeps: SubmitFlowDeps = {
  trackQueryEvent,
  createSession,
  startAgentTask,
  setInitSession,
  clearInitSession,
  refreshSessionList,
  navigate: navigateTo,
  planLevel: currentPlanLevel,
  confirmGpu,
};

const NEW_SESSION_PARAM = "isNewSession";

export function newSessionPath(sessionId: string): string {
  return `/search-v1/${encodeURIComponent(sessionId)}?${NEW_SESSION_PARAM}=true`;
}

/** The session page's address once isNewSession has been read (spec §2); the rest of the query (debug=true) stays. */
export function withoutNewSessionParam(href: string): string {
  const url = new URL(href);
  url.searchParams.delete(NEW_SESSION_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function submitQuery(input: SubmitQueryInput, overrides: Partial<SubmitFlowDeps> = {}): Promise<boolean> {
  const deps: SubmitFlowDeps = { ...browserDeps, ...overrides };
  const query = input.query.trim();
  if (query === "") return false;
  // Before the query event: a cancelled GPU run was never sent, and the input keeps its text.
  if (!(await gpuConfirmedBeforeSend(input.agent, deps))) return false;
  deps.trackQueryEvent(input.agent);

  let sessionId: string;
  try {
    sessionId = (await deps.createSession(query)).id;
  } catch {
    // Spec §8: a failed session creation silently stops loading (401 and 403 still act inside callApi).
    return false;
  }
  const init: InitSession = { sessionId, query, agent: input.agent, fileIds: [...input.fileIds] };
  deps.setInitSession(init);

  if (input.agent) {
    try {
      const task = await deps.startAgentTask({ agent: input.agent, chatSessionId: sessionId, query, fileIds: input.fileIds });
      deps.setInitSession({ ...init, taskId: String(task.taskId) });
    } catch {
      // Already shown by the api client's error policy; spec §4: the loading state ends and nothing navigates.
      deps.clearInitSession();
      return false;
    }
  }

  // Not awaited: the sidebar catches up while the session page opens.
  void deps.refreshSessionList();
  deps.navigate(newSessionPath(sessionId));
  return true;
}
