import "server-only";
import type { z } from "zod";
import type { AgentId } from "@/lib/contract/agents";
import type { NotebookContent } from "@/lib/contract/entities/notebook";
import type { Project, ShellLog } from "@/lib/contract/entities/task";
import type { MidOutput, TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import type { BackendDeps } from "../deps";
import type { PaperSources } from "../papers/paper-sources";
import type { Sandbox } from "../sandbox/executor";

/**
 * What an agent is (DESIGN §5): a system prompt and its tools. The runner owns the loop, the persistence and the
 * limits; an agent only says what each tool does and which tool results end the run.
 */

/** How a tool result ends the run (spec §4 "Task states"): finished, or waiting for the user's answer. */
export type RunEnd = "finish" | "clarify";

export type AgentToolResult = {
  content: string;
  midOutput?: MidOutput;
  ends?: RunEnd;
  /**
   * A `notebook` step (every saved version's URL) stored just before this result. Before, not after: a run stopped
   * between the two repeats the call, which stores the same version again, instead of losing the step.
   */
  notebook?: NotebookContent;
  /** A `project` step (every snapshotted version's files), stored just before this result for the same reason. */
  project?: Project;
  /**
   * The name the result is stored under when it is not the called tool's (the model still reads it as that call's
   * answer): a finish tool that refuses to finish, since the pages read a result named after a finish tool as the
   * run's end (spec §4 "Task states").
   */
  storedAs?: string;
};

/** What the task runner gives a run's tools. */
export type RunContext = {
  taskId: string;
  userId: string;
  /** Aborted when the task is cancelled, its lease is lost or the worker shuts down. */
  signal: AbortSignal;
  deps: Pick<BackendDeps, "db" | "config" | "storage">;
  /** The run's trajectory so far (its sources, notes and earlier results). */
  trajectory: () => readonly TrajectoryMessage[];
  /** Files the user attached to the task: their own sources. */
  fileIds: readonly string[];
  papers: PaperSources;
  /**
   * The task's sandbox (DESIGN §8), opened on first use: the only way a tool runs code or reaches the task's
   * workspace. Its processes and kernel are stopped when the run ends, however it ends.
   */
  sandbox: () => Promise<Sandbox>;
  /**
   * The user asked for a GPU (create_task's enableGpu, kept on the task row). No executor here has one, so the Auto
   * Experiment agent says it runs on CPU instead.
   */
  enableGpu?: boolean;
};

export type ToolContext = RunContext & {
  /**
   * Stores shell output as a step of its own (spec §3 "shell log": process_id and data) while the tool still runs,
   * so the terminal view shows a command's output as it comes. It may be called after the tool has answered (a
   * background process), and fails once the run may no longer write.
   */
  appendShellLogs: (logs: readonly ShellLog[]) => Promise<void>;
};

export type AgentTool<Input = unknown> = {
  description: string;
  input: z.ZodType<Input>;
  execute: (input: Input, context: ToolContext) => Promise<AgentToolResult> | AgentToolResult;
};

export type AgentDefinition = {
  id: AgentId;
  system: string;
  tools: Readonly<Record<string, AgentTool>>;
  /**
   * A tool call the run makes itself before the model's first turn (reading the user's attached files), recorded
   * like any other call so the model sees its result and a resumed run does not repeat it.
   */
  openingCall?: (context: ToolContext) => { name: string; input: unknown } | undefined;
  /** Its tools run code: the task ends with a clear error instead of starting when no sandbox can be made here. */
  needsSandbox?: true;
};

/** Keeps a tool's input type tied to its schema while the registry stores tools of any input. */
export function defineTool<Input>(tool: AgentTool<Input>): AgentTool {
  return tool as AgentTool;
}
