import "server-only";
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import type { AgentDefinition, AgentTool } from "./definition";
import { askForUserClarificationTool, type FinishToolName, finishTools, todoTool } from "./shared-tools";

/**
 * Agent name (either §1 name set) → agent definition. Every agent starts from the shared tools and its finish tools;
 * the agents' own tools (paper search, sandbox, notebook kernel) are added by their own modules as they land.
 */
const agentBriefs: Record<AgentId, { brief: string; finish: readonly FinishToolName[] }> = {
  deepSurvey: {
    brief: "You are Deep Survey, a research co-scientist that writes in-depth literature reviews with sources.",
    finish: ["finish_deep_search"],
  },
  ideaSpark: {
    brief: "You are Idea Spark, a research co-scientist that generates and refines novel, feasible research ideas.",
    finish: ["finish_task"],
  },
  methodDesign: {
    brief:
      "You are Method Design, a research co-scientist that turns an idea into a concrete method: problem, method, datasets, baselines, metrics, experiment plan, ablations, risks and compute estimate.",
    finish: ["finish_proposal"],
  },
  autoExperiment: {
    brief: "You are Auto Experiment, a machine-learning engineer that builds, trains and tests code to answer a research question.",
    finish: ["implement_success", "implement_failed"],
  },
  notebook: {
    brief: "You are Jupyter Notebook, a data scientist that analyses data and explains the results with plots.",
    finish: ["finish_task"],
  },
};

const workingRules = [
  "Work step by step. Start by writing your plan with the todo tool and keep it up to date as you go.",
  "Ask the user for clarification only when the request is genuinely ambiguous.",
  "End by calling exactly one finish tool with your final result; do not stop without it.",
].join("\n");

function definitionFor(id: AgentId): AgentDefinition {
  const { brief, finish } = agentBriefs[id];
  const tools: Record<string, AgentTool> = { todo: todoTool, ask_for_user_clarification: askForUserClarificationTool };
  for (const name of finish) tools[name] = finishTools[name];
  return { id, system: `${brief}\n\n${workingRules}`, tools };
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
