/**
 * Where each idea sits in the Ideation Flow: dagre's left-to-right layered layout (spec §2 "left-to-right tree
 * graph"), so parents stand left of their children without geometry of our own. React Flow places a node by its
 * top-left corner; dagre answers with centres.
 */
import { Graph, layout } from "@dagrejs/dagre";

export type GraphPosition = { x: number; y: number };

/** Gaps between siblings and between generations, as parts of the node size (the wide band's nodes are larger). */
const SIBLING_GAP = 0.5;
const GENERATION_GAP = 0.6;

export function ideaGraphLayout(
  nodeIds: readonly string[],
  edges: readonly { source: string; target: string }[],
  size: { width: number; height: number },
): Map<string, GraphPosition> {
  const graph = new Graph();
  graph.setGraph({ rankdir: "LR", nodesep: size.height * SIBLING_GAP, ranksep: size.width * GENERATION_GAP });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of nodeIds) graph.setNode(id, { width: size.width, height: size.height });
  for (const { source, target } of edges) graph.setEdge(source, target);
  layout(graph);
  return new Map(
    nodeIds.map((id) => {
      const { x, y } = graph.node(id) as GraphPosition;
      return [id, { x: x - size.width / 2, y: y - size.height / 2 }];
    }),
  );
}
