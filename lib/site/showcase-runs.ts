import { type AgentId, isAgentId } from "@/lib/contract/agents";

/**
 * The landing page's showcase (issue 21 item 5): shared sessions that show an agent's real run, so a visitor can
 * watch one. Set by the operator as SHOWCASE_RUNS, whitespace-separated `agentId=link` entries, e.g.
 * `deepSurvey=https://example.org/search-v1/…?shareId=…&isReplay=true`. A link is a public share link of this site
 * or any other http(s) address; entries that are not (an unknown agent, a javascript: URL) are dropped, not fatal,
 * so a typo in one entry cannot take the landing page down.
 */
export type ShowcaseRuns = Partial<Record<AgentId, string>>;

export function parseShowcaseRuns(raw: string | undefined): ShowcaseRuns {
  const runs: ShowcaseRuns = {};
  for (const entry of raw?.split(/\s+/) ?? []) {
    const separator = entry.indexOf("=");
    if (separator <= 0) continue;
    const agent = entry.slice(0, separator);
    const link = safeLink(entry.slice(separator + 1));
    if (isAgentId(agent) && link) runs[agent] = link;
  }
  return runs;
}

function safeLink(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:" ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
