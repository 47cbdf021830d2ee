/**
 * One output of a code cell, by kind; a result (execute_result, pyout) carries Jupyter's "Out [n]:" prompt. A
 * block taller than 152 px folds under the collapse/expand cover.
 */
import { COLLAPSE_COVER_HEIGHT_PX, Foldable } from "@/components/canvas/process/foldable";
import { type NotebookOutputView } from "@/lib/domain/notebook/notebook-view-model";
import { AnsiText } from "./ansi-text";
import { CellRow } from "./cell-row";
import { RichOutput } from "./rich-output";
import { UnsupportedNotice } from "./unsupported-notice";

const foldLabels = { expand: "Expand output", collapse: "Collapse output" };
const preClassName = "overflow-x-auto rounded-md px-3 py-2 font-mono text-[13px] leading-5 whitespace-pre-wrap break-words";

function OutputBody({ output }: { output: NotebookOutputView }) {
  switch (output.kind) {
    case "stream":
      return (
        <pre aria-label={output.name} className={`${preClassName} ${output.name === "stderr" ? "bg-red-50 text-neutral-800" : "text-neutral-800"}`}>
          <AnsiText text={output.text} />
        </pre>
      );
    case "error":
      return (
        <pre aria-label={`Error: ${output.ename}`} className={`${preClassName} bg-red-50 text-neutral-800`}>
          <AnsiText text={output.traceback} />
        </pre>
      );
    case "rich":
      return <RichOutput output={output} />;
    case "script-skipped":
      return <p className="text-xs text-neutral-500 italic">JavaScript output is not run in this viewer.</p>;
    case "unsupported":
      return <UnsupportedNotice message={output.message} />;
  }
}

export function NotebookOutput({ output }: { output: NotebookOutputView }) {
  const prompt = output.kind === "rich" && output.prompt !== null ? `Out [${output.prompt}]:` : "";
  return (
    <CellRow prompt={prompt} promptClassName="text-orange-700">
      {/* Displayed outputs are inset like streams and code (outside the fold, so a 150 px plot is not folded). */}
      <div className={output.kind === "rich" ? "px-3 py-2" : undefined}>
        <Foldable maxHeightPx={COLLAPSE_COVER_HEIGHT_PX} labels={foldLabels} coverClassName="from-white">
          <OutputBody output={output} />
        </Foldable>
      </div>
    </CellRow>
  );
}
