"use client";

/**
 * The daily feed (spec §1, §4, §6): 'hot' for everyone, 'my' for a signed-in user. It starts on 'my' when the
 * signed-in user has a saved research profile, switches to 'my' on the "user updated" signal (the profile was
 * just saved), and asking for 'my' while signed out opens the login modal. Pages of 20, infinite.
 */
import { useCallback, useEffect, useState } from "react";
import { DEFAULT_PAGE_SIZE, type FeedType } from "@/lib/contract/constants";
import { emptyPagedList, type FeedFirstPage, isFeedWaiting, type PagedList, withPage } from "@/lib/client/feed/paged-list";
import { usePagedPapers } from "@/lib/client/feed/use-paged-papers";
import { onResearchProfileSaved } from "@/lib/client/profile/profile-saved-signal";
import { openDialog } from "@/lib/client/shell/dialogs";
import { FeedMessage, FeedNotice, WaitingForIngestion } from "./feed-states";
import { paperDetailHref } from "./paper-facts";
import { PaperItem } from "./paper-item";
import { PaperListEnd } from "./paper-list-end";

const feedTabs: { type: FeedType; label: string }[] = [
  { type: "hot", label: "Hot" },
  { type: "my", label: "My feed" },
];

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
  const [initialHot] = useState(() => startingList(hotFeed));
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
    <section aria-labelledby="daily-feed-title">
      {/* The papers' h3 titles need an h2 above them (heading order); the tabs say the rest, so it is for screen readers. */}
      <h2 id="daily-feed-title" className="sr-only">
        Daily paper feed
      </h2>
      <div role="tablist" aria-label="Feed" className="mb-4 inline-flex rounded-full bg-surface-muted p-1">
        {feedTabs.map((tab) => (
          <button
            key={tab.type}
            type="button"
            role="tab"
            aria-selected={type === tab.type}
            onClick={() => choose(tab.type)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium transition ${
              type === tab.type ? "bg-white text-brand-ink shadow-xs" : "text-neutral-600 hover:text-neutral-900"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={type === "my" ? "My feed" : "Hot papers"}>
        {empty ? <EmptyFeed type={type} waiting={waiting} failed={error !== undefined} /> : null}
        <ol className="flex flex-col gap-3">
          {list.items.map((paper) => (
            <li key={String(paper.id)}>
              <PaperItem paper={paper} href={paperDetailHref(pathname, paper)} />
            </li>
          ))}
        </ol>
        {empty ? null : <PaperListEnd list={list} loading={loading} onMore={loadMore} />}
      </div>
    </section>
  );
}

/**
 * The call layer (with the contract's schemas) loads with the first page the browser asks for: a visitor's papers
 * page starts with the server's page and may never scroll.
 */
function fetchFeedPageOnDemand(type: FeedType, offset: number, signal: AbortSignal) {
  return import("@/lib/client/feed/feed-calls").then(({ fetchFeedPage }) => fetchFeedPage(type, offset, signal));
}

/** The server's first page, continued in the browser; a page the server could not read is asked again here. */
function startingList(feed: FeedFirstPage): PagedList | undefined {
  if (feed.status === "papers") return withPage(emptyPagedList, feed.papers, DEFAULT_PAGE_SIZE);
  if (feed.status === "waiting") return { ...emptyPagedList, done: true };
  return undefined;
}

function EmptyFeed({ type, waiting, failed }: { type: FeedType; waiting: boolean; failed: boolean }) {
  if (waiting) return <WaitingForIngestion />;
  if (failed) return <FeedNotice title={FeedMessage.unavailable} />;
  return <FeedNotice title={type === "my" ? FeedMessage.nothingMatches : FeedMessage.noPapers} />;
}
