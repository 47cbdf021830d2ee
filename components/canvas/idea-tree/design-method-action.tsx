"use client";

/**
 * 'Design method' on an idea (issue 18 item 4): starts a Method Design task in the same session with the idea as
 * its brief. Offered only to the session's owner. While the chat is locked the button still answers, with the
 * spec's 'please wait' notice, as a Method Design request typed into the locked chat does (spec §4).
 */
import { useState } from "react";
import { Spinner } from "@/components/ui/button";
import { showToast } from "@/lib/client/shell/toast-store";
import { METHOD_DESIGN_BUSY_MESSAGE } from "@/lib/domain/chat/chat-thread";
import { DESIGN_METHOD_LABEL } from "@/lib/domain/task/hand-off";
import type { IdeaTreeNode } from "@/lib/domain/task/idea-tree";
import { useHandOff } from "../use-hand-off";

export function DesignMethodAction({ taskId, idea }: { taskId: string; idea: IdeaTreeNode }) {
  const { controller, availability } = useHandOff(taskId);
  const [starting, setStarting] = useState(false);
  if (!controller || availability === "hidden") return null;

  async function design() {
    if (!controller || starting) return;
    if (availability === "busy") {
      showToast("warning", METHOD_DESIGN_BUSY_MESSAGE);
      return;
    }
    setStarting(true);
    try {
      await controller.designMethod({ taskId, summary: idea.summary, description: idea.description, references: idea.references });
    } finally {
      setStarting(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void design()}
      disabled={starting}
      aria-busy={starting || undefined}
      className="nodrag nopan inline-flex h-8 items-center gap-1.5 rounded-lg bg-brand px-3 text-xs font-semibold text-white shadow-xs hover:bg-brand/90 disabled:cursor-not-allowed disabled:bg-brand/50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
    >
      {starting ? <Spinner className="size-3.5" /> : null}
      {DESIGN_METHOD_LABEL}
    </button>
  );
}
