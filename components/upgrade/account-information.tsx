"use client";

/**
 * Account Information (spec §2 Upgrade page, §6): who is signed in, and the buttons Unsubscribe from Plan (only on a
 * paid plan not yet canceled, behind a confirm), Log out (back to /chat) and Reset Password (signed in only).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { CreditData, SessionUser } from "@/lib/contract/entities/user";
import { CANCELED_NEXT_MONTH_CREDITS, plans } from "@/lib/contract/constants";
import { logOutAndGoToChat } from "@/lib/client/account/auth-on-demand";
import { switchToFree } from "@/lib/client/account/lab-calls";
import { openDialog } from "@/lib/client/shell/dialogs";
import { showToast } from "@/lib/client/shell/toast-store";
import { canUnsubscribe, expiresInDays, switchedToFreeMessage } from "@/lib/domain/account/subscription";
import { signedInMethodLabel, userEmail } from "@/lib/domain/account/user-display";
import { ConfirmDialog } from "./confirm-dialog";
import { UpgradeSection } from "./upgrade-section";

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 py-2 text-sm">
      <dt className="text-neutral-500">{label}</dt>
      <dd className="min-w-0 truncate text-right text-neutral-900">{value}</dd>
    </div>
  );
}

export function AccountInformation({ user, credit }: { user: SessionUser; credit: CreditData | undefined }) {
  const [confirming, setConfirming] = useState(false);
  const [leaving, setLeaving] = useState(false);

  function logOut() {
    setLeaving(true);
    logOutAndGoToChat().catch((error: unknown) => {
      // The page reloads either way (see logOutAndGoToChat); this only keeps the failure visible to developers.
      console.error("Log out failed", error);
    });
  }

  async function unsubscribe() {
    const fresh = await switchToFree();
    showToast("success", switchedToFreeMessage(expiresInDays((fresh ?? credit)?.resetDate, Date.now())));
  }

  return (
    <UpgradeSection title="Account Information">
      <dl className="divide-y divide-surface-line">
        <Row label="Email" value={userEmail(user) ?? "—"} />
        <Row label="Sign-in" value={signedInMethodLabel(user.platform)} />
        {credit ? <Row label="Plan" value={plans[credit.userLevel].displayName} /> : null}
      </dl>
      <div className="mt-5 flex flex-wrap gap-3">
        {credit && canUnsubscribe(credit) ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Unsubscribe from Plan
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => openDialog("resetPassword")}>
          Reset Password
        </Button>
        <Button variant="secondary" busy={leaving} onClick={logOut}>
          Log out
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Unsubscribe from your plan?"
        description={`You switch to Free. Your credits remain until this period ends; from the next month you get ${CANCELED_NEXT_MONTH_CREDITS} credits a month.`}
        confirmLabel="Unsubscribe"
        onConfirm={unsubscribe}
      />
    </UpgradeSection>
  );
}
