"use client";

/**
 * The invitation block (spec §2 Upgrade page, §6, §9 "the invite link can be used only once; credits are shared
 * with the labmate after approval"): an Ultra (lab) owner invites labmates by link and removes them after a
 * confirm; a labmate who joined sees whose credits they share; others learn that labs come with Ultra.
 */
import { useState } from "react";
import { LinkField } from "@/components/ui/link-field";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/modals/form-alert";
import { UserLevelSource } from "@/lib/contract/constants";
import type { CreditData, InviteInfo } from "@/lib/contract/entities/user";
import { removeLabmate, useLabmates } from "@/lib/client/account/lab-calls";
import { inviteButtonLabel } from "@/lib/domain/account/lab-invite";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyNote, LoadingRows, UpgradeSection } from "./upgrade-section";
import { useInviteLink } from "./use-invite-link";

function labmateName(labmate: InviteInfo): string {
  return labmate.email ?? labmate.userName ?? `User ${labmate.userId}`;
}

function InviteLink() {
  const { state, press } = useInviteLink();
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        {state.step !== "init" ? (
          <LinkField label="Invite link" url={state.url} className="flex-1" />
        ) : null}
        <Button variant={state.step === "init" ? "primary" : "secondary"} busy={state.pending} onClick={press} className="min-w-36">
          {inviteButtonLabel[state.step]}
        </Button>
      </div>
      {state.step !== "init" ? <p className="mt-2 text-xs text-neutral-500">The link can be used once. Send one link per labmate.</p> : null}
      <FormAlert message={state.failure} />
    </div>
  );
}

function Labmates() {
  const { data, error, isLoading } = useLabmates(true);
  const [removing, setRemoving] = useState<InviteInfo | null>(null);
  if (isLoading) return <LoadingRows label="Loading labmates" rows={2} />;
  const labmates = data?.inviteInfoList ?? [];
  if (error || labmates.length === 0) return <EmptyNote>No labmates yet. Invite one to share your credits.</EmptyNote>;
  return (
    <>
      <ul aria-label="Labmates" className="divide-y divide-surface-line rounded-xl border border-surface-line">
        {labmates.map((labmate) => (
          <li key={String(labmate.userId)} className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm">
            <span className="min-w-0 truncate text-neutral-800">{labmateName(labmate)}</span>
            <Button variant="ghost" onClick={() => setRemoving(labmate)} aria-label={`Remove ${labmateName(labmate)}`}>
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title="Remove labmate"
        description={removing ? `${labmateName(removing)} will no longer share your lab's credits.` : ""}
        confirmLabel="Remove"
        onConfirm={async () => {
          if (removing) await removeLabmate(String(removing.userId));
        }}
      />
    </>
  );
}

export function InvitationBlock({ credit }: { credit: CreditData | undefined }) {
  if (!credit) return null;
  const member = credit.userLevelSouce === UserLevelSource.invite;
  const owner = credit.userLevel === "lab" && !member;
  return (
    <UpgradeSection title="Invite labmates">
      {owner ? (
        <div className="space-y-5">
          <p className="text-sm text-neutral-600">Labmates you invite share your Ultra plan&apos;s credits once they accept.</p>
          <InviteLink />
          <Labmates />
        </div>
      ) : (
        <p className="text-sm text-neutral-600">
          {member
            ? "You are a labmate: your tasks use your lab's shared credits."
            : "Invite labmates to share credits on the Ultra plan."}
        </p>
      )}
    </UpgradeSection>
  );
}
