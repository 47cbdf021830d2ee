import "server-only";
import { generateText, type LanguageModel, tool, type ToolSet, zodSchema } from "ai";
import { z } from "zod";
import { logger } from "../logger";
import { isUserFacing } from "../user-facing-error";
import type { AgentDefinition, AgentTool, AgentToolResult, RunContext, RunEnd, ToolContext } from "./definition";
import {
  assistantStepContent,
  modelMessages,
  notebookStepContent,
  projectStepContent,
  shellStepContent,
  type ToolCallRecord,
  toolStepContent,
  trajectoryOf,
  unansweredToolCalls,
} from "./trajectory";

/**
 * The agent loop (issue "Task engine" §4): one model turn at a time through the AI SDK, each turn and each tool
 * result appended to the task's trajectory before the next thing happens. The loop keeps no state of its own
 * beyond what it has appended, so starting it on a half-finished trajectory continues that run: tool calls that
 * already have results are never executed again, and the model is asked only for the turns that are missing.
 */
const log = logger.child({ area: "agent" });

export type StepUsage = { inputTokens: number; outputTokens: number };

export type NewStep = { name: string | null; content: string; usage?: StepUsage };

export type TaskJournal = {
  /** The steps persisted so far (resuming) — the model's memory. */
  readonly steps: readonly { content: string }[];
  /** Persists a step; throws when the run may no longer write (cancelled, lease lost, limit reached). */
  append: (step: NewStep) => Promise<void>;
};

export type AgentRun = {
  request: string;
  definition: AgentDefinition;
  model: LanguageModel;
  journal: TaskJournal;
  tools: RunContext;
};

export async function runAgent(run: AgentRun): Promise<RunEnd> {
  const { definition, journal } = run;
  if (journal.steps.length === 0) await makeOpeningCall(run);
  const pending = unansweredToolCalls(trajectoryOf(journal.steps));
  const resumedEnd = await executeToolCalls(run, pending);
  if (resumedEnd) return resumedEnd;
  for (;;) {
    run.tools.signal.throwIfAborted();
    const result = await generateText({
      model: run.model,
      system: definition.system,
      messages: modelMessages(run.request, trajectoryOf(journal.steps)),
      tools: sdkTools(definition),
      abortSignal: run.tools.signal,
    });
    const calls: ToolCallRecord[] = result.toolCalls.map((call) => ({ id: call.toolCallId, name: call.toolName, input: call.input }));
    await journal.append({
      name: null,
      content: assistantStepContent({ text: result.text, reasoning: result.reasoningText ?? "", toolCalls: calls }),
      usage: { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 },
    });
    // A turn without a tool call is the agent's last word: there is nothing left for the loop to do.
    if (calls.length === 0) return "finish";
    const end = await executeToolCalls(run, calls);
    if (end) return end;
  }
}

/** The definition's opening call, persisted as a turn without text; its result is executed with the pending calls. */
async function makeOpeningCall(run: AgentRun) {
  const call = run.definition.openingCall?.(toolContext(run));
  if (!call) return;
  const toolCalls = [{ id: "call_opening", name: call.name, input: call.input }];
  await run.journal.append({ name: null, content: assistantStepContent({ text: "", reasoning: "", toolCalls }) });
}

/** Runs the calls in order, appending each result; the first call whose result ends the run stops the rest. */
async function executeToolCalls(run: AgentRun, calls: readonly ToolCallRecord[]): Promise<RunEnd | undefined> {
  for (const call of calls) {
    run.tools.signal.throwIfAborted();
    const tool = Object.hasOwn(run.definition.tools, call.name) ? run.definition.tools[call.name] : undefined;
    if (!tool) {
      await appendToolResult(run, call, { content: `Unknown tool "${call.name}". Use one of: ${Object.keys(run.definition.tools).join(", ")}.` });
      continue;
    }
    const input = tool.input.safeParse(call.input);
    if (!input.success) {
      await appendToolResult(run, call, { content: `Invalid arguments for ${call.name}: ${z.prettifyError(input.error)}` });
      continue;
    }
    const result = await executeTool(run, tool, input.data, call);
    // A result the stop cut short (its sandbox killed mid-command) is not the tool's answer: a resumed run calls again.
    run.tools.signal.throwIfAborted();
    if (result.notebook) await run.journal.append({ name: null, content: notebookStepContent(result.notebook) });
    if (result.project) await run.journal.append({ name: null, content: projectStepContent(result.project) });
    await appendToolResult(run, call, result);
    if (result.ends) return result.ends;
  }
  return undefined;
}

/**
 * A tool that fails (a paper source down, a file unreadable) answers the model with the failure, so the agent can
 * try something else; only stopping the run (cancel, shutdown) ends it.
 */
async function executeTool(run: AgentRun, tool: AgentTool, input: unknown, call: ToolCallRecord): Promise<AgentToolResult> {
  try {
    return await tool.execute(input, toolContext(run));
  } catch (error) {
    run.tools.signal.throwIfAborted();
    // The result is shown in the user's Process view: only a message written for people goes there.
    if (isUserFacing(error)) {
      return { content: `The ${call.name} tool failed: ${error.message}. Try again differently or go on without it.` };
    }
    log.error({ taskId: run.tools.taskId, tool: call.name, err: error }, "agent tool failed");
    return { content: `The ${call.name} tool failed with an unexpected error. Try again differently or go on without it.` };
  }
}

/** The runner's context plus what only the loop can give a tool: writing shell output to the journal as it comes. */
function toolContext(run: AgentRun): ToolContext {
  return { ...run.tools, appendShellLogs: (logs) => run.journal.append({ name: null, content: shellStepContent(logs) }) };
}

function appendToolResult(run: AgentRun, call: ToolCallRecord, result: AgentToolResult) {
  const name = result.storedAs ?? call.name;
  return run.journal.append({ name, content: toolStepContent({ callId: call.id, name, content: result.content, midOutput: result.midOutput }) });
}

/**
 * The definition's tools as the SDK sees them: descriptions and schemas but no `execute`, so the SDK returns the
 * calls and this loop runs them (and persists their results) itself. Built once per definition.
 */
const toolSets = new WeakMap<AgentDefinition, ToolSet>();

function sdkTools(definition: AgentDefinition): ToolSet {
  let found = toolSets.get(definition);
  if (!found) {
    found = Object.fromEntries(
      Object.entries(definition.tools).map(([name, spec]) => [name, tool({ description: spec.description, inputSchema: zodSchema(spec.input) })]),
    );
    toolSets.set(definition, found);
  }
  return found;
}
