"use client";

/**
 * The daily feed (spec §1, §4, §6): 'hot' for everyone, 'my' for a signed-in user. It starts on 'my' when the
 * signed-in user has a saved research profile, switches to 'my' on the "user updated" signal (the profile was
 * just saved), and asking for 'my' while signed out opens the login modal. Pages of 20, infinite.
 */
import { useCallback, useEffect, useState } from "react";
import { DEFAULT_PAGE_SIZE, type FeedType } from "@/lib/contract/constants";
import { type FeedFirstPage, hotFeedStartingList, isFeedWaiting } from "@/lib/client/feed/paged-list";
import { usePagedPapers } from "@/lib/client/feed/use-paged-papers";
import { onResearchProfileSaved } from "@/lib/client/profile/profile-saved-signal";
import { openDialog } from "@/lib/client/shell/dialogs";
import { EmptyFeed } from "./feed-states";
import { FeedPaperList, FeedSection } from "./feed-section";
import { PaperListEnd } from "./paper-list-end";

export function FeedView({
  signedIn,
  hasProfile,
  hotFeed,
  pathname,
}: {
  signedIn: boolean;
  hasProfile: boolean;
  /** The first page of 'hot' as the server rendered it. */
  hotFeed: FeedFirstPage;
  pathname: string;
}) {
  const [initialHot] = useState(() => hotFeedStartingList(hotFeed));
  const [chosen, setChosen] = useState<FeedType | undefined>();
  useEffect(() => onResearchProfileSaved(() => setChosen("my")), []);
  const type: FeedType = signedIn ? (chosen ?? (hasProfile ? "my" : "hot")) : "hot";

  const fetchPage = useCallback((offset: number, signal: AbortSignal) => fetchFeedPageOnDemand(type, offset, signal), [type]);
  const { list, loading, error, loadMore } = usePagedPapers(type, fetchPage, DEFAULT_PAGE_SIZE, type === "hot" ? initialHot : undefined);

  function choose(next: FeedType) {
    if (next === "my" && !signedIn) {
      openDialog("login");
      return;
    }
    setChosen(next);
  }

  const empty = list.done && list.items.length === 0;
  // Waiting as the server found it, until an answer of this browser says otherwise.
  const waiting = isFeedWaiting(error) || (type === "hot" && error === undefined && hotFeed.status === "waiting");
  return (
    <FeedSection type={type} tabButton={(tab) => ({ onClick: () => choose(tab) })}>
      {empty ? <EmptyFeed type={type} waiting={waiting} failed={error !== undefined} /> : null}
      <FeedPaperList papers={list.items} pathname={pathname} />
      {empty ? null : <PaperListEnd list={list} loading={loading} onMore={loadMore} />}
    </FeedSection>
  );
}

/**
 * The call layer (with the contract's schemas) loads with the first page the browser asks for: a visitor's papers
 * page starts with the server's page and may never scroll.
 */
function fetchFeedPageOnDemand(type: FeedType, offset: number, signal: AbortSignal) {
  return import("@/lib/client/feed/feed-calls").then(({ fetchFeedPage }) => fetchFeedPage(type, offset, signal));
}
