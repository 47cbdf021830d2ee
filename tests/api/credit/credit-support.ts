import { users } from "@/lib/backend/db/schema";
import type { TestBackend } from "../support/test-backend";
import { uniqueEmail } from "../support/accounts";

/** A user row made directly (credit tests need an owner, not a sign-up). */
export async function insertUser(backend: TestBackend, label = "payer"): Promise<string> {
  const [row] = await backend.deps.db.insert(users).values({ email: uniqueEmail(label), platform: "email" }).returning({ id: users.id });
  if (!row) throw new Error("no user row");
  return row.id;
}
