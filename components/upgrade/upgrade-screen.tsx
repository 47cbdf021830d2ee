"use client";

/**
 * The upgrade page (spec §2 Upgrade page, §6): community, plan cards, the join-lab prompt for an invite link,
 * invitations, Your credit, the usage chart, Credit history and Account Information. A visitor sees the plans and
 * gets the login modal; the rest needs an account.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useEffect, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { useCreditInfo } from "@/lib/client/account/credit-info";
import { readSessionUser } from "@/lib/client/account/session-user";
import { openDialog } from "@/lib/client/shell/dialogs";
import { AccountInformation } from "./account-information";
import { CreditHistory } from "./credit-history";
import { CreditUsageChart } from "./credit-usage-chart";
import { InvitationBlock } from "./invitation-block";
import { JoinLabPrompt } from "./join-lab-prompt";
import { PlanCards } from "./plan-cards";
import { EmptyNote, LoadingRows } from "./upgrade-section";
import { YourCredit } from "./your-credit";

export type UpgradeScreenProps = {
  /** ?inviteId=: a labmate invitation to accept. */
  inviteId: string | null;
  /** ?email=: the address the invitation was sent to. */
  email: string | null;
  /** ?inviteCode=: the pay invitation code, when the page was opened with one. */
  inviteCode: string | null;
  /** The community section, drawn on the server (its QR code). */
  community: ReactNode;
};

export function UpgradeScreen({ inviteId, email, inviteCode, community }: UpgradeScreenProps) {
  const { data: session, status } = useAuthSession();
  const user = readSessionUser(session);
  const signedIn = status === "authenticated" && user !== undefined;
  const credit = useCreditInfo(signedIn);
  // Read once: 'Expires in N days' counts from when the page was opened.
  const [now] = useState(() => Date.now());

  useEffect(() => {
    if (status === "unauthenticated") openDialog("login");
  }, [status]);

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-8 sm:px-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight text-brand-ink">Plans and credits</h1>
        <p className="mt-1 text-sm text-neutral-600">Choose a plan, follow your credits and share them with your labmates.</p>
      </header>
      {signedIn ? <JoinLabPrompt inviteId={inviteId} email={email} credit={credit.data} /> : null}
      {community}
      <PlanCards signedIn={signedIn} credit={credit.data} inviteCode={inviteCode ?? undefined} />
      {status === "loading" ? <LoadingRows label="Loading your account" rows={3} /> : null}
      {status === "unauthenticated" ? (
        <div className="space-y-3 rounded-2xl border border-surface-line bg-white p-6 text-center shadow-xs">
          <EmptyNote>Log in to see your credit, your history and your labmates.</EmptyNote>
          <Button onClick={() => openDialog("login")}>Log In or Sign Up</Button>
        </div>
      ) : null}
      {signedIn ? (
        <>
          <YourCredit answer={credit} now={now} />
          <InvitationBlock credit={credit.data} />
          <CreditUsageChart />
          <CreditHistory />
          <AccountInformation user={user} credit={credit.data} />
        </>
      ) : null}
    </div>
  );
}
