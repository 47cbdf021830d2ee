import "server-only";
import { createHash, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { ContractError } from "@/lib/contract";
import { EMAIL_CODE_LENGTH } from "@/lib/contract/constants";
import type { DatabaseOrTransaction, Transaction } from "../../db/client";
import { emailCodes, type EmailCodePurpose } from "../../db/schema";

/**
 * One-time codes mailed for sign-up and password reset: 6 digits from a CSPRNG, valid 10 minutes, bound to one
 * address and one purpose, single use; a new code voids the older ones and 5 wrong tries void a code.
 */
export const EMAIL_CODE_LIFETIME_MS = 10 * 60 * 1000;
export const EMAIL_CODE_MAX_WRONG_TRIES = 5;

/** Wrong, expired, used, voided or never sent: one answer, so a guesser learns nothing from which it was. */
export function invalidCodeError(): ContractError {
  return ContractError.badRequest("Invalid or expired code");
}

/**
 * Stored hashed so a leaked row or log of the table shows no usable code. Address and purpose are part of the
 * hash: a code can only ever match the request it was sent for.
 */
function hashCode(email: string, purpose: EmailCodePurpose, code: string): string {
  return createHash("sha256").update(`${purpose}:${email}:${code}`).digest("hex");
}

/** Creates a code for `email` (already normalised) and voids any earlier live one; returns the code to mail. */
export async function issueEmailCode(
  db: DatabaseOrTransaction,
  email: string,
  purpose: EmailCodePurpose,
  now: Date,
): Promise<string> {
  const code = String(randomInt(0, 10 ** EMAIL_CODE_LENGTH)).padStart(EMAIL_CODE_LENGTH, "0");
  await db.transaction(async (tx) => {
    await tx
      .update(emailCodes)
      .set({ consumedAt: now })
      .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
    await tx.insert(emailCodes).values({
      email,
      purpose,
      codeHash: hashCode(email, purpose, code),
      createdAt: now,
      expiresAt: new Date(now.getTime() + EMAIL_CODE_LIFETIME_MS),
    });
  });
  return code;
}

/**
 * Checks `code` against the live code for `email` and `purpose`, inside the caller's transaction, and consumes it
 * when it matches. A wrong try is counted and answers false rather than throwing, so that the caller's
 * transaction commits the count; the caller then throws invalidCodeError() outside it.
 */
export async function consumeEmailCode(
  tx: Transaction,
  email: string,
  purpose: EmailCodePurpose,
  code: string,
  now: Date,
): Promise<boolean> {
  const [live] = await tx
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.id))
    .limit(1)
    // Row lock: two simultaneous tries see each other's count, and a code is consumed once.
    .for("update");
  if (!live || live.expiresAt.getTime() <= now.getTime()) return false;

  const expected = Buffer.from(live.codeHash, "hex");
  const given = Buffer.from(hashCode(email, purpose, code), "hex");
  if (expected.length === given.length && timingSafeEqual(expected, given)) {
    await tx.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, live.id));
    return true;
  }
  const attempts = live.attempts + 1;
  await tx
    .update(emailCodes)
    .set({ attempts, consumedAt: attempts >= EMAIL_CODE_MAX_WRONG_TRIES ? now : null })
    .where(eq(emailCodes.id, live.id));
  return false;
}
