"use client";

/**
 * The home screen (spec §2 Home screen) for /chat and the agent variants: intro (greeting and rotating tagline),
 * the task input with its agent chips, and 'Explore use cases'. The intro folds away while the use cases scroll.
 */
import { memo, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { AttachmentButton } from "@/components/attachments/attachment-button";
import { AttachmentList } from "@/components/attachments/attachment-list";
import { holdWhileUploading } from "@/components/attachments/uploads-pending";
import { TaskInput } from "@/components/chat-input/task-input";
import type { AgentId } from "@/lib/contract/agents";
import type { UseCaseExample } from "@/lib/contract/entities/ui";
import { onClearHomeInput } from "@/lib/client/shell/home-input-events";
import { allowedOnThisScreen } from "@/lib/client/shell/mobile-guard";
import { useAttachments } from "@/lib/client/uploads/use-attachments";
import { AgentChips } from "./agent-chips";
import { HomeIntro } from "./home-intro";
import { agentOfExample } from "./use-case-examples";
import { UseCases, type UseCasesProps } from "./use-cases";
import { useHomeAddress } from "./use-home-address";
import { useHomeSubmit } from "./use-home-submit";
import { useIntroVisibility } from "./use-intro-visibility";

/**
 * The composer's text lives in HomeScreen, so every key re-renders it; what sits beside the composer is memoized with
 * stable props so a key re-renders neither it nor, above all, the examples' Suspense boundary. That boundary hydrates
 * after the input, in a render that yields (TBT, issue 22 item 3; it never suspends), and a boundary still dehydrated
 * when new props reach it is hydrated at once, inside the key's event: the first key's processing time in bench:inp.
 */
const UseCasesSection = memo(function UseCasesSection(props: UseCasesProps) {
  return (
    <Suspense fallback={null}>
      <UseCases {...props} />
    </Suspense>
  );
});
const StableAgentChips = memo(AgentChips);

export function HomeScreen({ initialAgent }: { initialAgent: AgentId | null }) {
  const [text, setText] = useState("");
  const [agent, setAgent] = useState<AgentId | null>(initialAgent);
  const [list, setList] = useState<AgentId>(initialAgent ?? "deepSurvey");
  const scrollerRef = useRef<HTMLDivElement>(null);
  const intro = useIntroVisibility(scrollerRef);
  useHomeAddress(agent);

  const chooseAgent = useCallback((next: AgentId | null) => {
    setAgent(next);
    // Clearing the agent also clears the attached files (spec §4): useAttachments watches agentSelected.
    if (next) setList(next);
  }, []);

  const clear = useCallback(() => {
    setText("");
    chooseAgent(null);
  }, [chooseAgent]);
  useEffect(() => onClearHomeInput(clear), [clear]);

  const restore = useCallback(
    (query: string, restored: AgentId | null) => {
      setText(query);
      chooseAgent(restored);
    },
    [chooseAgent],
  );
  const { submit, submitting } = useHomeSubmit({ onSent: clear, onRestore: restore });
  const attachments = useAttachments({ agentSelected: agent !== null, submitting });

  function send() {
    if (holdWhileUploading(attachments)) return;
    submit({ query: text, agent, fileIds: attachments.fileIds });
  }

  const toggleChip = useCallback(
    (chip: AgentId) => {
      if (!allowedOnThisScreen()) return;
      chooseAgent(agent === chip ? null : chip);
    },
    [agent, chooseAgent],
  );

  const pickExample = useCallback(
    (example: UseCaseExample) => {
      if (!allowedOnThisScreen()) return;
      setText(example.content);
      chooseAgent(agentOfExample(example));
    },
    [chooseAgent],
  );

  return (
    <div className="flex h-full flex-col overflow-hidden">
      <div className={`mx-auto w-full max-w-3xl shrink-0 px-4 desk:px-8 ${intro.visible ? "pt-[clamp(2rem,10vh,7rem)]" : "pt-6"}`}>
        <HomeIntro visible={intro.visible} onOpen={intro.open} />
        <TaskInput
          value={text}
          onValueChange={setText}
          agent={agent}
          onAgentChange={chooseAgent}
          onSubmit={send}
          submitting={submitting}
          autoFocus
          attachments={attachments.files.length > 0 ? <AttachmentList attachments={attachments} /> : undefined}
          attachmentButton={<AttachmentButton attachments={attachments} />}
        />
        <div className="mt-4 pb-6">
          <StableAgentChips selected={agent} onToggle={toggleChip} />
        </div>
      </div>
      <div ref={scrollerRef} data-testid="use-cases-scroller" className="min-h-0 flex-1 overflow-y-auto border-t border-surface-line/70">
        <div className="mx-auto w-full max-w-5xl px-4 pt-6 pb-12 desk:px-8">
          <UseCasesSection list={list} onListChange={setList} onPick={pickExample} />
        </div>
      </div>
    </div>
  );
}
