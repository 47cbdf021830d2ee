"use client";

/**
 * Mounts the GPU confirmation once for the app and registers it on the dialog bus, so lib/client/gpu-confirm's
 * `confirmGpu()` can ask from the submit flow and the chat session. The dialog's code loads on its first question.
 */
import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import { registerDialog } from "@/lib/client/shell/dialogs";
import { answerGpu, type GpuAnswer } from "@/lib/client/chat-session/gpu-confirm";
import { importRetrying } from "@/lib/client/shell/import-retrying";

const GpuConfirmDialog = dynamic(() => importRetrying(() => import("@/components/modals/gpu-confirm-dialog")).then((module) => module.GpuConfirmDialog), {
  ssr: false,
  loading: () => <WaitingForCode />,
});

export function GpuConfirmHost() {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);

  useEffect(
    () =>
      registerDialog(
        "gpuConfirm",
        () => {
          setUsed(true);
          setOpen(true);
        },
        () => setOpen(false),
      ),
    [],
  );

  const onAnswer = useCallback((answer: GpuAnswer) => {
    setOpen(false);
    answerGpu(answer);
  }, []);

  return used ? <GpuConfirmDialog open={open} onAnswer={onAnswer} /> : null;
}
