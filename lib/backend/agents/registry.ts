import "server-only";
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import { ToolName } from "@/lib/contract/tool-names";
import type { AgentDefinition } from "./definition";
import { experimentAgent } from "./experiment/experiment-agent";
import { notebookAgent } from "./notebook/notebook-agent";
import { deepSurveyAgent, methodDesignAgent } from "./research/research-agents";
import { finishTaskTool, sharedTools } from "./shared-tools";

/**
 * Agent name (either §1 name set) → agent definition. Deep Survey, Method Design, Jupyter Notebook and Auto
 * Experiment have their own modules; Idea Spark is the shared tools and finish_task until its idea tree lands.
 */
const ideaSparkAgent: AgentDefinition = {
  id: "ideaSpark",
  system: [
    "You are Idea Spark, a research co-scientist that generates and refines novel, feasible research ideas.",
    "Work step by step. Start by writing your plan with the todo tool and keep it up to date as you go.",
    "Ask the user for clarification only when the request is genuinely ambiguous.",
    "End by calling finish_task with your final result; do not stop without it.",
  ].join("\n\n"),
  tools: { ...sharedTools, [ToolName.finishTask]: finishTaskTool },
};

const agents: Record<AgentId, AgentDefinition> = {
  deepSurvey: deepSurveyAgent,
  methodDesign: methodDesignAgent,
  notebook: notebookAgent,
  autoExperiment: experimentAgent,
  ideaSpark: ideaSparkAgent,
};

export function agentDefinition(agentName: string): AgentDefinition | undefined {
  const id = canonicalAgent(agentName);
  return id ? agents[id] : undefined;
}
