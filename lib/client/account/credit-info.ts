/**
 * The user's credit data (spec §3 Credit data): in the SWR cache for the sidebar's Upgrade entry and the upgrade
 * page, and the plan level the GPU confirmation depends on. Asked silently: spec §8 swallows other failures on the
 * chat and upgrade pages (401 and 403 still act inside the api client).
 */
import useSWR, { mutate } from "swr";
import { callRoutes } from "@/lib/contract/calls/routes";
import type { PlanLevel } from "@/lib/contract/constants";
import type { CreditData } from "@/lib/contract/entities/user";
import { callApi } from "../api/call-api";

export const CREDIT_INFO_KEY = callRoutes["user.getUserCreditInfo"].path;

function fetchCreditInfo(): Promise<CreditData> {
  return callApi("user.getUserCreditInfo", undefined, { silent: true });
}

export function useCreditInfo(signedIn: boolean) {
  return useSWR(signedIn ? CREDIT_INFO_KEY : null, fetchCreditInfo, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** Asks again; resolves the fresh data (undefined when nothing is cached and the call failed). */
export function refreshCreditInfo(): Promise<CreditData | undefined> {
  return mutate<CreditData>(CREDIT_INFO_KEY);
}

/**
 * The signed-in user's plan, asked fresh (an upgrade may have just happened in the other tab) and kept in the
 * cache for the sidebar. Unknown counts as free: without credit data no paid-plan behaviour is assumed.
 */
export async function currentPlanLevel(): Promise<PlanLevel> {
  try {
    const credit = await fetchCreditInfo();
    void mutate(CREDIT_INFO_KEY, credit, { revalidate: false });
    return credit.userLevel;
  } catch {
    // Signed out, or the backend cannot say: the free plan's behaviour (no GPU question) is the safe one.
    return "free";
  }
}
