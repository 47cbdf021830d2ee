/**
 * What happens around a session's start and end besides next-auth itself (spec §4): after a sign-in, user info is
 * fetched into the SWR cache (where the sidebar, profile and upgrade screens read it), and so is the research
 * profile (the feed's type depends on it); at sign-out both are dropped so the next user never sees them.
 */
import { mutate } from "swr";
import { callRoutes } from "@/lib/contract/calls/routes";
import { callApi } from "../api/call-api";

export const USER_INFO_KEY = callRoutes["user.getUserInfo"].path;

/** Loaded when a session starts or ends, not with every page (the sign-out code here is on every page). */
const researchProfile = () => import("../profile/research-profile");

/** Never throws: the sign-in has already succeeded. */
export async function loadAccountAfterLogin(): Promise<void> {
  void researchProfile().then((module) => module.loadProfileAfterLogin());
  try {
    await mutate(USER_INFO_KEY, callApi("user.getUserInfo"));
  } catch {
    // Already shown by the §8 policy's toast: the session exists but the backend cannot serve it.
  }
}

export async function forgetAccount(): Promise<void> {
  await Promise.all([mutate(USER_INFO_KEY, undefined, { revalidate: false }), researchProfile().then((module) => module.forgetProfile())]);
}
