/**
 * The user's credit data: in the SWR cache for the sidebar's Upgrade entry, and the plan level the GPU
 * confirmation depends on. Its call, GET /user/getUserCreditInfo, is not served yet (lib/backend/routes/
 * not-served-yet.ts) and the client never makes a call the backend does not serve, so until the credits feature
 * serves it there is no credit data: the Upgrade entry stays hidden and the plan counts as free, which is what the
 * page showed while the call failed.
 */
import useSWR, { mutate } from "swr";
import { userCalls } from "@/lib/contract/calls/user";
import type { PlanLevel } from "@/lib/contract/constants";
import type { CreditData } from "@/lib/contract/entities/user";

export const CREDIT_INFO_KEY = userCalls["user.getUserCreditInfo"].path;

/** Where the credits feature asks for the data (silently, as §8 wants here) once the backend serves the call. */
async function fetchCreditInfo(): Promise<CreditData | undefined> {
  return undefined;
}

export function useCreditInfo(signedIn: boolean) {
  return useSWR(signedIn ? CREDIT_INFO_KEY : null, fetchCreditInfo, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function refreshCreditInfo(): Promise<unknown> {
  return mutate(CREDIT_INFO_KEY);
}

/**
 * The signed-in user's plan, asked fresh (an upgrade may have just happened). Unknown counts as free: without
 * credit data no paid-plan behaviour is assumed.
 */
export async function currentPlanLevel(): Promise<PlanLevel> {
  return (await fetchCreditInfo())?.userLevel ?? "free";
}
