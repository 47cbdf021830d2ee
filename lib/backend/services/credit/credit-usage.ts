import "server-only";
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { CreditHistoryRow } from "@/lib/contract/entities/user";
import type { Database } from "../../db/client";
import { creditLedger } from "../../db/schema";

/**
 * GET /user/getUserCreditUsage (spec §3 Credit history row): what the user's own tasks and chat turns cost, newest
 * first, a page at a time. A task shows once it ended (its settle entry: what it actually used); reservations and
 * their releases are bookkeeping, not usage. Amounts are negative, as the page shows them; free rows are left out.
 */
export const DEFAULT_USAGE_PAGE_SIZE = 20;

export async function getUserCreditUsage(db: Database, userId: string, page = 1, limit = DEFAULT_USAGE_PAGE_SIZE): Promise<CreditHistoryRow[]> {
  const rows = await db
    .select({ createdAt: creditLedger.createdAt, agentName: creditLedger.agentName, task: creditLedger.description, amount: creditLedger.amount })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.kind, ["settle", "chat"]), ne(creditLedger.amount, 0)))
    .orderBy(desc(creditLedger.createdAt), desc(creditLedger.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return rows.map((row) => ({ createdAt: row.createdAt.getTime(), agentName: row.agentName, task: row.task, creditUsage: row.amount }));
}
