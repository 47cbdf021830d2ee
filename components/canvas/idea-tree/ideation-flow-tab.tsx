"use client";

/**
 * Ideation Flow (spec §2): the idea tree as a graph. The graph code (@xyflow/react and dagre) loads when this tab
 * first shows, so neither the chat pages nor the other panels pay for it (issue 18: absent from first-load JS).
 */
import dynamic from "next/dynamic";
import { Spinner } from "@/components/ui/button";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import type { IdeaTree } from "@/lib/domain/task/idea-tree";

const IdeaFlowGraph = dynamic(() => importRetrying(() => import("./idea-flow-graph")), { ssr: false, loading: () => <GraphLoading /> });

export function IdeationFlowTab({ tree, growing, taskId }: { tree: IdeaTree; growing: boolean; taskId: string }) {
  if (tree.nodes.size === 0) {
    return (
      <p role="status" className="m-auto flex items-center gap-2 text-sm text-neutral-500">
        {growing ? <Spinner className="size-4 text-brand" /> : null}
        {growing ? "The first ideas are on their way." : "This run reported no ideas."}
      </p>
    );
  }
  return <IdeaFlowGraph tree={tree} growing={growing} taskId={taskId} />;
}

function GraphLoading() {
  return (
    <div role="status" aria-label="Loading the ideation flow" className="flex flex-1 items-center justify-center">
      <Spinner className="size-5 text-brand" />
    </div>
  );
}
