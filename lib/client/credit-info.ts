/** The user's credit data (GET /user/getUserCreditInfo) for the sidebar's Upgrade entry, in the SWR cache. */
import useSWR, { mutate } from "swr";
import { userCalls } from "@/lib/contract/calls/user";
import type { CreditData } from "@/lib/contract/entities/user";
import { apiRequest } from "./api";

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
