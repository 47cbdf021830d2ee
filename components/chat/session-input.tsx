"use client";

/**
 * The session page's input (spec §2, §4 "Chat flow"): its header says whether the product is working; while an
 * agent works the input is locked, its send control becomes Terminate and opens the terminate popup (with
 * Method Design chosen it only says 'please wait'); a tip bar may offer the next agent. Files attach to a message
 * for an agent as on the home screen, and go with its task; only the owner has this input (visitors cannot type).
 */
import dynamic from "next/dynamic";
import { useEffect, useState } from "react";
import { AttachmentButton } from "@/components/attachments/attachment-button";
import { AttachmentList } from "@/components/attachments/attachment-list";
import { holdWhileUploading } from "@/components/attachments/uploads-pending";
import { TaskInput } from "@/components/chat-input/task-input";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import type { AgentSuggestion, ChatSessionController } from "@/lib/client/chat-session/controller";
import { importRetrying } from "@/lib/client/shell/import-retrying";
import { useOpenedOnce } from "@/lib/client/shell/opened-once";
import { showToast } from "@/lib/client/shell/toast-store";
import { useAttachments } from "@/lib/client/uploads/use-attachments";
import type { AgentId } from "@/lib/contract/agents";
import {
  inputHeader,
  lockedSendAction,
  METHOD_DESIGN_BUSY_MESSAGE,
  type TipBarTask,
  tipBarOffer,
  type ThreadMessage,
  workingTask,
} from "@/lib/domain/chat/chat-thread";
import { TipBar } from "./tip-bar";

/** The terminate popup's code loads while an agent works (the only time it can open), not with the page. */
const loadTerminateDialog = () => importRetrying(() => import("./terminate-dialog"));
const TerminateDialog = dynamic(() => loadTerminateDialog().then((module) => module.TerminateDialog), { ssr: false, loading: () => <WaitingForCode /> });

export type SessionInputProps = {
  controller: ChatSessionController;
  messages: readonly ThreadMessage[];
  /** The followed tasks by id: the tip bar after a Deep Survey depends on its data and questions. */
  tasks: Readonly<Record<string, TipBarTask>>;
  replying: boolean;
  /** A reply is streaming or still being revealed, or an agent works. */
  busy: boolean;
  /** An agent to select, once per suggestion (after a clarification: Deep Survey, spec §4 "Chat flow"). */
  suggestedAgent?: AgentSuggestion;
};

export function SessionInput({ controller, messages, tasks, replying, busy, suggestedAgent }: SessionInputProps) {
  const [value, setValue] = useState("");
  const [agent, setAgent] = useState<AgentId | null>(null);
  const [adoptedSuggestion, setAdoptedSuggestion] = useState<string | undefined>(undefined);
  // Adjusted while rendering, not in an effect: each new suggestion selects its agent once, and the user may change it.
  if (suggestedAgent && suggestedAgent.key !== adoptedSuggestion) {
    setAdoptedSuggestion(suggestedAgent.key);
    setAgent(suggestedAgent.agent);
  }
  const [sending, setSending] = useState(false);
  const [terminateOpen, setTerminateOpen] = useState(false);
  const terminateOpened = useOpenedOnce(terminateOpen);
  const [dismissedTipFor, setDismissedTipFor] = useState<string | undefined>(undefined);
  const locked = workingTask(messages) !== undefined;
  useEffect(() => {
    if (locked) void loadTerminateDialog();
  }, [locked]);
  const lastId = messages.at(-1)?.id;
  const offer = locked ? undefined : tipBarOffer(messages, tasks);
  const attachments = useAttachments({ agentSelected: agent !== null, submitting: sending || replying });

  async function submit() {
    if (locked) {
      const action = lockedSendAction(messages, agent);
      if (action === "notice") showToast("warning", METHOD_DESIGN_BUSY_MESSAGE);
      else if (action === "terminate") setTerminateOpen(true);
      return;
    }
    if (value.trim() === "" || sending || replying || holdWhileUploading(attachments)) return;
    setSending(true);
    let sent = false;
    try {
      sent = await controller.send({ text: value, agent, fileIds: attachments.fileIds });
    } finally {
      // Whatever happens to the send, the input must not stay locked.
      setSending(false);
    }
    if (!sent) return;
    setValue("");
    // Clearing the agent also clears the attached files: useAttachments watches agentSelected.
    setAgent(null);
  }

  return (
    <div className="shrink-0 px-4 pt-1 pb-4">
      {offer && dismissedTipFor !== lastId ? (
        <TipBar
          agent={offer.agent}
          placeholder={offer.awaitingTask}
          onContinue={() => setAgent(offer.agent)}
          onDismiss={() => setDismissedTipFor(lastId)}
        />
      ) : null}
      <TaskInput
        value={value}
        onValueChange={setValue}
        agent={agent}
        onAgentChange={setAgent}
        onSubmit={() => void submit()}
        submitting={sending || replying}
        locked={locked}
        onTerminate={() => void submit()}
        header={<InputStatus busy={busy || locked} />}
        autoFocus
        attachments={attachments.files.length > 0 ? <AttachmentList attachments={attachments} /> : undefined}
        attachmentButton={<AttachmentButton attachments={attachments} />}
      />
      {terminateOpened ? <TerminateDialog open={terminateOpen} onOpenChange={setTerminateOpen} onTerminate={controller.terminate} /> : null}
    </div>
  );
}

function InputStatus({ busy }: { busy: boolean }) {
  return (
    <p role="status" className={`mb-2 flex items-center gap-2 px-1 text-xs font-medium ${busy ? "text-brand" : "text-neutral-500"}`}>
      <span aria-hidden="true" className={`size-1.5 rounded-full ${busy ? "animate-pulse bg-brand" : "bg-emerald-500"}`} />
      {inputHeader(busy)}
    </p>
  );
}
