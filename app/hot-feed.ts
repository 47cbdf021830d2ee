import "server-only";
import { backendCall } from "@/lib/bff/backend-call";
import { type FeedFirstPage, feedPapersOf, isFeedWaiting } from "@/lib/client/feed/paged-list";
import { DEFAULT_PAGE_SIZE } from "@/lib/contract/constants";
import type { PaperSearchItem } from "@/lib/contract/entities/papers";

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
export async function openedPaper(feed: FeedFirstPage, paperId: string | undefined): Promise<PaperSearchItem | undefined> {
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
