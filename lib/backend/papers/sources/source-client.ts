import "server-only";
import type { PaperRecord } from "../paper-sources";
import type { RequestSpacing } from "./request-spacing";

/** What every source client is built from (see create-paper-sources.ts) and what a paper client answers. */
export type SourceClientSettings = {
  baseUrl: string;
  timeoutMs: number;
  /** Sent with every call: arXiv and OpenAlex ask clients to identify themselves. */
  userAgent: string;
  apiKey?: string;
  /** OpenAlex's "polite pool" contact. */
  mailto?: string;
  spacing?: RequestSpacing;
};

export type SourceSearchOptions = { limit: number; signal?: AbortSignal };

export type SourceSearch = (query: string, options: SourceSearchOptions) => Promise<PaperRecord[]>;

/** `base` + `path` whatever slashes either has (`https://api.openalex.org/` + `/works`). */
export function joinUrl(base: string, path: string): URL {
  return new URL(`${base.replace(/(?<!\/)\/+$/, "")}/${path.replace(/^\/+/, "")}`);
}
