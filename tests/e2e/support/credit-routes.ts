/**
 * Credit calls served by page.route for the upgrade and plan specs: the credit data (changeable mid-test), its
 * history, and a way to answer any contract call with an envelope.
 */
import type { Page, Route } from "@playwright/test";

export const DAY_MS = 86_400_000;

export type RoutedCredit = {
  userLevel: "free" | "pro" | "lab";
  totalCredit: number;
  usedCredit: number;
  remainingCredit: number;
  resetDate?: number;
  subscriptionStatus?: string | null;
  userLevelSouce?: string | null;
};

export const freeCredit: RoutedCredit = { userLevel: "free", totalCredit: 50, usedCredit: 8, remainingCredit: 42 };
export const proCredit: RoutedCredit = { userLevel: "pro", totalCredit: 500, usedCredit: 125, remainingCredit: 375, subscriptionStatus: "active" };

export const ok = (route: Route, result: unknown) => route.fulfill({ json: { code: 0, result } });
export const refuse = (route: Route, code: number, msg: string) => route.fulfill({ json: { code, msg } });

/** Serves GET /user/getUserCreditInfo from `current()`, read at each request, so a test can change the plan. */
export async function routeCreditInfo(page: Page, current: () => RoutedCredit): Promise<void> {
  await page.route(/\/api\/user\/getUserCreditInfo/, (route) => ok(route, current()));
}

/** Serves GET /user/getUserCreditUsage: `rows` on page 1, nothing after. */
export async function routeCreditUsage(page: Page, rows: readonly unknown[]): Promise<void> {
  await page.route(/\/api\/user\/getUserCreditUsage/, (route) => {
    const pageNumber = Number(new URL(route.request().url()).searchParams.get("page") ?? "1");
    return ok(route, pageNumber === 1 ? rows : []);
  });
}
