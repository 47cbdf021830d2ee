import "server-only";
import { z } from "zod";
import type { NotebookOutput } from "../notebook-output";

/**
 * The JSON lines bridge.py speaks. The bridge runs inside the sandbox, where the model's code could write to its
 * stdout too, so every line is checked here: a line that is not one of these events is dropped, and the worst a
 * forged one can do is misreport the outputs of the code's own cell.
 */
export type BridgeRequest =
  | { op: "execute"; id: string; code: string; timeout: number }
  | { op: "restart"; id: string }
  | { op: "interrupt" }
  | { op: "shutdown" };

const mimeBundle = z.record(z.string(), z.unknown());

const notebookOutput = z.discriminatedUnion("output_type", [
  z.object({ output_type: z.literal("stream"), name: z.enum(["stdout", "stderr"]), text: z.string() }),
  z.object({ output_type: z.literal("execute_result"), execution_count: z.number().int().nullable(), data: mimeBundle, metadata: mimeBundle }),
  z.object({ output_type: z.literal("display_data"), data: mimeBundle, metadata: mimeBundle }),
  z.object({ output_type: z.literal("error"), ename: z.string(), evalue: z.string(), traceback: z.array(z.string()) }),
]) satisfies z.ZodType<NotebookOutput>;

const bridgeEvent = z.discriminatedUnion("event", [
  z.object({ event: z.literal("ready") }),
  z.object({ event: z.literal("failed"), message: z.string() }),
  z.object({ event: z.literal("output"), id: z.string(), output: notebookOutput }),
  z.object({
    event: z.literal("done"),
    id: z.string(),
    status: z.enum(["ok", "error", "timeout"]),
    execution_count: z.number().int().nullable(),
    /** The kernel died (or ignored the interrupt) and a fresh one replaced it. */
    restarted: z.boolean(),
    /** The dead kernel's exit: its code, or minus the signal that killed it (Python's returncode). */
    exit: z.number().int().nullable(),
  }),
  z.object({ event: z.literal("restarted"), id: z.string() }),
]);

export type BridgeEvent = z.infer<typeof bridgeEvent>;
export type CellDone = Extract<BridgeEvent, { event: "done" }>;

export function parseBridgeEvent(line: string): BridgeEvent | undefined {
  try {
    const parsed = bridgeEvent.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : undefined;
  } catch {
    // Not JSON: stray output of the sandboxed code, dropped like any other unknown line.
    return undefined;
  }
}
