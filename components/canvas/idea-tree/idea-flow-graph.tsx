"use client";

/**
 * The Ideation Flow graph (spec §2, §9) on @xyflow/react, laid out by dagre: left to right, node size and zoom range
 * by window width, edges animated while the tree grows. Reading only: no scroll, double-click or pinch zoom, nodes
 * cannot be dragged, and dragging anywhere pans. This module (and the two libraries) loads only when the panel
 * shows the flow (see ideation-flow-tab.tsx).
 */
import "@xyflow/react/dist/style.css";
import { type Edge, ReactFlow, ReactFlowProvider, useReactFlow, useStore } from "@xyflow/react";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { useWindowWidth } from "@/components/ui/use-window-width";
import { type IdeaTree, ideaEdges, lineageOf } from "@/lib/domain/task/idea-tree";
import { graphNodeSize, graphZoomLimits, WIDE_WINDOW_PX } from "./idea-graph-size";
import { ideaGraphLayout } from "./idea-graph-layout";
import { type Box, treeBounds, treeViewport } from "./idea-graph-view";
import { IdeaGraphFocusContext, useIdeaGraphFocus } from "./idea-graph-focus";
import { type IdeaFlowNode, IdeaFlowNodeView } from "./idea-flow-node";

export type IdeaFlowGraphProps = {
  tree: IdeaTree;
  /** Edges animate while the tree still grows. */
  growing: boolean;
  taskId: string;
};

const nodeTypes = { idea: IdeaFlowNodeView };
const EDGE_COLOUR = { normal: "#a5b4fc", highlighted: "#4f46e5" } as const;

export default function IdeaFlowGraph(props: IdeaFlowGraphProps) {
  return (
    <ReactFlowProvider>
      <IdeaFlow {...props} />
    </ReactFlowProvider>
  );
}

function IdeaFlow({ tree, growing, taskId }: IdeaFlowGraphProps) {
  const windowWidth = useWindowWidth();
  const size = graphNodeSize(windowWidth);
  const { minZoom, maxZoom } = graphZoomLimits(windowWidth);
  const focus = useIdeaGraphFocus();
  const listed = tree.ideaList !== undefined;
  // Set once the reader pans: the view then stays where they put it (programmatic moves come without an event).
  const readerMoved = useRef(false);

  const links = useMemo(() => ideaEdges(tree), [tree]);
  const positions = useMemo(() => ideaGraphLayout([...tree.nodes.keys()], links, size), [tree, links, size]);
  const bounds = useMemo(() => treeBounds(positions.values(), size), [positions, size]);
  const lineage = useMemo(() => (focus.hovered && tree.nodes.has(focus.hovered) ? lineageOf(tree, focus.hovered) : undefined), [tree, focus.hovered]);

  const nodes = useMemo(
    (): IdeaFlowNode[] =>
      [...tree.nodes.values()].map((idea) => ({
        id: idea.id,
        type: "idea",
        position: positions.get(idea.id) ?? { x: 0, y: 0 },
        width: size.width,
        height: size.height,
        data: { idea, lineage: lineage && (lineage.has(idea.id) ? "highlighted" : "dimmed"), listed, taskId, wide: windowWidth > WIDE_WINDOW_PX },
      })),
    [tree, positions, size, lineage, listed, taskId, windowWidth],
  );
  const edges = useMemo(
    (): Edge[] =>
      links.map(({ source, target }) => {
        const inLineage = lineage === undefined ? undefined : lineage.has(source) && lineage.has(target);
        return {
          id: `${source}->${target}`,
          source,
          target,
          animated: growing,
          style: {
            stroke: inLineage ? EDGE_COLOUR.highlighted : EDGE_COLOUR.normal,
            strokeWidth: inLineage ? 2 : 1.5,
            opacity: inLineage === false ? 0.25 : 1,
          },
        };
      }),
    [links, growing, lineage],
  );

  return (
    <IdeaGraphFocusContext.Provider value={focus}>
      <div role="group" aria-label="Ideation flow graph" className="min-h-0 flex-1">
        <ReactFlow
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          minZoom={minZoom}
          maxZoom={maxZoom}
          zoomOnScroll={false}
          zoomOnDoubleClick={false}
          zoomOnPinch={false}
          panOnDrag
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          panActivationKeyCode={null}
          deleteKeyCode={null}
          selectionKeyCode={null}
          multiSelectionKeyCode={null}
          onPaneClick={focus.close}
          onMoveStart={(event) => {
            if (event) readerMoved.current = true;
          }}
        >
          <FollowGrowth bounds={bounds} count={nodes.length} minZoom={minZoom} maxZoom={maxZoom} readerMoved={readerMoved} />
        </ReactFlow>
      </div>
    </IdeaGraphFocusContext.Provider>
  );
}

/**
 * Keeps a growing tree in view (idea-graph-view.ts: fitted, or from its root when the allowed zoom cannot fit it):
 * on first showing, when the panel's size changes and as the tree grows, until the reader moves it themselves
 * (their place then matters more than the newest node).
 */
function FollowGrowth({
  bounds,
  count,
  minZoom,
  maxZoom,
  readerMoved,
}: {
  bounds?: Box;
  count: number;
  minZoom: number;
  maxZoom: number;
  readerMoved: RefObject<boolean>;
}) {
  const flow = useReactFlow();
  const width = useStore((state) => state.width);
  const height = useStore((state) => state.height);
  // What the view was last placed for: polls hand over equal trees, which must not move (or animate) anything.
  const placed = useRef<{ key: string; count: number } | undefined>(undefined);
  useEffect(() => {
    if (readerMoved.current || !bounds || width === 0 || height === 0) return;
    const key = [bounds.x, bounds.y, bounds.width, bounds.height, width, height, minZoom, maxZoom].join();
    if (placed.current?.key === key) return;
    // Only growth glides; the first placement and a resized panel jump, so the view is never caught mid-move.
    const grew = placed.current !== undefined && count > placed.current.count;
    placed.current = { key, count };
    void flow.setViewport(treeViewport(bounds, { width, height }, { minZoom, maxZoom }), { duration: grew ? 200 : 0 });
  }, [bounds, count, width, height, flow, minZoom, maxZoom, readerMoved]);
  return null;
}
