import "server-only";
import { ContractError, type LinkTitle, ValidationMessage } from "@/lib/contract";
import type { BackendConfig } from "../../config";
import type { Logger } from "../../logger";
import { arxivIdFrom } from "../../papers/sources/paper-fields";
import { feedArxivClient } from "../feed/feed-sources";
import { PAGE_TITLE_POLICY, pageTitle } from "./page-title";

/**
 * GET /getTitleByUrl (spec §7: "list whose first item has title"). A paper link (arxiv.org/abs|pdf/<id>) is looked
 * up in the arXiv API, never scraped; any other page's <title> comes through the guarded fetch. Every failure is
 * the spec's 'Get link title failed'; the log keeps the reason.
 */
export type LinkTitleDeps = { config: BackendConfig; log: Logger };

export async function linkTitle(deps: LinkTitleDeps, url: string): Promise<LinkTitle[]> {
  const title = await lookUp(deps.config, url).catch((error: unknown) => {
    deps.log.info({ err: error, url }, "link title lookup failed");
    return undefined;
  });
  if (!title) throw ContractError.badRequest(ValidationMessage.linkTitleFailed);
  return [{ title, url }];
}

async function lookUp(config: BackendConfig, url: string): Promise<string | undefined> {
  const arxivId = arxivIdFrom(url);
  if (arxivId) {
    const [listed] = await feedArxivClient(config).byIds([arxivId]);
    return listed?.paper.title;
  }
  return pageTitle(url, { ...PAGE_TITLE_POLICY, exemptOrigins: config.FETCH_EXEMPT_ORIGINS });
}
