/**
 * One display message of the Process view: the assistant's thoughts, its text, then its tool results, each shown
 * once the streaming display has reached it (parts before it fully shown). Without a reveal view all of it shows.
 */
import { RevealedText } from "@/components/reveal/revealed-text";
import { Thoughts } from "@/components/reveal/thoughts";
import type { RevealView } from "@/lib/client/reveal/streaming-reveal";
import type { DisplayMessage } from "@/lib/domain/task/trajectory-display";
import { ResultBlock } from "./result-block";
import { RESULT_PART_OFFSET } from "./use-process-reveal";

export function ProcessMessage({ message, view, taskRunning }: { message: DisplayMessage; view: RevealView | undefined; taskRunning: boolean }) {
  const parts = view?.parts;
  const firstUnfinished = parts ? parts.findIndex((part) => part.shown < part.text.length) : -1;
  const reached = (index: number) => firstUnfinished < 0 || index <= firstUnfinished;
  const thinking = parts?.[0];
  const content = parts?.[1];
  return (
    <article aria-label={message.roleName === "assistant" ? "Agent step" : "Tool result"} className="flex flex-col gap-2">
      {message.thinkContent !== "" && (thinking?.shown ?? 1) > 0 ? (
        <Thoughts text={message.thinkContent} view={thinking} defaultOpen={view !== undefined && !view.done} />
      ) : null}
      {message.content !== "" && (content?.shown ?? 1) > 0 ? (
        <div className="text-sm leading-6 break-words whitespace-pre-wrap text-neutral-800">
          <RevealedText text={message.content} view={content} />
        </div>
      ) : null}
      {message.resultContent.map((block, index) =>
        reached(RESULT_PART_OFFSET + index) ? (
          <ResultBlock key={block.callId ?? index} block={block} view={parts?.[RESULT_PART_OFFSET + index]} waiting={taskRunning} />
        ) : null,
      )}
    </article>
  );
}
