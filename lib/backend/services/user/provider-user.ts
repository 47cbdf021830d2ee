import "server-only";
import { and, eq } from "drizzle-orm";
import type { Transaction } from "../../db/client";
import { identities, type UserRow, users } from "../../db/schema";
import type { BackendDeps } from "../../deps";
import { deliverInBackground } from "../../mail/deliver";
import { assertWhitelisted, localPart, normalizeEmail } from "./account-email";
import { identityLinkedMail } from "./account-mails";
import { providerLabels, providerSignInFailed } from "./providers/provider-http";
import type { ProviderProfile } from "./providers/provider-profile";

/**
 * The account behind a provider sign-in: the one already linked to this provider identity; else the account
 * with the same verified address, which the identity is then linked to; else a new account (isNewUser true).
 * The provider's address is kept in googleEmail / githubEmail. Private-beta refusals happen before anything
 * is created. Linking to an account that existed before mails its owner (issue 13): from then on that provider
 * account signs in to theirs.
 */
export async function userForProviderProfile(deps: BackendDeps, profile: ProviderProfile): Promise<UserRow> {
  const { user, linkedToExisting } = await linkedUser(deps, profile);
  if (linkedToExisting) deliverInBackground(deps.config, identityLinkedMail(user.email, providerLabels[profile.provider], deps.config.APP_URL));
  return user;
}

async function linkedUser(deps: BackendDeps, profile: ProviderProfile): Promise<{ user: UserRow; linkedToExisting: boolean }> {
  const emailColumn = profile.provider === "github" ? "githubEmail" : "googleEmail";
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [linked] = await tx
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.provider, profile.provider), eq(identities.providerUserId, profile.providerUserId)))
      .limit(1);
    if (linked) {
      assertWhitelisted(deps.config, linked.user.email);
      if (!profile.verifiedEmail) return { user: linked.user, linkedToExisting: false };
      const user = await setProviderEmail(tx, linked.user.id, { [emailColumn]: normalizeEmail(profile.verifiedEmail), updatedAt: now });
      return { user, linkedToExisting: false };
    }

    if (!profile.verifiedEmail) throw providerSignInFailed(profile.provider, "the account has no verified email address");
    const email = normalizeEmail(profile.verifiedEmail);
    assertWhitelisted(deps.config, email);
    const { account, created } = await findOrCreateUser(tx, email, profile);
    // A parallel first sign-in may have linked the identity already; either way it ends up linked once.
    const inserted = await tx
      .insert(identities)
      .values({ provider: profile.provider, providerUserId: profile.providerUserId, userId: account.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: identities.userId });
    const user = await setProviderEmail(tx, account.id, { [emailColumn]: email, updatedAt: now });
    return { user, linkedToExisting: !created && inserted.length > 0 };
  });
}

async function findOrCreateUser(tx: Transaction, email: string, profile: ProviderProfile): Promise<{ account: UserRow; created: boolean }> {
  const [existing] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  if (existing) return { account: existing, created: false };
  const [created] = await tx
    .insert(users)
    .values({
      email,
      name: profile.name ?? localPart(email),
      userName: profile.userName ?? localPart(email),
      platform: profile.provider,
      passwordHash: null,
      isNewUser: true,
    })
    // Another request may create the same address between our read and this insert: then use theirs.
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (created) return { account: created, created: true };
  const [raced] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
  if (!raced) throw new Error(`account for ${email} vanished during sign-in`);
  return { account: raced, created: false };
}

async function setProviderEmail(
  tx: Transaction,
  userId: string,
  values: Partial<Pick<UserRow, "githubEmail" | "googleEmail" | "updatedAt">>,
): Promise<UserRow> {
  const [updated] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
  if (!updated) throw new Error(`account ${userId} vanished during sign-in`);
  return updated;
}
