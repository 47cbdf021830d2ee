/**
 * The hot feed on a visitor's papers page, drawn on the server as FeedView first draws it signed out (the same
 * section, tabs, papers and list end); 'My feed' asks for the login modal. FeedView itself takes over once the page's
 * interactive code has loaded (visitor-activation.tsx), and pages on from there.
 */
import { EmptyFeed } from "@/components/feed/feed-states";
import { FeedPaperList, FeedSection } from "@/components/feed/feed-section";
import { PaperListEndView } from "@/components/feed/paper-list-end-view";
import { endOfListText, type FeedFirstPage, type PagedList } from "@/lib/client/feed/paged-list";
import { visitorAction } from "./visitor-actions";

export type VisitorFeedProps = {
  hotFeed: FeedFirstPage;
  /** The list the server's page starts (hotFeedStartingList); undefined when the browser must ask again, so loading. */
  list: PagedList | undefined;
  pathname: string;
};

export function VisitorFeed({ hotFeed, list, pathname }: VisitorFeedProps) {
  const empty = list !== undefined && list.done && list.items.length === 0;
  return (
    <FeedSection type="hot" tabButton={(tab) => (tab === "my" ? visitorAction("login") : {})}>
      {empty ? <EmptyFeed type="hot" waiting={hotFeed.status === "waiting"} failed={false} /> : null}
      <FeedPaperList papers={list?.items ?? []} pathname={pathname} />
      {empty ? null : <PaperListEndView loading={list === undefined} finished={list && endOfListText(list)} />}
    </FeedSection>
  );
}
