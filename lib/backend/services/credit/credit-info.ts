import "server-only";
import type { CreditData } from "@/lib/contract/entities/user";
import type { Database } from "../../db/client";
import type { CreditAccountRow } from "../../db/schema";
import { accountForUser } from "./accounts";
import { roundCredits } from "./ledger";

/**
 * GET /user/getUserCreditInfo (spec §3 Credit data): the plan and credits of the account that pays for the user
 * (the lab's for a labmate). remainingCredit is what can still be spent (running tasks' reservations are already
 * out of it); used = the period's total - remaining. userLevelSouce is "invite" for a labmate who joined someone
 * else's lab (spec §2: such a user is not offered to join), else "subscription" for a paid plan, null on free.
 * A canceled plan paid beyond this period (a yearly payer) answers its paid-through date as resetDate: that is when
 * it ends, which the page's 'Expires in N days' counts down to.
 */
export async function getUserCreditInfo(db: Database, userId: string): Promise<CreditData> {
  const { account, viaLab } = await db.transaction((tx) => accountForUser(tx, userId));
  const invited = viaLab && account.ownerUserId !== userId;
  return {
    userLevel: account.plan,
    totalCredit: account.periodCredit,
    usedCredit: roundCredits(account.periodCredit - account.balance),
    remainingCredit: account.balance,
    resetDate: planEnd(account).getTime(),
    subscriptionStatus: account.subscriptionStatus,
    userLevelSouce: invited ? "invite" : account.plan === "free" ? null : "subscription",
  };
}

function planEnd({ resetDate, paidThrough, subscriptionStatus }: CreditAccountRow): Date {
  return subscriptionStatus === "canceled" && paidThrough && paidThrough > resetDate ? paidThrough : resetDate;
}
