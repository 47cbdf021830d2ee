import "server-only";
import { backendCall } from "@/lib/bff/backend-call";
import { type FeedFirstPage, feedPapersOf, isFeedWaiting } from "@/lib/client/feed/paged-list";
import { DEFAULT_PAGE_SIZE } from "@/lib/contract/constants";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";
import type { OpenedPaper } from "@/components/feed/paper-detail";
import { requestedPaperId } from "@/components/feed/paper-facts";

/**
 * The hot feed for pages rendered on the server (the landing page, the papers screen), asked without a session:
 * spec §6 makes it public.
 */
export async function hotFeedFirstPage(): Promise<FeedFirstPage> {
  try {
    const answer = await backendCall("papers.tagList", { body: { type: "hot", limit: DEFAULT_PAGE_SIZE, offset: 0 } });
    return { status: "papers", papers: feedPapersOf(answer) };
  } catch (error) {
    if (isFeedWaiting(error)) return { status: "waiting", message: error.message };
    console.error("The hot feed could not be read for the server-rendered page", error);
    return { status: "unavailable" };
  }
}

/** The paper a pid/fpid/efpid link names (spec §2): from the page's feed, else asked for by id. */
async function openedPaper(feed: FeedFirstPage, paperId: string | undefined): Promise<PaperSearchItem | undefined> {
  if (paperId === undefined) return undefined;
  const listed = feed.status === "papers" ? feed.papers.find((paper) => String(paper.id) === paperId) : undefined;
  if (listed) return listed;
  try {
    return feedPapersOf(await backendCall("papers.tagList", { body: { type: "hot", id: paperId } }))[0];
  } catch {
    // An unknown or unreadable id still gets its detail box, named by the id (components/feed/paper-detail.tsx).
    return undefined;
  }
}

export type PageParams = Record<string, string | string[] | undefined>;

/**
 * What a page with the hot feed renders (the landing page, both papers pages): the feed's first page, and the paper
 * its pid, fpid or efpid parameter opens, read side by side with the page's parameters.
 */
export async function hotFeedPage(searchParams: Promise<PageParams>): Promise<{ hotFeed: FeedFirstPage; opened: OpenedPaper | undefined; params: PageParams }> {
  const [hotFeed, params] = await Promise.all([hotFeedFirstPage(), searchParams]);
  const paperId = requestedPaperId(params);
  const opened = paperId === undefined ? undefined : { paperId, paper: await openedPaper(hotFeed, paperId) };
  return { hotFeed, opened, params };
}
