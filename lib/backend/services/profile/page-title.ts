import "server-only";
import { guardedFetch, type GuardedFetchPolicy } from "../../http/guarded-fetch";

/**
 * The <title> of a web page a user linked, fetched through the guarded fetch (DESIGN §9: http/https on 80/443 to
 * public addresses only, each redirect re-checked, 5 s, 1 MB). Only text/html is read. Undefined when the page has
 * no title or is not HTML; the guard's refusals and network failures throw.
 */
export const PAGE_TITLE_POLICY: GuardedFetchPolicy = { timeoutMs: 5000, maxBytes: 1024 * 1024 };

const TITLE = /<title[^>]*>([\s\S]*?)<\/title>/i;
const NAMED_ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export async function pageTitle(url: string, policy: GuardedFetchPolicy): Promise<string | undefined> {
  const answer = await guardedFetch(url, { headers: { accept: "text/html" } }, policy);
  const contentType = answer.headers.get("content-type") ?? "";
  if (!answer.ok || !/^text\/html\b/i.test(contentType)) {
    await answer.body?.cancel().catch(() => undefined);
    return undefined;
  }
  const match = TITLE.exec(await answer.text());
  const title = decodeEntities(match?.[1] ?? "").replace(/\s+/g, " ").trim();
  return title === "" ? undefined : title;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#")) {
      const code = name[1]?.toLowerCase() === "x" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
  });
}
