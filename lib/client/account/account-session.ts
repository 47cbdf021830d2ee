/**
 * What happens around a session's start and end besides next-auth itself (spec §4): after a sign-in, user info
 * and the research profile are fetched into the SWR cache (where the sidebar, profile and upgrade screens read
 * them); at sign-out they are dropped so the next user never sees them.
 */
import { mutate } from "swr";
import { userCalls } from "@/lib/contract/calls/user";
import { researchProfileServerSchema } from "@/lib/contract/entities/user";
import { apiRequest } from "../api/api-client";

export const USER_INFO_KEY = userCalls["user.getUserInfo"].path;
export const RESEARCH_PROFILE_KEY = "/getPreference";

/** Never throws: the sign-in has already succeeded, and each call handles its own failure. */
export async function loadAccountAfterLogin(): Promise<void> {
  const userInfo = userCalls["user.getUserInfo"];
  await Promise.allSettled([
    // A failure here shows the §8 policy's toast: the session exists but the backend cannot serve it.
    mutate(USER_INFO_KEY, apiRequest(userInfo.path, { method: userInfo.method, schema: userInfo.result })),
    // GET /getPreference arrives with the research-profile issue. Until then it fails on every sign-in, and
    // spec §8 swallows request failures on these pages, so it is silent and its rejection is dropped here.
    mutate(
      RESEARCH_PROFILE_KEY,
      apiRequest(RESEARCH_PROFILE_KEY, { schema: researchProfileServerSchema.nullable(), silent: true }),
    ),
  ]);
}

export async function forgetAccount(): Promise<void> {
  await Promise.all([
    mutate(USER_INFO_KEY, undefined, { revalidate: false }),
    mutate(RESEARCH_PROFILE_KEY, undefined, { revalidate: false }),
  ]);
}
