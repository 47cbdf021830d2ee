import "server-only";
import type { BackendDeps } from "../../deps";
import { forgive, hit } from "../rate-limit";
import type { LoginAnswer } from "./login-with-password";
import { loginIpRule } from "./account-limits";
import { assertGitHubTokenIsOurs, exchangeGitHubCode, githubProfile } from "./providers/github";
import { googleProfile } from "./providers/google";
import { toProviderSignInError } from "./providers/provider-http";
import type { ProviderProfile } from "./providers/provider-profile";
import { userForProviderProfile } from "./provider-user";
import { issueToken } from "./tokens";
import { toUserInfo } from "./user-info";

export type ProviderLogin = { userChannel: "google" | "github"; token: string } | { userChannel: "github"; code: string };

/**
 * GitHub or Google sign-in (spec §4): verify the provider token (issued to our own OAuth client, or obtained by
 * exchanging the GitHub code here) against the provider's API, then sign in to the linked, matching or new account. Failures count towards the per-IP login
 * limit like wrong passwords.
 */
export async function loginWithProvider(deps: BackendDeps, login: ProviderLogin, clientIp: string): Promise<LoginAnswer> {
  const ipRule = loginIpRule(deps.config, clientIp);
  await hit(deps, ipRule);
  const profile = await verifiedProfile(deps, login);
  const user = await userForProviderProfile(deps, profile);
  await forgive(deps, ipRule);
  return { ...toUserInfo(user), token: await issueToken(deps, user.id) };
}

async function verifiedProfile(deps: BackendDeps, login: ProviderLogin): Promise<ProviderProfile> {
  try {
    if (login.userChannel === "google") return await googleProfile(deps.config, login.token);
    // A token from our own code exchange is ours by construction; one handed to us must be checked.
    if ("code" in login) return await githubProfile(deps.config, await exchangeGitHubCode(deps.config, login.code));
    await assertGitHubTokenIsOurs(deps.config, login.token);
    return await githubProfile(deps.config, login.token);
  } catch (error) {
    throw toProviderSignInError(error, login.userChannel);
  }
}
