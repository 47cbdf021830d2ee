"use client";

/**
 * 'Run this experiment' on a finished Method Design report (issue 17 item 2): starts an Auto Experiment task in the
 * same session with the report as its brief, through the session's controller (the same GPU question as a send).
 * It is offered only to the session's owner, and waits while the chat is busy with a reply or another task.
 */
import { useState } from "react";
import { Spinner } from "@/components/ui/button";
import { type ExperimentBriefInput, RUN_EXPERIMENT_LABEL } from "@/lib/domain/task/hand-off";
import { useHandOff } from "../use-hand-off";

export type RunExperimentActionProps = ExperimentBriefInput & {
  /** The finished Method Design task. */
  taskId: string;
  /** All of the report shows. */
  ready: boolean;
};

export function RunExperimentAction({ taskId, report, cited, ready }: RunExperimentActionProps) {
  const { controller, availability } = useHandOff(taskId);
  const [starting, setStarting] = useState(false);
  if (!controller || availability === "hidden") return null;

  async function run() {
    if (!controller || starting) return;
    setStarting(true);
    try {
      await controller.runExperiment({ taskId, report, cited });
    } finally {
      setStarting(false);
    }
  }

  return (
    <button
      type="button"
      onClick={() => void run()}
      disabled={!ready || starting || availability === "busy"}
      aria-busy={starting || undefined}
      className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-brand px-3 text-xs font-semibold text-white shadow-xs hover:bg-brand/90 disabled:cursor-not-allowed disabled:bg-brand/50 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand"
    >
      {starting ? <Spinner className="size-3.5" /> : null}
      {RUN_EXPERIMENT_LABEL}
    </button>
  );
}
