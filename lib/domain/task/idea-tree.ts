/**
 * The idea tree an Idea Spark run grows (spec §3 mid_output idea_tree / idea_list, §4 "Idea tree"): the tool
 * results' idea_tree maps merged in order (a later report of a node wins), each node's state, and the final picks.
 * A node is loading when it first appears and complete once a later result repeats it or the idea list arrives; the
 * idea list marks its ideas final and ends the run's growth, so the edges stop animating.
 */
import type { TaskStep } from "@/lib/contract/entities/task";
import type { IdeaList, IdeaNode } from "@/lib/contract/entities/trajectory";
import { paperLink } from "@/lib/domain/report/source-links";
import { stepMessages } from "./trajectory-steps";

export type IdeaReference = { label: string; href: string | undefined };

export type IdeaTreeNode = {
  id: string;
  parent: string | undefined;
  children: readonly string[];
  summary: string;
  description: string;
  references: readonly IdeaReference[];
  /** The tournament's Elo score and rank (1 = best), on the ideas the tournament played. */
  elo: number | undefined;
  rank: number | undefined;
  complete: boolean;
  final: boolean;
};

export type IdeaTree = {
  nodes: ReadonlyMap<string, IdeaTreeNode>;
  ideaList: { ideas: readonly string[]; thought: string } | undefined;
};

export const emptyIdeaTree: IdeaTree = { nodes: new Map(), ideaList: undefined };

/** Folds further steps' tool results into the tree; the same tree comes back when they carry none of it. */
export function addToIdeaTree(tree: IdeaTree, steps: readonly TaskStep[]): IdeaTree {
  let next = tree;
  for (const { message } of stepMessages(steps)) {
    if (message.role !== "tool" || !message.mid_output) continue;
    const { idea_tree: reported, idea_list: list } = message.mid_output;
    if (reported) next = { ...next, nodes: mergeNodes(next.nodes, reported, next.ideaList !== undefined) };
    if (list) next = withIdeaList(next, list);
  }
  return next;
}

function mergeNodes(nodes: ReadonlyMap<string, IdeaTreeNode>, reported: Record<string, IdeaNode>, listed: boolean): ReadonlyMap<string, IdeaTreeNode> {
  const merged = new Map(nodes);
  for (const [key, node] of Object.entries(reported)) {
    const id = node.id || key;
    const before = merged.get(id);
    // A node seen before is complete now; after the idea list every node is (nothing will grow any more).
    merged.set(id, { ...toTreeNode(id, node), complete: listed || before !== undefined, final: before?.final ?? false });
  }
  return merged;
}

function withIdeaList(tree: IdeaTree, list: IdeaList): IdeaTree {
  const picks = new Set(list.ideas);
  const nodes = new Map([...tree.nodes].map(([id, node]) => [id, { ...node, complete: true, final: picks.has(id) }] as const));
  return { nodes, ideaList: { ideas: list.ideas, thought: list.thought?.trim() ?? "" } };
}

function toTreeNode(id: string, node: IdeaNode): Omit<IdeaTreeNode, "complete" | "final"> {
  return {
    id,
    parent: node.parent || undefined,
    children: node.children,
    summary: node.summary?.trim() ?? "",
    description: node.description?.trim() ?? "",
    references: (node.references ?? []).flatMap((reference) => ideaReference(reference) ?? []),
    elo: node.elo ?? undefined,
    rank: node.rank ?? undefined,
  };
}

function ideaReference(reference: NonNullable<IdeaNode["references"]>[number]): IdeaReference | undefined {
  if (typeof reference === "string") {
    const text = reference.trim();
    if (text === "") return undefined;
    const href = paperLink({ title: text, url: text });
    return { label: text, href };
  }
  const href = paperLink({ title: reference.title ?? "", arxiv_id: reference.arxiv_id, url: reference.url });
  const label = reference.title?.trim() || reference.arxiv_id?.trim() || href;
  return label ? { label, href } : undefined;
}

/** Whether the edges still animate: the tree grows until the idea list arrives or the task ends. */
export function ideaTreeGrowing(tree: IdeaTree, taskOver: boolean): boolean {
  return tree.ideaList === undefined && !taskOver;
}

/** The final picks in the idea list's order; an id the tree never reported is left out. */
export function finalPicks(tree: IdeaTree): IdeaTreeNode[] {
  return (tree.ideaList?.ideas ?? []).flatMap((id) => tree.nodes.get(id) ?? []);
}

/** Each node's children: those it lists and those naming it as their parent, each once, known nodes only. */
export function childrenOf(tree: IdeaTree, id: string): string[] {
  const listed = tree.nodes.get(id)?.children ?? [];
  const naming = [...tree.nodes.values()].filter((node) => node.parent === id).map((node) => node.id);
  return [...new Set([...listed, ...naming])].filter((child) => child !== id && tree.nodes.has(child));
}

/** The edges parent → child, each once. */
export function ideaEdges(tree: IdeaTree): { source: string; target: string }[] {
  return [...tree.nodes.keys()].flatMap((source) => childrenOf(tree, source).map((target) => ({ source, target })));
}

/** The node's ancestors, nearest first; a cycle in bad data stops the walk. */
export function ancestorsOf(tree: IdeaTree, id: string): Set<string> {
  const found = new Set<string>();
  for (let parent = tree.nodes.get(id)?.parent; parent && parent !== id && !found.has(parent) && tree.nodes.has(parent); ) {
    found.add(parent);
    parent = tree.nodes.get(parent)?.parent;
  }
  return found;
}

export function descendantsOf(tree: IdeaTree, id: string): Set<string> {
  const found = new Set<string>();
  const queue = [id];
  for (let current = queue.shift(); current !== undefined; current = queue.shift()) {
    for (const child of childrenOf(tree, current)) {
      if (child === id || found.has(child)) continue;
      found.add(child);
      queue.push(child);
    }
  }
  return found;
}

/** The node, its ancestors and its descendants: what a hover highlights (spec §2). */
export function lineageOf(tree: IdeaTree, id: string): Set<string> {
  return new Set([id, ...ancestorsOf(tree, id), ...descendantsOf(tree, id)]);
}
