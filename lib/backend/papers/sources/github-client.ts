import "server-only";
import type { RepositoryRecord } from "../paper-sources";
import { collapseWhitespace, countFrom, webUrlFrom, yearFrom } from "./paper-fields";
import { PaperSourceError } from "./source-error";
import { fetchSourceJson } from "./source-http";
import { joinUrl, type SourceClientSettings, type SourceSearchOptions } from "./source-client";

/**
 * GitHub repository search (`/search/repositories?q=`), best match first. Without GITHUB_TOKEN GitHub allows
 * 10 searches a minute per address, so the token is worth setting in production.
 */
export function createGithubClient(settings: SourceClientSettings) {
  return {
    async search(query: string, options: SourceSearchOptions): Promise<RepositoryRecord[]> {
      if (query.trim() === "") return [];
      const url = joinUrl(settings.baseUrl, "search/repositories");
      url.searchParams.set("q", query.trim());
      url.searchParams.set("per_page", String(options.limit));
      const headers: Record<string, string> = {
        accept: "application/vnd.github+json",
        "x-github-api-version": "2022-11-28",
        "user-agent": settings.userAgent,
      };
      if (settings.apiKey) headers.authorization = `Bearer ${settings.apiKey}`;
      const page = await fetchSourceJson({
        source: "github",
        url: url.toString(),
        headers,
        timeoutMs: settings.timeoutMs,
        signal: options.signal,
      });
      return parseGithubSearchPage(page).slice(0, options.limit);
    },
  };
}

type GithubRepository = {
  html_url?: unknown;
  full_name?: unknown;
  name?: unknown;
  owner?: { login?: unknown } | null;
  stargazers_count?: unknown;
  created_at?: unknown;
  description?: unknown;
};

export function parseGithubSearchPage(page: unknown): RepositoryRecord[] {
  const items = (page as { items?: unknown } | null)?.items;
  if (!Array.isArray(items)) throw new PaperSourceError("github", "invalid_response", "the answer has no items list");
  return items.flatMap((item: GithubRepository) => {
    const link = webUrlFrom(item.html_url);
    const name = collapseWhitespace(item.full_name) || collapseWhitespace(item.name);
    if (!link || !name) return [];
    const description = collapseWhitespace(item.description);
    const author = item.owner?.login;
    return [
      {
        link,
        name,
        author: typeof author === "string" && author !== "" ? author : null,
        stars: countFrom(item.stargazers_count),
        year: yearFrom(item.created_at),
        description: description === "" ? null : description,
      },
    ];
  });
}
