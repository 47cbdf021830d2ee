import type { Metadata } from "next";
import { PapersScreen } from "@/components/feed/papers-screen";
import { hotFeedPage, type PageParams } from "../../hot-feed";
import { PAPERS_METADATA } from "../../papers-metadata";

export const metadata: Metadata = PAPERS_METADATA;

/**
 * The papers screen for a signed-in user (proxy.ts sends a visitor's request to app/(visitor)/visitor-papers): the
 * hot feed's first page rendered on the server; ?pid=, ?fpid=, ?efpid= open a paper, and ?profile=open the
 * Interest modal.
 */
export default async function PapersPage({ searchParams }: { searchParams: Promise<PageParams> }) {
  const { hotFeed, opened } = await hotFeedPage(searchParams);
  return <PapersScreen hotFeed={hotFeed} opened={opened} />;
}
