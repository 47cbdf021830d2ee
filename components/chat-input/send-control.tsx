/** Send, or Terminate while the agent is working (spec §4 Input; spec §2 Terminate popup is the caller's). */
import { Spinner } from "@/components/ui/button";
import { ArrowUpIcon, StopIcon } from "@/components/ui/icons";

const ROUND = "flex size-9 items-center justify-center rounded-full transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand";

export function SendControl(props: { locked: boolean; busy: boolean; disabled: boolean; onSend: () => void; onTerminate?: () => void }) {
  if (props.locked) {
    return (
      <button type="button" aria-label="Terminate" title="Terminate" onClick={props.onTerminate} className={`${ROUND} bg-neutral-900 text-white hover:bg-neutral-700`}>
        <StopIcon className="size-4" />
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label="Send"
      aria-busy={props.busy || undefined}
      disabled={props.disabled || props.busy}
      onClick={props.onSend}
      className={`${ROUND} bg-brand text-white shadow-sm hover:bg-brand/90 disabled:cursor-not-allowed disabled:bg-neutral-200 disabled:text-neutral-400 disabled:shadow-none`}
    >
      {props.busy ? <Spinner className="size-4" /> : <ArrowUpIcon className="size-4.5" />}
    </button>
  );
}
