/**
 * Credit history for the upgrade page (spec §3 "Credit history row", §9 page size 20): one page at a time for the
 * table, and the newest 100 rows at once for the usage chart. Asked silently (spec §8, upgrade page).
 */
import useSWR from "swr";
import { callRoutes } from "@/lib/contract/calls/routes";
import { DEFAULT_PAGE_SIZE } from "@/lib/contract/constants";
import type { CreditHistoryRow } from "@/lib/contract/entities/user";
import { callApi } from "../api/call-api";

const CREDIT_USAGE_KEY = callRoutes["user.getUserCreditUsage"].path;
/** The contract's largest page: the chart reads this many of the newest rows. */
export const CHART_ROW_LIMIT = 100;

function fetchCreditUsage([, page, limit]: readonly [string, number, number]): Promise<CreditHistoryRow[]> {
  return callApi("user.getUserCreditUsage", { query: { page, limit } }, { silent: true });
}

const options = { revalidateOnFocus: false, shouldRetryOnError: false, keepPreviousData: true } as const;

/** `page` counts from 1. `hasNext` is a guess the contract allows: a full page may have another after it. */
export function useCreditHistoryPage(signedIn: boolean, page: number) {
  const answer = useSWR(signedIn ? ([CREDIT_USAGE_KEY, page, DEFAULT_PAGE_SIZE] as const) : null, fetchCreditUsage, options);
  return { ...answer, hasNext: (answer.data?.length ?? 0) >= DEFAULT_PAGE_SIZE };
}

export function useCreditUsageForChart(signedIn: boolean) {
  return useSWR(signedIn ? ([CREDIT_USAGE_KEY, 1, CHART_ROW_LIMIT] as const) : null, fetchCreditUsage, options);
}
