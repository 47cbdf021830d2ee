"use client";

/**
 * The task input shared by the home screen and the session page (spec §4 Input): '@' alone opens the agent list,
 * the chosen agent shows as an '@Agent' tag, Enter sends, Shift+Enter is a new line, Backspace or Delete on
 * empty text removes the tag, and the text area grows (expandable from 10 lines). Narrow screens cannot start
 * tasks or pick agents (spec §5). A text area pastes plain text only, and a pasted lone '@' reaches onChange
 * like a typed one, so paste needs no handler of its own.
 */
import { useCallback, useId, useRef, type ChangeEvent, type KeyboardEvent, type ReactNode } from "react";
import { agentList, type AgentId } from "@/lib/contract/agents";
import { loadAnswerReading } from "@/lib/client/api/load-answer-reading";
import { allowedOnThisScreen } from "@/lib/client/shell/mobile-guard";
import { opensMentionList } from "@/lib/domain/chat/agent-mention";
import { canSend, isSendKey, removesAgentTag } from "@/lib/domain/chat/task-input";
import { AgentMentionList, mentionOptionId } from "./agent-mention-list";
import { AgentTag } from "./agent-tag";
import { placeholderFor } from "./placeholders";
import { SendControl } from "./send-control";
import { ExpandToggle } from "./expand-toggle";
import { useAgentMention } from "./use-agent-mention";
import { useAutoGrow } from "./use-auto-grow";
import { useFocusAfterMount } from "./use-focus-after-mount";

// Typing starts the moment the composer takes the focus, as the page hydrates, and the page's first answers then
// bring the contract's schemas (load-answer-reading.ts), whose set-up would land under the first keys. Started as this
// module boots, the load runs alongside hydration instead (bench:inp).
if (typeof window !== "undefined") loadAnswerReading().catch(() => undefined);

export type TaskInputProps = {
  value: string;
  onValueChange(v: string): void;
  agent: AgentId | null;
  onAgentChange(a: AgentId | null): void;
  onSubmit(): void;
  submitting: boolean;
  disabled?: boolean;
  /** The agent is working: send becomes Terminate. */
  locked?: boolean;
  onTerminate?(): void;
  header?: ReactNode;
  placeholder?: string;
  /** Rendered under the text. */
  attachments?: ReactNode;
  /** Rendered next to send. */
  attachmentButton?: ReactNode;
  autoFocus?: boolean;
};

export const TASK_INPUT_LABEL = "Ask your research question";

export function TaskInput(props: TaskInputProps) {
  const { value, onValueChange, agent, onAgentChange, onSubmit, submitting, disabled = false, locked = false } = props;
  const areaRef = useRef<HTMLDivElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const listId = useId();
  const hintId = useId();
  const grow = useAutoGrow(textRef, value);
  useFocusAfterMount(textRef, props.autoFocus);

  const select = useCallback(
    (index: number) => {
      const chosen = agentList[index];
      if (!chosen) return;
      onValueChange("");
      if (allowedOnThisScreen()) onAgentChange(chosen.id);
      textRef.current?.focus();
    },
    [onAgentChange, onValueChange],
  );
  const mention = useAgentMention({ areaRef, count: agentList.length, onSelect: select });

  function send() {
    if (locked || submitting || disabled || !canSend(value)) return;
    if (!allowedOnThisScreen()) return;
    onSubmit();
  }

  function onChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const next = event.target.value;
    onValueChange(next);
    if (opensMentionList(next)) {
      if (allowedOnThisScreen()) mention.show();
    } else if (mention.open) {
      mention.hide();
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME's confirming Enter belongs to the IME, list or not.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (mention.handleKey(event.key)) return event.preventDefault();
    if (agent !== null && removesAgentTag(event.key, value)) {
      event.preventDefault();
      return onAgentChange(null);
    }
    const press = { key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing, keyCode: event.keyCode };
    if (isSendKey(press)) {
      event.preventDefault();
      send();
    }
  }

  const highlightedAgent = mention.open ? agentList[mention.highlighted] : undefined;
  return (
    <div className="w-full">
      {props.header}
      <div
        className={`rounded-2xl border bg-white shadow-sm transition focus-within:border-brand/60 focus-within:ring-4 focus-within:ring-brand/10 ${
          disabled ? "border-surface-line opacity-70" : "border-surface-line"
        }`}
      >
        <div ref={areaRef} className="relative flex items-start gap-2 px-4 pt-3.5">
          {agent !== null ? <AgentTag agent={agent} removable={!disabled} onRemove={() => onAgentChange(null)} /> : null}
          <label htmlFor={`${listId}-text`} className="sr-only">
            {TASK_INPUT_LABEL}
          </label>
          <textarea
            id={`${listId}-text`}
            ref={textRef}
            rows={2}
            value={value}
            disabled={disabled}
            placeholder={props.placeholder ?? placeholderFor(agent)}
            aria-describedby={hintId}
            aria-controls={mention.open ? listId : undefined}
            aria-activedescendant={highlightedAgent ? mentionOptionId(listId, highlightedAgent) : undefined}
            onChange={onChange}
            onKeyDown={onKeyDown}
            className="block min-h-[2lh] w-full flex-1 resize-none bg-transparent py-0.5 text-[0.95rem] leading-6 text-neutral-900 outline-none placeholder:text-neutral-500 disabled:cursor-not-allowed"
          />
          {mention.open ? (
            <AgentMentionList id={listId} agents={agentList} highlighted={mention.highlighted} onHighlight={mention.highlight} onSelect={mention.choose} />
          ) : null}
        </div>
        {props.attachments ? <div className="px-4 pt-2">{props.attachments}</div> : null}
        <div className="flex items-center justify-between gap-3 px-3 pt-2 pb-3">
          <p id={hintId} className="truncate pl-1 text-xs text-neutral-500">
            <span className="hidden sm:inline">Type @ to choose an agent · Enter to send · Shift+Enter for a new line</span>
          </p>
          <div className="flex shrink-0 items-center gap-1.5">
            {grow.expandable ? <ExpandToggle expanded={grow.expanded} onToggle={grow.toggleExpanded} /> : null}
            {props.attachmentButton}
            <SendControl
              locked={locked}
              busy={submitting}
              disabled={disabled || !canSend(value)}
              onSend={send}
              onTerminate={props.onTerminate}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
