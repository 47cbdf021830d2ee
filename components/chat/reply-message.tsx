/** A streamed assistant reply: revealed by the streaming display, with a note when the reply failed. */
import { RevealedText } from "@/components/reveal/revealed-text";
import { Thoughts } from "@/components/reveal/thoughts";
import { BrandMark } from "@/components/ui/brand-mark";
import type { RevealView } from "@/lib/client/reveal/streaming-reveal";
import type { ReplyMessage as Reply } from "@/lib/domain/chat/chat-thread";

export function ReplyMessage({ message, view }: { message: Reply; view: RevealView | undefined }) {
  const content = view?.parts.find((part) => part.kind === "content");
  const waiting = message.status === "streaming" && (content?.shown ?? message.text.length) === 0;
  // A reply that only handed over to an agent has no words; its task message says it all.
  if (message.status === "finish" && message.text === "") return null;
  return (
    <article aria-label="Reply" className="flex gap-3">
      <BrandMark className="mt-0.5 size-6" />
      <div className="min-w-0 flex-1 text-sm leading-6 text-neutral-800">
        {message.reasoning ? <Thoughts text={message.reasoning} view={undefined} defaultOpen={false} /> : null}
        {waiting ? <TypingDots /> : null}
        <div className="break-words whitespace-pre-wrap">
          <RevealedText text={message.text} view={content} />
        </div>
        {message.status === "error" ? (
          <p className="mt-1.5 text-xs text-red-600">
            {message.text === "" ? "No reply arrived." : "The reply was interrupted."} {message.failure ?? "Please send your message again."}
          </p>
        ) : null}
      </div>
    </article>
  );
}

function TypingDots() {
  return (
    <span role="status" aria-label="Replying" className="inline-flex h-6 items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span key={delay} className="size-1.5 animate-bounce rounded-full bg-neutral-400" style={{ animationDelay: `${delay}ms` }} />
      ))}
    </span>
  );
}
