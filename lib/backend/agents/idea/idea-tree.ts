import "server-only";
import { z } from "zod";
import type { TrajectoryMessage } from "@/lib/contract/entities/trajectory";
import type { Judgment } from "./elo";

/**
 * The idea tree is never held in memory between tool calls: it is rebuilt from the trajectory, where every tool
 * that changes a node leaves it as it now stands in mid_output.idea_tree, and every tournament match its judgment
 * in mid_output.idea_match. So a resumed run has the same tree, ids and ratings as the run that made them.
 */
export const ROOT_ID = "root";

/** Where a node came from: the research goal, or the step that made it. */
export type IdeaOrigin = "goal" | "generation" | "combine" | "mutate" | "simplify" | "reflection";

/** A paper a node builds on or cites: always one the run fetched, `source` being its run-local number [n]. */
export type IdeaReference = { title: string; url: string | null; arxiv_id: string | null; source: number };

export type ScoredAssessment = { score: number; reason: string };

export type IdeaCritique = {
  novelty: ScoredAssessment & { near_duplicates: IdeaReference[] };
  feasibility: ScoredAssessment;
  impact: ScoredAssessment;
};

/** A node as this agent writes it: the contract's IdeaNode with every field set, plus what the agent adds. */
export type IdeaTreeNode = {
  id: string;
  parent: string | null;
  children: string[];
  summary: string;
  description: string;
  references: IdeaReference[];
  origin: IdeaOrigin;
  /** The ideas an evolution step started from (a combination names them all). */
  evolved_from?: string[];
  /** What a reflection step found wrong with its parent, which this node answers. */
  reflection?: string;
  critique?: IdeaCritique;
  /** Tournament results, set on the nodes re-emitted with the final idea list. */
  elo?: number;
  rank?: number;
};

export type IdeaMatch = Judgment & { number: number; reason: string };

export const ideaMatchSchema = z.object({ number: z.number().int(), a: z.string(), b: z.string(), winner: z.string(), reason: z.string() });

export type IdeaTreeState = {
  /** Every node, in order of creation. */
  nodes: Map<string, IdeaTreeNode>;
  /** The tournament's matches in the order they were judged. */
  matches: IdeaMatch[];
};

export function ideaTreeState(trajectory: readonly TrajectoryMessage[]): IdeaTreeState {
  const nodes = new Map<string, IdeaTreeNode>();
  const matches: IdeaMatch[] = [];
  for (const message of trajectory) {
    if (message.role !== "tool" || !message.mid_output) continue;
    // The same merge the panel does: a node's later appearance replaces the earlier one.
    for (const [id, node] of Object.entries(message.mid_output.idea_tree ?? {})) nodes.set(id, node as IdeaTreeNode);
    const match = ideaMatchSchema.safeParse(message.mid_output.idea_match);
    if (match.success) matches.push(match.data);
  }
  return { nodes, matches };
}

/** The id the next new node gets: idea-1, idea-2, … after the root. */
export function nextIdeaId(state: IdeaTreeState, offset = 0): string {
  return `idea-${state.nodes.size + offset}`;
}

/** Ideas are every node but the root (which is the research goal itself). */
export function isIdea(node: IdeaTreeNode | undefined): node is IdeaTreeNode {
  return node !== undefined && node.id !== ROOT_ID;
}

/**
 * The mid_output.idea_tree of a step, and the emission rule the Idea tree panel relies on (spec §4 "Idea tree":
 * nodes start loading and become complete once they reappear or an idea list arrives). Every tool step that changes
 * the tree carries exactly the nodes it created or changed, each whole and as it now stands:
 * - a node appears first in the step that creates it (plant_root, generate_ideas, evolve_ideas, reflect_on_idea),
 *   together with its parent, whose children[] grew — so a parent reappears whenever it gets a child;
 * - a node reappears when critique_idea stores its critique (it is then complete);
 * - the final picks reappear with the idea_list (finish_task), carrying their tournament `elo` and `rank`.
 * Readers merge the maps of all steps by id in step order, a later appearance replacing an earlier one.
 */
export function treeUpdate(...nodes: readonly IdeaTreeNode[]): Record<string, IdeaTreeNode> {
  return Object.fromEntries(nodes.map((node) => [node.id, node]));
}
