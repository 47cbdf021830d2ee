"use client";

/**
 * The join-lab confirm (spec §2 Modals, §6): a signed-in user who opens /upgrade?inviteId= is asked whether to join
 * the inviter's lab, unless they already joined one by invitation. Closing it leaves a banner to ask again; a
 * decision (join, or joined already) takes inviteId off the address so a reload does not ask twice.
 */
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CreditData } from "@/lib/contract/entities/user";
import { joinLab } from "@/lib/client/account/lab-calls";
import { showToast } from "@/lib/client/shell/toast-store";
import { showsJoinPrompt } from "@/lib/domain/account/lab-invite";
import { UPGRADE_PAGE_PATH } from "@/components/modals/upgrade-prompt-dialog";
import { ConfirmDialog } from "./confirm-dialog";

export type JoinLabPromptProps = { inviteId: string | null; email: string | null; credit: CreditData | undefined };

export function JoinLabPrompt({ inviteId, email, credit }: JoinLabPromptProps) {
  const router = useRouter();
  const pathname = usePathname();
  const asks = showsJoinPrompt(inviteId, credit);
  // Asked as soon as the credit data says so; closing it without joining leaves the banner's button.
  const [dismissed, setDismissed] = useState(false);
  const [joined, setJoined] = useState(false);

  if (inviteId === null || !asks || joined) return null;
  const invitation = inviteId;
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-brand/20 bg-brand-soft px-5 py-4">
        <p className="text-sm text-brand-ink">You have been invited to join a lab and share its credits.</p>
        <Button onClick={() => setDismissed(false)}>Join lab</Button>
      </div>
      <ConfirmDialog
        open={!dismissed}
        onOpenChange={(open) => setDismissed(!open)}
        title="Join the lab?"
        description={
          <>
            Your tasks will use the lab&apos;s shared credits from now on.
            {email ? ` This invitation was sent to ${email}.` : null}
          </>
        }
        confirmLabel="Join"
        onConfirm={async () => {
          await joinLab(invitation);
          setJoined(true);
          showToast("success", "You joined the lab");
          router.replace(pathname ?? UPGRADE_PAGE_PATH);
        }}
      />
    </>
  );
}
