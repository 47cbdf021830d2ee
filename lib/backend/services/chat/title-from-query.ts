import "server-only";
import { agentList } from "@/lib/contract/agents";

/**
 * A session's title, derived from the first query (spec §2 "Projects history list"): its first non-empty line,
 * whitespace collapsed, without a leading @Agent mention, at most 60 characters with an ellipsis cut on a word.
 */
export const SESSION_TITLE_MAX_LENGTH = 60;

/** Every way a query can name an agent after "@", longest first so "Deep Search Agent" wins over "Deep". */
const agentMentions = [
  ...new Set(agentList.flatMap((agent) => [agent.displayName, agent.slug, agent.id, ...agent.contractNames])),
].sort((a, b) => b.length - a.length);

export function sessionTitleFromQuery(query: string): string {
  const firstLine = query.split(/\r\n|\r|\n/).find((line) => line.trim() !== "") ?? "";
  const collapsed = firstLine.replace(/\s+/g, " ").trim();
  // A query that is only a mention ("@Deep Survey") keeps it: an empty title would read as untitled.
  const title = withoutAgentMention(collapsed) || collapsed;
  return truncateOnWord(title, SESSION_TITLE_MAX_LENGTH);
}

function withoutAgentMention(text: string): string {
  if (!text.startsWith("@")) return text;
  const rest = text.slice(1);
  const lower = rest.toLowerCase();
  const known = agentMentions.find((name) => lower.startsWith(name.toLowerCase()) && /^(?:[\s:,.\-–—]|$)/.test(rest.slice(name.length)));
  const mentionLength = known?.length ?? (/^\S*/.exec(rest)?.[0].length ?? 0);
  return rest.slice(mentionLength).replace(/^[\s:,.\-–—]+/, "").trim();
}

function truncateOnWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  // One very long word (a URL, say) has no boundary to cut on: cut it hard rather than leave an empty title.
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/(?<![\s,.;:\-–—])[\s,.;:\-–—]+$/, "")}…`;
}
