/**
 * The user's credit data (GET /user/getUserCreditInfo): in the SWR cache for the sidebar's Upgrade entry, and the
 * plan level the GPU confirmation depends on.
 */
import useSWR, { mutate } from "swr";
import { userCalls } from "@/lib/contract/calls/user";
import type { PlanLevel } from "@/lib/contract/constants";
import type { CreditData } from "@/lib/contract/entities/user";
import { apiRequest } from "../api/api-client";

const creditCall = userCalls["user.getUserCreditInfo"];
export const CREDIT_INFO_KEY = creditCall.path;

function fetchCreditInfo(): Promise<CreditData> {
  // Silent: until the credit backend exists (or whenever it fails) the entry is simply not shown.
  return apiRequest(creditCall.path, { method: creditCall.method, schema: creditCall.result, silent: true });
}

export function useCreditInfo(signedIn: boolean) {
  return useSWR(signedIn ? CREDIT_INFO_KEY : null, fetchCreditInfo, { revalidateOnFocus: false, shouldRetryOnError: false });
}

export function refreshCreditInfo(): Promise<unknown> {
  return mutate(CREDIT_INFO_KEY);
}

/**
 * The signed-in user's plan, asked fresh (an upgrade may have just happened). Unknown counts as free: until the
 * credit backend exists, or whenever the call fails, no paid-plan behaviour is assumed.
 */
export async function currentPlanLevel(): Promise<PlanLevel> {
  try {
    return (await fetchCreditInfo()).userLevel;
  } catch {
    return "free"; // Silent by design, see above; a 401 still acts inside apiRequest.
  }
}
