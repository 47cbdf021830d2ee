/** A logic message: text the agent needs the user to read and answer, such as a clarification question (spec §4). */
import type { LogicMessage as Logic } from "@/lib/domain/chat/chat-thread";

export function LogicMessage({ message }: { message: Logic }) {
  return (
    <div className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm leading-6 break-words whitespace-pre-wrap text-amber-950">
      {message.text}
    </div>
  );
}
