"use client";

/**
 * Mounts the upgrade prompts once for the app and registers them on the dialog bus, where the §8 error policy opens
 * them for codes 5016 and 5019 (lib/client/api/error-policy.ts). The dialog's code loads on its first opening.
 */
import dynamic from "next/dynamic";
import { useCallback, useEffect, useState } from "react";
import type { UpgradePrompt } from "@/components/modals/upgrade-prompt-dialog";
import { WaitingForCode } from "@/components/ui/waiting-for-code";
import { registerDialog } from "@/lib/client/shell/dialogs";
import { importRetrying } from "@/lib/client/shell/import-retrying";

const UpgradePromptDialog = dynamic(
  () => importRetrying(() => import("@/components/modals/upgrade-prompt-dialog")).then((module) => module.UpgradePromptDialog),
  { ssr: false, loading: () => <WaitingForCode /> },
);

export function UpgradePromptHost() {
  const [prompt, setPrompt] = useState<UpgradePrompt | null>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const show = (next: UpgradePrompt) => () => {
      setPrompt(next);
      setOpen(true);
    };
    const close = () => setOpen(false);
    const unregisterCredit = registerDialog("insufficientCredit", show("insufficientCredit"), close);
    const unregisterCodeAgent = registerDialog("freeUserCodeAgent", show("freeUserCodeAgent"), close);
    return () => {
      unregisterCredit();
      unregisterCodeAgent();
    };
  }, []);

  const onOpenChange = useCallback((next: boolean) => setOpen(next), []);
  return prompt ? <UpgradePromptDialog prompt={prompt} open={open} onOpenChange={onOpenChange} /> : null;
}
