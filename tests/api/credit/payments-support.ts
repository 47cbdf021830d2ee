import { eq } from "drizzle-orm";
import { creditAccounts, users } from "@/lib/backend/db/schema";
import { runAdminCommand } from "@/lib/backend/services/credit/plan-change-admin";
import { issueToken } from "@/lib/backend/services/user/tokens";
import { uniqueEmail } from "../support/accounts";
import type { TestBackend } from "../support/test-backend";

/** Labs and payments tests' people: a user row with a login token, made directly (no sign-up mail needed). */
export type Person = { id: string; email: string; token: string };

export async function person(backend: TestBackend, label: string): Promise<Person> {
  const email = uniqueEmail(label);
  const [row] = await backend.deps.db.insert(users).values({ email, platform: "email" }).returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return { id: row.id, email, token: await issueToken(backend.deps, row.id) };
}

/** Puts the person on a plan as an operator would (`npm run admin -- set-plan`). */
export function setPlanAsOperator(backend: TestBackend, who: Person, plan: "free" | "pro" | "ultra"): Promise<string> {
  return runAdminCommand(backend.deps.db, ["set-plan", who.email, plan]);
}

/** The person's credit accounts by kind (personal, and lab when they bought Ultra). */
export async function accountsOf(backend: TestBackend, who: Person) {
  const rows = await backend.deps.db.select().from(creditAccounts).where(eq(creditAccounts.ownerUserId, who.id));
  return { personal: rows.find((row) => row.kind === "personal"), lab: rows.find((row) => row.kind === "lab") };
}
