/**
 * The research profile on the client (spec §2 Research profile screen, §4): read after login into the SWR cache,
 * where the Interest modal and the feed read it; saved with 'Update success'. Saving is the feed's "user updated"
 * signal: the cached profile becomes the saved one, and a signed-in user with a saved profile gets the 'my' feed.
 */
import useSWR, { mutate } from "swr";
import { callRoutes } from "@/lib/contract/calls/routes";
import type { ResearchProfileClient, ResearchProfileServer } from "@/lib/contract/entities/user";
import { profileToServer } from "@/lib/domain/profile/profile-mapping";
import { callApi } from "../api/call-api";
import { announceResearchProfileSaved } from "./profile-saved-signal";

export const RESEARCH_PROFILE_KEY = callRoutes["profile.getPreference"].path;

function fetchProfile(): Promise<ResearchProfileServer | null> {
  return callApi("profile.getPreference", undefined, { silent: true });
}

export function useResearchProfile(signedIn: boolean) {
  return useSWR(signedIn ? RESEARCH_PROFILE_KEY : null, fetchProfile, { revalidateOnFocus: false, shouldRetryOnError: false });
}

/** After a sign-in (spec §4). Never throws: the sign-in has already succeeded and the form can ask again. */
export async function loadProfileAfterLogin(): Promise<void> {
  try {
    await mutate(RESEARCH_PROFILE_KEY, fetchProfile());
  } catch {
    // Silent by design (§8): the form reads an empty profile and the feed stays 'hot'.
  }
}

export async function forgetProfile(): Promise<void> {
  await mutate(RESEARCH_PROFILE_KEY, undefined, { revalidate: false });
}

/** Saves the form; the §8 policy shows a failure, and the caller shows 'Update success'. */
export async function saveResearchProfile(profile: ResearchProfileClient): Promise<void> {
  const body = profileToServer(profile);
  await callApi("profile.submitPreference", { body });
  await mutate(RESEARCH_PROFILE_KEY, body, { revalidate: false });
  announceResearchProfileSaved();
}

/** A preprint link's title (GET /getTitleByUrl reads the first item), or undefined when none came back. */
export async function lookUpLinkTitle(url: string): Promise<string | undefined> {
  try {
    const rows = await callApi("profile.getTitleByUrl", { query: { url: url.trim() } }, { silent: true });
    return rows[0]?.title;
  } catch {
    // The form says 'Get link title failed' for an error and for an empty answer alike.
    return undefined;
  }
}
