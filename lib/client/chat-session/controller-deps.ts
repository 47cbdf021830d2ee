/** What the chat session controller calls out to, and the browser's implementations of it (tests override them). */
import { currentPlanLevel, refreshCreditInfo } from "../account/credit-info";
import { newRandomId } from "../api/fingerprint";
import { browserIsOnline } from "../api/network-status";
import { refreshSessionList } from "../shell/session-list";
import { showToast } from "../shell/toast-store";
import { streamChat } from "./chat-stream";
import { confirmGpu, type GpuGateDeps } from "./gpu-confirm";
import type { HandOverDeps } from "./hand-over";
import { trackQueryEvent } from "./query-event";
import type { ReplyDeps } from "./reply";
import type { SessionTasksDeps } from "./session-tasks";
import { cancelTask, getTask, startAgentTask } from "./task-calls";

export type ChatSessionDeps = {
  cancelTask: typeof cancelTask;
  trackQueryEvent: typeof trackQueryEvent;
} & ReplyDeps &
  HandOverDeps &
  SessionTasksDeps &
  GpuGateDeps;

export const browserDeps: ChatSessionDeps = {
  streamChat,
  startAgentTask,
  cancelTask,
  trackQueryEvent,
  refreshSessionList,
  refreshCredits: refreshCreditInfo,
  getTask,
  isOnline: browserIsOnline,
  toast: (level, message) => {
    showToast(level, message);
  },
  newId: newRandomId,
  planLevel: currentPlanLevel,
  confirmGpu,
};
