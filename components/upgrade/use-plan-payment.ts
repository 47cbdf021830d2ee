"use client";

/**
 * Paying for a plan from its card (spec §7 "Create payment": productCode → payUrl opened in a new window). The pay
 * invitation code (spec §5) comes from the page's ?inviteCode= or the code dialog; the server decides whether one is
 * needed and answers the spec's 'Invitation code entered is invalid' when it is missing or wrong. Any other refusal
 * (payments not configured) is kept as a notice for the cards to show.
 */
import { useRef, useState } from "react";
import { plans, type PlanLevel } from "@/lib/contract/constants";
import { ValidationMessage } from "@/lib/contract/messages";
import { startPayment } from "@/lib/client/account/lab-calls";
import type { BillingPeriod } from "@/lib/domain/account/plan-pricing";

type Choice = { level: PlanLevel; period: BillingPeriod };

/** Opens the payment page in a new window; where a popup blocker refuses, this tab goes there instead. */
function openPayUrl(payUrl: string) {
  const opened = window.open(payUrl, "_blank");
  if (opened) opened.opener = null;
  else window.location.assign(payUrl);
}

export function usePlanPayment(initialInviteCode: string | undefined) {
  const inviteCode = useRef(initialInviteCode?.trim() || undefined);
  const [busy, setBusy] = useState<PlanLevel | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const [codeDialog, setCodeDialog] = useState<{ choice: Choice; failure?: string } | null>(null);

  async function pay(choice: Choice, code = inviteCode.current) {
    const productCode = plans[choice.level].productCode;
    if (!productCode) return;
    setBusy(choice.level);
    setNotice(undefined);
    try {
      const { payUrl } = await startPayment({ productCode, billingPeriod: choice.period, ...(code ? { inviteCode: code } : {}) });
      inviteCode.current = code;
      setCodeDialog(null);
      openPayUrl(payUrl);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (message === ValidationMessage.invitationCodeInvalid) {
        // No code tried yet: the server is asking for one, which is not a mistake of the user's.
        setCodeDialog({ choice, failure: code ? message : undefined });
      } else {
        setCodeDialog(null);
        setNotice(message);
      }
    } finally {
      setBusy(null);
    }
  }

  return {
    busy,
    notice,
    pay: (choice: Choice) => void pay(choice),
    codeDialog: {
      open: codeDialog !== null,
      failure: codeDialog?.failure,
      busy: busy !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setCodeDialog(null);
      },
      onSubmit: (code: string) => {
        if (codeDialog) void pay(codeDialog.choice, code);
      },
    },
  };
}
