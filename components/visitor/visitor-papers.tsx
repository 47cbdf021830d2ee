/**
 * The papers screen as a visitor gets it (spec §6: the hot feed, and the login modal for everything else), rendered
 * on the server: the same frame, feed and paper detail as the signed-in screen, with small islands for what reacts
 * (the feed's tabs and infinite scroll, the search box, the buttons that open the login modal). proxy.ts serves it
 * for /papers when the request carries no session; its first load is the framework and little more.
 */
import { FeedView } from "@/components/feed/feed-view";
import { type OpenedPaper, PaperDetail } from "@/components/feed/paper-detail";
import { PapersFrame } from "@/components/feed/papers-frame";
import { LoginButton } from "@/components/layout/login-button";
import { PAPERS_PATH, RESEARCH_PROFILE_LABEL } from "@/components/profile/research-profile-entry";
import type { FeedFirstPage } from "@/lib/client/feed/paged-list";
import { LoginOnArrival } from "./login-on-arrival";
import { VisitorSearchBox } from "./visitor-search-box";

export type VisitorPapersProps = { hotFeed: FeedFirstPage; opened: OpenedPaper | undefined; openProfile: boolean };

export function VisitorPapers({ hotFeed, opened, openProfile }: VisitorPapersProps) {
  const surveyButton = opened?.paper ? (
    <LoginButton variant="link" aria-label={`Survey this: ${opened.paper.title}`}>
      Survey this
    </LoginButton>
  ) : undefined;
  return (
    <PapersFrame
      profileButton={<LoginButton variant="secondary">{RESEARCH_PROFILE_LABEL}</LoginButton>}
      searchBox={<VisitorSearchBox />}
      opened={opened ? <PaperDetail {...opened} action={surveyButton} /> : null}
      after={openProfile ? <LoginOnArrival /> : null}
    >
      <FeedView signedIn={false} hasProfile={false} hotFeed={hotFeed} pathname={PAPERS_PATH} />
    </PapersFrame>
  );
}
