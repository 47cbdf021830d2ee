import type { Metadata } from "next";
import { OPEN_PROFILE_PARAM } from "@/components/profile/research-profile-entry";
import { VisitorPapers } from "@/components/visitor/visitor-papers";
import { hotFeedPage, type PageParams } from "../../hot-feed";
import { PAPERS_METADATA } from "../../papers-metadata";

export const metadata: Metadata = PAPERS_METADATA;

/**
 * /papers for a visitor (proxy.ts rewrites a request without a session here, and sends this address itself back
 * to /papers): the hot feed's first page rendered on the server; ?pid=, ?fpid=, ?efpid= open a paper.
 */
export default async function VisitorPapersPage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const { hotFeed, opened, params } = await hotFeedPage(searchParams);
  return <VisitorPapers hotFeed={hotFeed} opened={opened} openProfile={params[OPEN_PROFILE_PARAM] === "open"} />;
}
