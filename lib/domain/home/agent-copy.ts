/**
 * What each agent is for, in the words the landing page, the @ list and the input's placeholders use (spec §1).
 * Display names come from lib/contract/agents; this is only the copy around them.
 */
import type { AgentId } from "@/lib/contract/agents";

export type AgentCopy = {
  /** One line for the @ list and the chips' tooltips. */
  summary: string;
  /** Two sentences for the landing page. */
  pitch: string;
  /** The input's placeholder once the agent is chosen. */
  placeholder: string;
};

export const agentCopy: Readonly<Record<AgentId, AgentCopy>> = {
  deepSurvey: {
    summary: "In-depth literature review",
    pitch: "Searches preprint servers, journals and code repositories, takes notes as it reads, and writes a cited survey of the field.",
    placeholder: "Describe the topic you want surveyed, e.g. recent advances in protein language models",
  },
  ideaSpark: {
    summary: "Novel research ideas as an idea tree",
    pitch: "Grows a tree of research ideas from your question, each with its reasoning and references, and picks the most promising.",
    placeholder: "Describe a research area or open problem to generate ideas for",
  },
  methodDesign: {
    summary: "Methods, experiment plans and a final report",
    pitch: "Turns an idea into a concrete method: hypotheses, datasets, baselines, metrics and an experiment plan in a final report.",
    placeholder: "Paste the idea you want turned into a method and an experiment plan",
  },
  autoExperiment: {
    summary: "Build, train and test algorithms, or reproduce a paper",
    pitch: "A machine-learning code agent that writes, runs and debugs experiments on a GPU, or reproduces a paper's results.",
    placeholder: "Describe the algorithm to build and test, or the paper to reproduce",
  },
  notebook: {
    summary: "Data analysis, plots and visualisation",
    pitch: "Analyses your data in a live Jupyter notebook: cleaning, statistics, plots and a notebook you can download.",
    placeholder: "Describe the analysis or plots you need, and attach your data",
  },
};

export const GENERAL_PLACEHOLDER = "Ask a research question, or type @ to choose an agent";
