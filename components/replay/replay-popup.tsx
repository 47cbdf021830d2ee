"use client";

/**
 * The replay popup (spec §2 "Modals and popups", issue 21): a floating card at the bottom centre of the session
 * page in replay mode. While the replay runs: 'Replying...' with 'Skip to final result' and 'Clone and continue';
 * once it has finished: 'Task replay completed.' with 'Clone and continue'.
 */
import { Button } from "@/components/ui/button";
import type { ReplayView } from "@/lib/client/chat-session/replay-player";
import { useCloneAndContinue } from "./use-clone-and-continue";

export function ReplayPopup({ replay, sessionId }: { replay: ReplayView; sessionId: string }) {
  const { cloneAndContinue, cloning } = useCloneAndContinue(sessionId);
  const running = replay.status === "playing";
  return (
    <div
      role="dialog"
      aria-label="Task replay"
      className="fixed bottom-6 left-1/2 z-40 flex -translate-x-1/2 items-center gap-4 rounded-xl border border-surface-line bg-white py-3 pr-3 pl-5 shadow-lg max-sm:w-[calc(100%-2rem)] max-sm:flex-wrap"
    >
      <p role="status" className="flex items-center gap-2 text-sm font-medium whitespace-nowrap text-neutral-800">
        {running ? <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brand" /> : null}
        {running ? "Replying..." : "Task replay completed."}
      </p>
      <div className="flex items-center gap-2">
        {running ? (
          <Button variant="secondary" className="h-9" onClick={replay.skip}>
            Skip to final result
          </Button>
        ) : null}
        <Button className="h-9" busy={cloning} onClick={cloneAndContinue}>
          Clone and continue
        </Button>
      </div>
    </div>
  );
}
