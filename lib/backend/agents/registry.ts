import "server-only";
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import { ToolName } from "@/lib/contract/tool-names";
import type { AgentDefinition, AgentTool } from "./definition";
import { experimentAgent } from "./experiment/experiment-agent";
import { notebookAgent } from "./notebook/notebook-agent";
import { deepSurveyAgent, methodDesignAgent } from "./research/research-agents";
import { type FinishToolName, finishTools, sharedTools } from "./shared-tools";

/**
 * Agent name (either §1 name set) → agent definition. Deep Survey, Method Design, Jupyter Notebook and Auto
 * Experiment have their own modules; Idea Spark starts from the shared tools and its finish tool until its own tools
 * (the idea tree) land.
 */
type AgentBrief = { brief: string; finish: readonly FinishToolName[]; needsSandbox?: true };

const agentBriefs: Record<Exclude<AgentId, "deepSurvey" | "methodDesign" | "notebook" | "autoExperiment">, AgentBrief> = {
  ideaSpark: {
    brief: "You are Idea Spark, a research co-scientist that generates and refines novel, feasible research ideas.",
    finish: [ToolName.finishTask],
  },
};

const workingRules = [
  "Work step by step. Start by writing your plan with the todo tool and keep it up to date as you go.",
  "Ask the user for clarification only when the request is genuinely ambiguous.",
  "End by calling exactly one finish tool with your final result; do not stop without it.",
].join("\n");

function definitionFor(id: AgentId): AgentDefinition {
  if (id === "deepSurvey") return deepSurveyAgent;
  if (id === "methodDesign") return methodDesignAgent;
  if (id === "notebook") return notebookAgent;
  if (id === "autoExperiment") return experimentAgent;
  const { brief, finish, needsSandbox } = agentBriefs[id];
  const tools: Record<string, AgentTool> = { ...sharedTools };
  for (const name of finish) tools[name] = finishTools[name];
  return { id, system: `${brief}\n\n${workingRules}`, tools, needsSandbox };
}

const definitions = new Map<AgentId, AgentDefinition>();

export function agentDefinition(agentName: string): AgentDefinition | undefined {
  const id = canonicalAgent(agentName);
  if (!id) return undefined;
  let found = definitions.get(id);
  if (!found) {
    found = definitionFor(id);
    definitions.set(id, found);
  }
  return found;
}
