/** One cell by kind. Markdown (and heading) cells go through the reports' safe Markdown pipeline, raw cells stay text. */
import { Markdown } from "@/components/markdown/markdown";
import type { NotebookCellView } from "@/lib/domain/notebook/notebook-view-model";
import { CellRow } from "./cell-row";
import { CodeCell } from "./code-cell";
import { UnsupportedNotice } from "./unsupported-notice";

export function NotebookCell({ cell }: { cell: NotebookCellView }) {
  switch (cell.kind) {
    case "code":
      return <CodeCell cell={cell} />;
    case "markdown":
      return (
        <CellRow prompt="">
          <Markdown text={cell.text} />
        </CellRow>
      );
    case "raw":
      return (
        <CellRow prompt="">
          <pre className="overflow-x-auto font-mono text-[13px] leading-5 whitespace-pre-wrap break-words text-neutral-700">{cell.text}</pre>
        </CellRow>
      );
    case "unsupported":
      return (
        <CellRow prompt="">
          <UnsupportedNotice message={cell.message} />
        </CellRow>
      );
  }
}
