/**
 * Reading a task's steps as trajectory messages (spec §3 Task, Trajectory message), tolerant of what upstream
 * backends send: several messages in one step, tool arguments as JSON text or as an object, `reasoning` instead of
 * `reasoning_content`. The todo list, the task outcome and the Process view all read steps through here.
 */
import type { StepContent, TaskStep } from "@/lib/contract/entities/task";
import type { AssistantTrajectoryMessage, ToolCall, TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import { stepSchemas } from "./step-schemas";

/** A trajectory message with the step it came from and its place in that step. */
export type StepMessage = { stepId: string; index: number; stepName: string | null; message: TrajectoryMessage };

// Every poll re-derives the views from all steps; steps never change once received, so each is parsed once.
const parsedSteps = new WeakMap<TaskStep, StepContent | null>();

/** A step's content (a trajectory or a notebook step); null for one that does not parse. */
export function stepContentOf(step: TaskStep): StepContent | null {
  const cached = parsedSteps.get(step);
  if (cached !== undefined) return cached;
  const parsed = stepSchemas().parseStepContent(step.content);
  const content = parsed.ok ? parsed.value : null;
  parsedSteps.set(step, content);
  return content;
}

function trajectoryOf(step: TaskStep): readonly TrajectoryMessage[] {
  const content = stepContentOf(step);
  // A notebook step or one that does not parse adds nothing to the trajectory; one bad step must not hide the rest.
  return content?.type === "trajectory" ? (content.payload.messages ?? []) : [];
}

/** The trajectory messages of the steps, in order. A step without an id is named by its position. */
export function stepMessages(steps: readonly TaskStep[], firstPosition = 0): StepMessage[] {
  return steps.flatMap((step, position) =>
    trajectoryOf(step).map((message, index) => ({
      stepId: step.id == null ? `#${firstPosition + position}` : String(step.id),
      index,
      stepName: step.name ?? null,
      message,
    })),
  );
}

export function thinkingOf(message: AssistantTrajectoryMessage): string {
  return message.reasoning_content ?? message.reasoning ?? "";
}

/** A tool call's arguments as a value; text that is not JSON gives undefined. */
export function toolCallArguments(call: ToolCall): unknown {
  const args = call.function.arguments;
  if (typeof args !== "string") return args;
  try {
    return JSON.parse(args) as unknown;
  } catch {
    return undefined;
  }
}

/** One string field of a tool call's arguments (e.g. `query`, `question`), when it is there. */
export function toolCallText(call: ToolCall, field: string): string | undefined {
  const args = toolCallArguments(call);
  if (typeof args !== "object" || args === null || !(field in args)) return undefined;
  const value: unknown = (args as Record<string, unknown>)[field];
  return typeof value === "string" ? value : undefined;
}
