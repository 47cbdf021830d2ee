/**
 * The landing page's hot feed (spec §1, §6: visitors see the landing page and the hot feed), rendered on the
 * server so visitors and search engines get the papers in the HTML, with no client code of its own.
 */
import type { FeedFirstPage } from "@/lib/client/feed/paged-list";
import { type OpenedPaper, PaperDetail } from "./paper-detail";
import { FeedMessage, FeedNotice, WaitingForIngestion } from "./feed-states";
import { PAPERS_PATH } from "@/components/profile/research-profile-entry";
import { FeedPaperList } from "./feed-section";

export function HotFeedSection({ feed, opened }: { feed: FeedFirstPage; opened: OpenedPaper | undefined }) {
  return (
    <section id="hot-papers" aria-labelledby="hot-papers-title" className="mx-auto w-full max-w-4xl px-6 py-14">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="hot-papers-title" className="text-2xl font-semibold tracking-tight text-brand-ink">
            Hot papers today
          </h2>
          <p className="mt-1 text-sm text-neutral-600">Recent papers ranked by popularity and recency.</p>
        </div>
        <a href={PAPERS_PATH} className="text-sm font-semibold text-brand hover:underline">
          Search papers and build your daily feed
        </a>
      </div>
      <div className="mt-6 flex flex-col gap-3">
        {opened ? <PaperDetail {...opened} /> : null}
        <HotFeedList feed={feed} />
      </div>
    </section>
  );
}

function HotFeedList({ feed }: { feed: FeedFirstPage }) {
  if (feed.status === "unavailable") return <FeedNotice title={FeedMessage.unavailable} />;
  if (feed.status === "waiting") return <WaitingForIngestion reason={feed.message} />;
  if (feed.papers.length === 0) return <FeedNotice title={FeedMessage.noPapers} />;
  return <FeedPaperList papers={feed.papers} pathname="/" label="Hot papers" />;
}
