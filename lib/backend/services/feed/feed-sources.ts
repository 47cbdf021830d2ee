import "server-only";
import type { BackendConfig } from "../../config";
import { type ArxivClient, createArxivClient } from "../../papers/sources/arxiv-client";
import { sharedRequestSpacing } from "../../papers/sources/request-spacing";
import type { SourceClientSettings } from "../../papers/sources/source-client";

type SourceConfig = Pick<BackendConfig, "APP_URL" | "PAPER_SOURCE_TIMEOUT_MS" | "ARXIV_API_URL" | "ARXIV_MIN_INTERVAL_MS" | "OPENALEX_API_URL" | "OPENALEX_MAILTO">;

/** Client settings as the agents' paper sources build them (papers/create-paper-sources.ts): one identity, one timeout. */
function commonSettings(config: SourceConfig): Pick<SourceClientSettings, "timeoutMs" | "userAgent"> {
  return { timeoutMs: config.PAPER_SOURCE_TIMEOUT_MS, userAgent: `research-co-scientist (+${config.APP_URL})` };
}

/** The arXiv client of the feed and the profile, spaced together with every other arXiv call of this process. */
export function feedArxivClient(config: SourceConfig): ArxivClient {
  const spacing = sharedRequestSpacing(new URL(config.ARXIV_API_URL).host, config.ARXIV_MIN_INTERVAL_MS);
  return createArxivClient({ ...commonSettings(config), baseUrl: config.ARXIV_API_URL, spacing });
}

export function openAlexSettings(config: SourceConfig): SourceClientSettings {
  return { ...commonSettings(config), baseUrl: config.OPENALEX_API_URL, mailto: config.OPENALEX_MAILTO };
}
