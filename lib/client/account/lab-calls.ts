/**
 * The upgrade page's lab and plan calls (spec §7 credit calls): labmates, invite links, joining and leaving a lab,
 * paying for a plan and switching back to free. Each one that changes the plan or the lab refreshes what shows it.
 */
import useSWR, { mutate } from "swr";
import { callRoutes } from "@/lib/contract/calls/routes";
import type { RequestOf } from "@/lib/contract/calls";
import type { CreditData, Invite } from "@/lib/contract/entities/user";
import { callApi } from "../api/call-api";
import { refreshCreditInfo } from "./credit-info";

const LABMATES_KEY = callRoutes["credit.list"].path;

function fetchLabmates() {
  return callApi("credit.list", undefined, { silent: true });
}

export function useLabmates(signedIn: boolean) {
  return useSWR(signedIn ? LABMATES_KEY : null, fetchLabmates, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/*
 * The calls below are silent too: each shows its refusal where it was asked (the invitation block, a confirm
 * dialog), which says more than a passing toast.
 */
export function createInvite(): Promise<Invite> {
  return callApi("credit.invite", { body: {} }, { silent: true });
}

export async function joinLab(inviteId: string): Promise<void> {
  await callApi("credit.join", { query: { inviteId } }, { silent: true });
  await Promise.all([refreshCreditInfo(), mutate(LABMATES_KEY)]);
}

export async function removeLabmate(userId: string): Promise<void> {
  await callApi("credit.remove", { body: { userId } }, { silent: true });
  await mutate(LABMATES_KEY);
}

export type UpgradeRequest = RequestOf<"credit.upgradePlan">["body"];

/**
 * Silent: the page shows why a payment could not start beside the plan (payments not configured, a wrong
 * invitation code) rather than as a passing toast.
 */
export function startPayment(body: UpgradeRequest): Promise<{ payUrl: string }> {
  return callApi("credit.upgradePlan", { body }, { silent: true });
}

/** Spec §4: the plan stays until its reset date; resolves the credit data that says so. */
export async function switchToFree(): Promise<CreditData | undefined> {
  await callApi("credit.cancel", undefined, { silent: true });
  return refreshCreditInfo();
}
