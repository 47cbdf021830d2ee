/**
 * The papers screen as a visitor gets it (spec §6: the hot feed, and the login modal for everything else), rendered
 * on the server: the same frame, feed and paper detail as the signed-in screen. Its controls carry no handlers: they
 * name what they ask for (visitor-actions.ts), and the page's one small script (visitor-activation.tsx) loads the
 * code that acts on them as a visitor reaches for one. proxy.ts serves it for /papers when the request carries no
 * session.
 */
import { type OpenedPaper, PaperDetail } from "@/components/feed/paper-detail";
import { PapersFrame } from "@/components/feed/papers-frame";
import { RESEARCH_PROFILE_LABEL } from "@/components/profile/research-profile-entry";
import { SearchInput } from "@/components/search/search-input";
import { type FeedFirstPage, hotFeedStartingList } from "@/lib/client/feed/paged-list";
import { PAPERS_PATH } from "@/lib/domain/papers/papers-paths";
import { visitorAction } from "./visitor-actions";
import { VisitorActivation } from "./visitor-activation";
import { VisitorFeed } from "./visitor-feed";
import { VisitorLoginButton } from "./visitor-login-button";

export type VisitorPapersProps = { hotFeed: FeedFirstPage; opened: OpenedPaper | undefined; openProfile: boolean };

export function VisitorPapers({ hotFeed, opened, openProfile }: VisitorPapersProps) {
  const list = hotFeedStartingList(hotFeed);
  const surveyButton = opened?.paper ? (
    <VisitorLoginButton variant="link" aria-label={`Survey this: ${opened.paper.title}`}>
      Survey this
    </VisitorLoginButton>
  ) : undefined;
  return (
    <PapersFrame
      profileButton={<VisitorLoginButton variant="secondary">{RESEARCH_PROFILE_LABEL}</VisitorLoginButton>}
      searchBox={<SearchInput {...visitorAction("search")} />}
      opened={opened ? <PaperDetail {...opened} action={surveyButton} /> : null}
    >
      <VisitorActivation hotFeed={hotFeed} pathname={PAPERS_PATH} feedGoesOn={list !== undefined && !list.done} arrivedForProfile={openProfile}>
        <VisitorFeed hotFeed={hotFeed} list={list} pathname={PAPERS_PATH} />
      </VisitorActivation>
    </PapersFrame>
  );
}
