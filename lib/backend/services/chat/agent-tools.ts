import "server-only";
import { tool, type ToolSet, zodSchema } from "ai";
import { z } from "zod";
import { type AgentContractName, type AgentId, agents } from "@/lib/contract/agents";

/**
 * One tool per task agent (spec §1). The tools have no `execute`: the chat model only decides to hand over, the
 * loop stops at the call, and the client then creates the task (spec §4 "Chat flow").
 */
const agentToolSpecs = {
  deep_survey: {
    agent: "deepSurvey",
    description:
      "Hand the request to Deep Survey, which searches papers and repositories and writes an in-depth literature review with sources. Use for surveys, related work, state of the art, comparing existing methods or finding papers on a topic.",
  },
  idea_spark: {
    agent: "ideaSpark",
    description:
      "Hand the request to Idea Spark, which generates and refines novel research ideas as an idea tree. Use when the user wants new research directions, hypotheses or project ideas.",
  },
  method_design: {
    agent: "methodDesign",
    description:
      "Hand the request to Method Design, which turns an idea into a concrete method and experiment plan with a final report. Use when the user has an idea and wants the approach, baselines, datasets and evaluation worked out.",
  },
  auto_experiment: {
    agent: "autoExperiment",
    description:
      "Hand the request to Auto Experiment, a machine-learning code agent that builds, trains and tests algorithms or reproduces a paper's results. Use when the user wants code written and run.",
  },
  jupyter_notebook: {
    agent: "notebook",
    description:
      "Hand the request to Jupyter Notebook, which analyses data in a notebook and makes plots and visualisations. Use for data analysis, statistics or charts of the user's data.",
  },
} as const satisfies Record<string, { agent: AgentId; description: string }>;

export type AgentToolName = keyof typeof agentToolSpecs;

const handOverInput = z.object({
  query: z.string().describe("The sub-task for the agent: a self-contained request in the user's language, with the context it needs."),
});

/**
 * Built once: the SDK turns a tool's zod schema into JSON Schema for every request unless it is handed a schema
 * object, which keeps its conversion. The tools hold no state, so every chat shares them.
 */
const handOverSchema = zodSchema(handOverInput);
const tools: ToolSet = Object.fromEntries(
  Object.entries(agentToolSpecs).map(([name, spec]) => [name, tool({ description: spec.description, inputSchema: handOverSchema })]),
);

export function agentTools(): ToolSet {
  return tools;
}

/** The same tools as chat-completions function definitions (JSON Schema parameters, made once). */
const { $schema: _dialect, ...handOverParameters } = z.toJSONSchema(handOverInput, { target: "draft-7" });
const toolDefinitions = Object.entries(agentToolSpecs).map(([name, spec]) => ({ name, description: spec.description, parameters: handOverParameters }));

export function agentToolDefinitions(): typeof toolDefinitions {
  return toolDefinitions;
}

/** The contract name a tool call hands over to ("Deep Search Agent"), or undefined for a name we never offered. */
export function agentNameForTool(toolName: string): AgentContractName | undefined {
  if (!Object.hasOwn(agentToolSpecs, toolName)) return undefined;
  return agents[agentToolSpecs[toolName as AgentToolName].agent].primaryName;
}

/** The sub-task query of a tool call's input, when it is a usable one. */
export function handOverQuery(input: unknown): string | undefined {
  const parsed = handOverInput.safeParse(input);
  const query = parsed.success ? parsed.data.query.trim() : "";
  return query === "" ? undefined : query;
}
