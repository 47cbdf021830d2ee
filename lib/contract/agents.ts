
/**
 * The five task agents (spec §1). The contract names agents two ways ("Deep Search Agent" and
 * "Literature Review Agent" are the same agent); everything inside the app keys on the canonical id instead.
 */
export const agentIds = ["deepSurvey", "ideaSpark", "methodDesign", "autoExperiment", "notebook"] as const;
export type AgentId = (typeof agentIds)[number];

export const agentContractNames = [
  "Deep Search Agent",
  "Literature Review Agent",
  "Idea Agent",
  "Proposal Agent",
  "Idea Proposal Agent",
  "ML Agent",
  "Notebook Agent",
] as const;
export type AgentContractName = (typeof agentContractNames)[number];

export type AgentInfo = {
  id: AgentId;
  displayName: string;
  /** First path segment of the agent's home variant (spec §2). */
  slug: string;
  /** Every name the contract uses for this agent; the first one is the primary name. */
  contractNames: readonly AgentContractName[];
  /** The name sent in `agentName` when creating a task. */
  primaryName: AgentContractName;
  /** Method Design is reached from an idea, not from the home chips (spec §1). */
  showOnHomeChips: boolean;
  /** Free plans exclude the code agent (spec §6). */
  freePlanAllowed: boolean;
};

export const agents = {
  deepSurvey: {
    id: "deepSurvey",
    displayName: "Deep Survey",
    slug: "deepsurvey",
    contractNames: ["Deep Search Agent", "Literature Review Agent"],
    primaryName: "Deep Search Agent",
    showOnHomeChips: true,
    freePlanAllowed: true,
  },
  ideaSpark: {
    id: "ideaSpark",
    displayName: "Idea Spark",
    slug: "ideaspark",
    contractNames: ["Idea Agent"],
    primaryName: "Idea Agent",
    showOnHomeChips: true,
    freePlanAllowed: true,
  },
  methodDesign: {
    id: "methodDesign",
    displayName: "Method Design",
    slug: "methoddesign",
    contractNames: ["Proposal Agent", "Idea Proposal Agent"],
    primaryName: "Proposal Agent",
    showOnHomeChips: false,
    freePlanAllowed: true,
  },
  autoExperiment: {
    id: "autoExperiment",
    displayName: "Auto Experiment",
    slug: "autoexperiment",
    contractNames: ["ML Agent"],
    primaryName: "ML Agent",
    showOnHomeChips: true,
    freePlanAllowed: false,
  },
  notebook: {
    id: "notebook",
    displayName: "Jupyter Notebook",
    slug: "notebook",
    contractNames: ["Notebook Agent"],
    primaryName: "Notebook Agent",
    showOnHomeChips: true,
    freePlanAllowed: true,
  },
} as const satisfies Record<AgentId, AgentInfo>;

export const agentList: readonly AgentInfo[] = agentIds.map((id) => agents[id]);

/** Whether a stored or configured value names an agent by its canonical id. */
export function isAgentId(value: unknown): value is AgentId {
  return (agentIds as readonly unknown[]).includes(value);
}

const lookup = new Map<string, AgentId>();
for (const agent of agentList) {
  lookup.set(agent.id, agent.id);
  lookup.set(agent.slug, agent.id);
  for (const name of agent.contractNames) lookup.set(name, agent.id);
}

/**
 * Resolves either contract name set, the canonical id or the slug. Exact and case-sensitive on purpose: a fuzzy
 * match would silently route "notebook agent"-like free text from a chat reply to a paid agent.
 */
export function canonicalAgent(name: string): AgentId | undefined {
  return lookup.get(name);
}

export function agentBySlug(slug: string): AgentInfo | undefined {
  const id = lookup.get(slug);
  return id !== undefined && agents[id].slug === slug ? agents[id] : undefined;
}

/** Display name for any known name; unknown names are shown as given rather than hidden. */
export function agentDisplayName(name: string): string {
  const id = canonicalAgent(name);
  return id === undefined ? name : agents[id].displayName;
}

export function agentPrimaryName(name: string): AgentContractName | undefined {
  const id = canonicalAgent(name);
  return id === undefined ? undefined : agents[id].primaryName;
}
