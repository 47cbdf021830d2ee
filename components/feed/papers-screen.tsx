"use client";

/**
 * The papers screen: the daily feed, the paper search list (spec §2) and the way into the research profile.
 * A search replaces the feed until 'Back to feed'. Searching needs a signed-in user (the login modal otherwise).
 * Opened as /papers?profile=open (the user menu's 'Research profile'), it opens the Interest modal at once.
 */
import { useAuthSession } from "@/lib/client/account/auth-session";
import { useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { OPEN_PROFILE_PARAM, PAPERS_PATH, RESEARCH_PROFILE_LABEL } from "@/components/profile/research-profile-entry";
import { useInterestDialog } from "@/components/profile/use-interest-dialog";
import { SearchBox } from "@/components/search/search-box";
import { type ActiveSearch, SearchResults } from "@/components/search/search-results";
import { SurveyButton } from "@/components/search/survey-button";
import { Button } from "@/components/ui/button";
import type { FeedFirstPage } from "@/lib/client/feed/paged-list";
import { useResearchProfile } from "@/lib/client/profile/research-profile";
import { newSearchRequestId } from "@/lib/client/search/search-calls";
import { openDialog } from "@/lib/client/shell/dialogs";
import { FeedView } from "./feed-view";
import { type OpenedPaper, PaperDetail } from "./paper-detail";
import { PapersFrame } from "./papers-frame";

export function PapersScreen({ hotFeed, opened }: { hotFeed: FeedFirstPage; opened: OpenedPaper | undefined }) {
  const { status } = useAuthSession();
  const signedIn = status === "authenticated";
  // While the session is still being read, a search or the profile goes ahead: a visitor's call answers 401,
  // which opens the login modal all the same (spec §8).
  const visitor = status === "unauthenticated";
  const profile = useResearchProfile(signedIn);
  const interest = useInterestDialog();
  const [search, setSearch] = useState<ActiveSearch | undefined>();

  // Read in the browser, not passed from the server: the address is tidied below, and opening the user menu's link
  // again must open the modal again. (Typed nullable because pages/ holds an API route; set on App Router pages.)
  const openProfile = useSearchParams()?.get(OPEN_PROFILE_PARAM) === "open";
  const openInterest = interest.open;
  useEffect(() => {
    if (!openProfile || status === "loading") return;
    // Once: a reload of this address should not open the modal again.
    const address = new URL(window.location.href);
    address.searchParams.delete(OPEN_PROFILE_PARAM);
    window.history.replaceState(null, "", `${address.pathname}${address.search}${address.hash}`);
    if (status === "authenticated") openInterest();
    else openDialog("login");
  }, [openProfile, status, openInterest]);

  function runSearch(query: string) {
    if (visitor) {
      openDialog("login");
      return;
    }
    setSearch({ query, requestId: newSearchRequestId() });
  }

  function editProfile() {
    if (visitor) openDialog("login");
    else interest.open();
  }

  return (
    <PapersFrame
      profileButton={
        <Button variant="secondary" onClick={editProfile}>
          {RESEARCH_PROFILE_LABEL}
        </Button>
      }
      searchBox={<SearchBox onSearch={runSearch} />}
      opened={opened ? <PaperDetail {...opened} action={opened.paper ? <SurveyButton paper={opened.paper} /> : undefined} /> : null}
      after={interest.dialog}
    >
      {search ? (
        <>
          <div className="flex items-center justify-between gap-3">
            <h2 className="truncate text-sm font-medium text-neutral-700">Results for “{search.query}”</h2>
            <Button variant="link" onClick={() => setSearch(undefined)}>
              Back to feed
            </Button>
          </div>
          <SearchResults key={search.requestId} search={search} pathname={PAPERS_PATH} />
        </>
      ) : (
        <FeedView signedIn={signedIn} hasProfile={profile.data != null} hotFeed={hotFeed} pathname={PAPERS_PATH} />
      )}
    </PapersFrame>
  );
}
