"use client";

/**
 * The two dialogs that send a user to the upgrade page (spec §2 Modals, §6, §8): insufficient credit (code 5016)
 * and the free plan's locked Auto Experiment (code 5019, 'Upgrade to unlock Auto expriment', the spec's spelling).
 * Upgrade opens /upgrade in a new tab (spec §2 Routes), so the task the user was writing stays where it is.
 */
import { Button } from "@/components/ui/button";
import { CrownIcon } from "@/components/ui/icons";
import { ModalFrame } from "./modal-frame";

export type UpgradePrompt = "insufficientCredit" | "freeUserCodeAgent";

const COPY: Readonly<Record<UpgradePrompt, { title: string; description: string }>> = {
  insufficientCredit: {
    title: "Insufficient credits",
    description: "Your credits cannot cover this task. Upgrade your plan to get more credits, then send it again.",
  },
  freeUserCodeAgent: {
    title: "Upgrade to unlock Auto expriment",
    description: "Auto Experiment is available on the Pro and Ultra plans. Upgrade to Pro or Ultra to run experiments.",
  },
};

export const UPGRADE_PAGE_PATH = "/upgrade";

export type UpgradePromptDialogProps = {
  prompt: UpgradePrompt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

export function UpgradePromptDialog({ prompt, open, onOpenChange }: UpgradePromptDialogProps) {
  const { title, description } = COPY[prompt];
  return (
    <ModalFrame open={open} onOpenChange={onOpenChange} title={title} description={description} widthClass="max-w-[440px]">
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={() => onOpenChange(false)} className="min-w-24">
          Not now
        </Button>
        <a
          href={UPGRADE_PAGE_PATH}
          target="_blank"
          rel="noopener"
          onClick={() => onOpenChange(false)}
          className="inline-flex h-11 min-w-24 items-center justify-center gap-2 rounded-lg bg-brand px-4 text-sm font-semibold text-white shadow-sm hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
        >
          <CrownIcon className="size-4" />
          Upgrade
        </a>
      </div>
    </ModalFrame>
  );
}
