"use client";

/**
 * One idea in the Ideation Flow: a skeleton while loading, its summary once complete, marked when final. The node is
 * a button (Tab reaches it; Enter or Space opens its popover, Escape closes it); the popover shows the summary,
 * description and references, and Design method once the idea list has arrived (spec §2).
 */
import { Handle, type Node, type NodeProps, NodeToolbar, Position } from "@xyflow/react";
import { useContext } from "react";
import type { IdeaTreeNode } from "@/lib/domain/task/idea-tree";
import { DesignMethodAction } from "./design-method-action";
import { IdeaGraphFocusContext } from "./idea-graph-focus";
import { IdeaReferences } from "./idea-references";

export type IdeaFlowNodeData = {
  idea: IdeaTreeNode;
  /** Under a held hover: whether the idea is in the hovered idea's lineage. */
  lineage: "highlighted" | "dimmed" | undefined;
  /** The idea list has arrived: the popover offers Design method. */
  listed: boolean;
  taskId: string;
  wide: boolean;
};
export type IdeaFlowNode = Node<IdeaFlowNodeData, "idea">;

const stateClass = {
  loading: "border-surface-line bg-white",
  complete: "border-brand/30 bg-white",
  final: "border-emerald-500 bg-emerald-50 ring-2 ring-emerald-500/30",
} as const;

export function IdeaFlowNodeView({ id, data }: NodeProps<IdeaFlowNode>) {
  const focus = useContext(IdeaGraphFocusContext);
  const { idea, lineage, listed, taskId, wide } = data;
  const state = idea.final ? "final" : idea.complete ? "complete" : "loading";
  const open = focus?.open === id;
  const label = idea.summary || "Idea";
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} className="!border-0 !bg-transparent" />
      <button
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-busy={state === "loading" || undefined}
        data-state={state}
        data-lineage={lineage}
        onMouseEnter={() => focus?.pointerEnter(id)}
        onMouseLeave={() => focus?.pointerLeave()}
        onClick={() => focus?.toggle(id)}
        onKeyDown={(event) => {
          if (event.key === "Escape") focus?.close();
        }}
        // React Flow turns pointer events off on nodes that are neither selectable nor draggable; the hover needs them.
        className={`pointer-events-auto flex size-full items-center overflow-hidden rounded-lg border px-2 text-left shadow-xs transition-opacity duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand ${stateClass[state]} ${lineage === "dimmed" ? "opacity-25" : ""} ${lineage === "highlighted" ? "ring-2 ring-brand/60" : ""}`}
      >
        {state === "loading" ? (
          <span aria-hidden="true" className="w-full space-y-1.5">
            <span className="block h-2 w-4/5 animate-pulse rounded bg-neutral-200" />
            <span className="block h-2 w-3/5 animate-pulse rounded bg-neutral-200" />
          </span>
        ) : (
          <span className={`line-clamp-2 text-neutral-800 ${wide ? "text-sm leading-5" : "text-[10px] leading-[13px]"}`}>{label}</span>
        )}
      </button>
      <Handle type="source" position={Position.Right} isConnectable={false} className="!border-0 !bg-transparent" />
      <NodeToolbar isVisible={open} position={Position.Bottom} offset={8}>
        <div
          role="dialog"
          aria-label={`Idea: ${label}`}
          onMouseEnter={() => focus?.holdPopover()}
          onMouseLeave={() => focus?.pointerLeave()}
          onKeyDown={(event) => {
            if (event.key === "Escape") focus?.close();
          }}
          className="nodrag nopan nowheel w-80 max-w-[80vw] space-y-2 rounded-xl border border-surface-line bg-white p-3 text-left shadow-lg"
        >
          <p className="text-sm font-semibold text-neutral-900">{label}</p>
          {idea.description ? <p className="max-h-48 overflow-y-auto text-xs leading-5 whitespace-pre-line text-neutral-700">{idea.description}</p> : null}
          <IdeaReferences references={idea.references} />
          {listed ? <DesignMethodAction taskId={taskId} idea={idea} /> : null}
        </div>
      </NodeToolbar>
    </>
  );
}
