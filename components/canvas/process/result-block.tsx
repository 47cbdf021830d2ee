/**
 * One tool result in the Process view: the tool's progress label, then its output. Code and console output is
 * monospaced under the 152 px cover; other results fold at 9 lines. Finish-tool results (reports, questions) are
 * Markdown, rendered safely.
 */
import { RevealedText } from "@/components/reveal/revealed-text";
import { Spinner } from "@/components/ui/button";
import type { RevealPartView } from "@/lib/client/reveal/streaming-reveal";
import type { ResultBlock as Block } from "@/lib/domain/task/trajectory-display";
import { COLLAPSE_COVER_HEIGHT_PX, Foldable } from "./foldable";
import { StreamedMarkdown } from "./streamed-markdown";

const CODE_FOLD_LINES = 9;
/** Result text is 13 px on a 20 px line (`leading-5`) inside 8 px of padding above and below. */
const RESULT_LINE_HEIGHT_PX = 20;
const RESULT_PADDING_Y_PX = 16;

export function ResultBlock({ block, view, waiting }: { block: Block; view: RevealPartView | undefined; waiting: boolean }) {
  const hasText = block.content !== "" && (view?.shown ?? block.content.length) > 0;
  return (
    <div className="min-w-0">
      {block.showHeader ? (
        <p className="flex items-center gap-1.5 text-xs font-semibold text-neutral-700">
          {block.pending && waiting ? <Spinner className="size-3 text-brand" /> : <span aria-hidden="true" className="size-1.5 rounded-full bg-brand/60" />}
          {block.headerText}
        </p>
      ) : null}
      {hasText ? (
        <div className="mt-1.5">
          {block.isCode ? (
          <Foldable maxHeightPx={COLLAPSE_COVER_HEIGHT_PX} labels={{ expand: "Expand", collapse: "Collapse" }} coverClassName="from-neutral-900">
            <pre className="overflow-x-auto rounded-lg bg-neutral-900 px-3 py-2 font-mono text-xs leading-5 whitespace-pre-wrap text-neutral-100">
              <RevealedText text={block.content} view={view} />
            </pre>
          </Foldable>
        ) : (
          <Foldable
            maxHeightPx={CODE_FOLD_LINES * RESULT_LINE_HEIGHT_PX + RESULT_PADDING_Y_PX}
            labels={{ expand: "Show more", collapse: "Show less" }}
            coverClassName="from-surface-muted"
          >
            {block.isMarkdown ? (
              <div className="rounded-lg bg-surface-muted px-3 py-2">
                <StreamedMarkdown text={block.content} view={view} />
              </div>
            ) : (
              <div className="rounded-lg bg-surface-muted px-3 py-2 text-[13px] leading-5 break-words whitespace-pre-wrap text-neutral-700">
                <RevealedText text={block.content} view={view} />
              </div>
            )}
          </Foldable>
          )}
        </div>
      ) : null}
    </div>
  );
}
