import type { FeedType } from "@/lib/contract/constants";

/**
 * What a feed shows instead of papers: on a fresh install the backend has no paper until the first ingestion
 * (issue 20; it answers ResultCode.feedWaiting until then), which the feed says rather than looking broken; an empty list says so too.
 */
export const FeedMessage = {
  waitingForIngestion: "Waiting for the first paper ingestion",
  waitingForIngestionDetail:
    "The daily feed fills once papers have been fetched from the configured arXiv categories. This happens on a schedule; check back shortly.",
  unavailable: "The paper feed is not available right now.",
  nothingMatches: "No papers match your research profile yet",
  noPapers: "No papers yet",
} as const;

export function FeedNotice({ title, detail }: { title: string; detail?: string }) {
  return (
    <div role="status" className="rounded-xl border border-dashed border-surface-line bg-surface-muted px-5 py-8 text-center">
      <p className="text-sm font-semibold text-neutral-800">{title}</p>
      {detail ? <p className="mt-1 text-sm text-neutral-600">{detail}</p> : null}
    </div>
  );
}

/** `reason` is the backend's own explanation when it gave one. */
export function WaitingForIngestion({ reason }: { reason?: string }) {
  return <FeedNotice title={FeedMessage.waitingForIngestion} detail={reason ?? FeedMessage.waitingForIngestionDetail} />;
}

/** A feed with no papers: waiting for the first ingestion, not readable, or empty. */
export function EmptyFeed({ type, waiting, failed }: { type: FeedType; waiting: boolean; failed: boolean }) {
  if (waiting) return <WaitingForIngestion />;
  if (failed) return <FeedNotice title={FeedMessage.unavailable} />;
  return <FeedNotice title={type === "my" ? FeedMessage.nothingMatches : FeedMessage.noPapers} />;
}
