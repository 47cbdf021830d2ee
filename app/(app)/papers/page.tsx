import type { Metadata } from "next";
import { requestedPaperId } from "@/components/feed/paper-facts";
import { PapersScreen } from "@/components/feed/papers-screen";
import { hotFeedFirstPage, openedPaper } from "../../hot-feed";

export const metadata: Metadata = {
  title: "Papers",
  description: "Today's hot papers, your daily feed ranked by your research profile, and paper search.",
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * The papers screen: the hot feed's first page rendered on the server; ?pid=, ?fpid=, ?efpid= open a paper, and
 * ?profile=open the Interest modal.
 */
export default async function PapersPage({ searchParams }: { searchParams: SearchParams }) {
  const [hotFeed, params] = await Promise.all([hotFeedFirstPage(), searchParams]);
  const paperId = requestedPaperId(params);
  const paper = await openedPaper(hotFeed, paperId);
  return <PapersScreen hotFeed={hotFeed} opened={paperId === undefined ? undefined : { paperId, paper }} />;
}
