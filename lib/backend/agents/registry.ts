import "server-only";
import { type AgentId, canonicalAgent } from "@/lib/contract/agents";
import type { AgentDefinition } from "./definition";
import { experimentAgent } from "./experiment/experiment-agent";
import { ideaSparkAgent } from "./idea/idea-agent";
import { notebookAgent } from "./notebook/notebook-agent";
import { deepSurveyAgent, methodDesignAgent } from "./research/research-agents";

/** Agent name (either §1 name set) → agent definition; each agent has its own module. */
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
