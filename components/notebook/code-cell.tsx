/** A code cell: "In [n]:", the highlighted source (folded past 152 px), then its outputs in order. */
import { COLLAPSE_COVER_HEIGHT_PX, Foldable } from "@/components/canvas/process/foldable";
import { type NotebookCellView } from "@/lib/domain/notebook/notebook-view-model";
import { CellRow } from "./cell-row";
import { HighlightedCode } from "./highlighted-code";
import { NotebookOutput } from "./notebook-output";

const foldLabels = { expand: "Expand code", collapse: "Collapse code" };

export function CodeCell({ cell }: { cell: Extract<NotebookCellView, { kind: "code" }> }) {
  return (
    <div className="flex flex-col gap-1.5">
      <CellRow prompt={`In [${cell.prompt ?? " "}]:`} promptClassName="text-brand">
        <div aria-label="Code" role="group" className="rounded-lg border border-surface-line bg-surface-muted">
          <Foldable maxHeightPx={COLLAPSE_COVER_HEIGHT_PX} labels={foldLabels} coverClassName="from-surface-muted">
            <HighlightedCode source={cell.source} language={cell.language} />
          </Foldable>
        </div>
      </CellRow>
      {cell.outputs.map((output, index) => (
        // Outputs never reorder within a notebook version, so their position is a stable key.
        <NotebookOutput key={index} output={output} />
      ))}
    </div>
  );
}
