import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import type { AgentDefinition, ToolContext } from "@/lib/backend/agents/definition";
import { runAgent, type NewStep } from "@/lib/backend/agents/run-agent";
import { assistantStepContent, trajectoryOf } from "@/lib/backend/agents/trajectory";
import { ContractError } from "@/lib/contract";

/**
 * A failing tool's result is shown in the user's Process view (issue 13, defect 10): a message written for people
 * is passed on, while a raw error (SQL, an address) stays in the log and the step says only that it failed.
 */
const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
const finalTurn = new MockLanguageModelV3({
  doGenerate: async () => ({ content: [{ type: "text", text: "done" }], finishReason: { unified: "stop", raw: "stop" }, usage, warnings: [] }),
});

async function toolResultWhenThrowing(error: Error): Promise<string | null | undefined> {
  const definition: AgentDefinition = {
    id: "deepSurvey",
    system: "s",
    tools: {
      lookup: {
        description: "d",
        input: z.object({}),
        execute: () => {
          throw error;
        },
      },
    },
  };
  const steps: { content: string }[] = [
    { content: assistantStepContent({ text: "", reasoning: "", toolCalls: [{ id: "c1", name: "lookup", input: {} }] }) },
  ];
  const tools = { taskId: "t1", signal: new AbortController().signal } as unknown as ToolContext;
  await runAgent({
    request: "q",
    definition,
    model: finalTurn,
    journal: { steps, append: async (step: NewStep) => void steps.push({ content: step.content }) },
    tools,
  });
  const result = trajectoryOf(steps).find((message) => message.role === "tool");
  return result?.content;
}

describe("a tool that fails", () => {
  it("keeps a raw error's words (SQL, addresses) out of the step the user sees", async () => {
    const content = await toolResultWhenThrowing(new Error('insert into "files" values ($1) failed: connect ECONNREFUSED 10.0.0.5:5432'));
    expect(content).toBe("The lookup tool failed with an unexpected error. Try again differently or go on without it.");
  });

  it("passes on a message written for people", async () => {
    const content = await toolResultWhenThrowing(new ContractError(404, "That file is no longer there"));
    expect(content).toBe("The lookup tool failed: That file is no longer there. Try again differently or go on without it.");
  });
});
