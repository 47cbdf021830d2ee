import "server-only";
import { backendCall } from "@/lib/bff/backend-call";
import { type FeedFirstPage, feedPapersOf, isFeedWaiting } from "@/lib/client/feed/paged-list";
import { DEFAULT_PAGE_SIZE } from "@/lib/contract/constants";

/**
 * The first page of the hot feed for pages rendered on the server (the landing page, the papers screen), asked
 * without a session: spec §6 makes it public.
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
