/**
 * The daily feed's markup (spec §1, §4, §6): the 'Hot' and 'My feed' tabs above the tab's papers. No client
 * directive: FeedView draws it in the browser with its state, and a visitor's papers page on the server, where
 * each tab's button carries what the page's activation acts on (components/visitor).
 */
import type { ButtonHTMLAttributes, ReactNode } from "react";
import type { FeedType } from "@/lib/contract/constants";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import { paperDetailHref } from "./paper-facts";
import { PaperItem } from "./paper-item";

const FEED_TABS: { type: FeedType; label: string }[] = [
  { type: "hot", label: "Hot" },
  { type: "my", label: "My feed" },
];

export type FeedSectionProps = {
  /** The tab shown. */
  type: FeedType;
  /** What each tab's button does: a click handler in the browser, attributes on the server. */
  tabButton: (tab: FeedType) => ButtonHTMLAttributes<HTMLButtonElement>;
  /** The tab's papers, notices and list end. */
  children: ReactNode;
};

export function FeedSection({ type, tabButton, children }: FeedSectionProps) {
  return (
    <section aria-labelledby="daily-feed-title">
      {/* The papers' h3 titles need an h2 above them (heading order); the tabs say the rest, so it is for screen readers. */}
      <h2 id="daily-feed-title" className="sr-only">
        Daily paper feed
      </h2>
      <div role="tablist" aria-label="Feed" className="mb-4 inline-flex rounded-full bg-surface-muted p-1">
        {FEED_TABS.map((tab) => (
          <button
            key={tab.type}
            type="button"
            role="tab"
            aria-selected={type === tab.type}
            {...tabButton(tab.type)}
            className={`rounded-full px-4 py-1.5 text-sm font-medium transition ${
              type === tab.type ? "bg-white text-brand-ink shadow-xs" : "text-neutral-600 hover:text-neutral-900"
            }`}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={type === "my" ? "My feed" : "Hot papers"}>
        {children}
      </div>
    </section>
  );
}

/** The feed's papers, each linking to its detail on the page the feed is on; `label` names a list standing alone. */
export function FeedPaperList({ papers, pathname, label }: { papers: readonly PaperSearchItem[]; pathname: string; label?: string }) {
  return (
    <ol aria-label={label} className="flex flex-col gap-3">
      {papers.map((paper) => (
        <li key={String(paper.id)}>
          <PaperItem paper={paper} href={paperDetailHref(pathname, paper)} />
        </li>
      ))}
    </ol>
  );
}
