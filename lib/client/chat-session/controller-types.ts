/** What the session page's controller offers (controller.ts builds it) and what its actions take. */
import type { AgentId } from "@/lib/contract/agents";
import type { ChatSessionMessages } from "@/lib/contract/calls/chat";
import type { StreamingReveal } from "@/lib/client/reveal/streaming-reveal";
import type { ExperimentBriefInput, IdeaBriefInput } from "@/lib/domain/task/hand-off";
import type { InitSession } from "./init-session";
import type { ReplayRecording } from "./replay-timeline";
import type { ChatSessionSnapshot } from "./session-store";

export type ChatSessionController = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => ChatSessionSnapshot;
  reveal: StreamingReveal;
  /** Takes the stored history; ignored once the user has done anything here (the live state is then newer). */
  load: (data: ChatSessionMessages, init?: InitSession) => void;
  /**
   * Replay mode (issue 21): plays the recording back through this page's store, reveal and tasks, once (the
   * snapshot's `replay` says how far it is); load is then ignored.
   */
  replay: (recording: ReplayRecording) => void;
  /** 'Skip to final result' of the replay. */
  skipReplay: () => void;
  /** Resolves true when the input should be cleared. `fileIds`: the files attached for the agent's task. */
  send: (input: SendInput) => Promise<boolean>;
  /** Terminates the last message's task; resolves whether it was stopped. */
  terminate: () => Promise<boolean>;
  /**
   * 'Run this experiment' on a finished Method Design report (issue 17): an Auto Experiment task in this session with
   * the report as its brief, after the same GPU question as a send. Resolves whether the task started.
   */
  runExperiment: (from: ExperimentSource) => Promise<boolean>;
  /**
   * 'Design method' on an idea of an Idea Spark tree (issue 18): a Method Design task in this session with the idea
   * as its brief. Resolves whether the task started; false while the chat is busy.
   */
  designMethod: (from: IdeaSource) => Promise<boolean>;
  /** Shows the task's canvas panel (a task header was clicked); a task the page does not follow is ignored. */
  activatePanel: (taskId: string) => void;
  dispose: () => void;
};

export type SendInput = { text: string; agent: AgentId | null; fileIds?: readonly string[] };
/** The finished Method Design task an experiment is run from, and its report. */
export type ExperimentSource = ExperimentBriefInput & { taskId: string };
/** The Idea Spark task an idea comes from, and the idea. */
export type IdeaSource = IdeaBriefInput & { taskId: string };
