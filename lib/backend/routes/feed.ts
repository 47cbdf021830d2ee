import "server-only";
import { LIST_PAGE_SIZE } from "@/lib/contract";
import type { BackendDeps } from "../deps";
import { type CallRouter, mount } from "../http/mount";
import { logger } from "../logger";
import { createPaperSources } from "../papers/create-paper-sources";
import { hit } from "../services/rate-limit";
import { feedPage, feedPaper } from "../services/feed/feed-page";
import { createPaperSearch } from "../services/search/paper-search-list";

/** The daily paper feed (spec §1, §6: 'hot' public, 'my' signed in) and the paper search list (spec §2). */
export function mountFeedCalls(api: CallRouter, deps: BackendDeps) {
  mount(api, "papers.tagList", async ({ body, requireUser }) => {
    if (body.id) return feedPaper(deps.db, body.id);
    const type = body.type ?? "hot";
    const userId = type === "my" ? (await requireUser()).id : undefined;
    const limit = body.limit ?? LIST_PAGE_SIZE;
    const offset = body.offset ?? ((body.page ?? 1) - 1) * limit;
    return feedPage(deps.db, { type, userId, limit, offset, tag: body.tag ?? undefined, now: deps.now() });
  });

  const sources = createPaperSources(deps);
  const searchPaperList = createPaperSearch({
    db: deps.db,
    log: logger.child({ area: "search" }),
    searchLive: (query, limit) => sources.searchPapers(query, { limit }),
  });
  mount(api, "papers.search", ({ user, body }) =>
    // Live searches spend the shared arXiv/OpenAlex allowance; pages of a list already made are free.
    searchPaperList(body, () => hit(deps, { bucket: "paper-search", subject: user.id, limit: 20, windowSeconds: 60 })),
  );
}
