/**
 * The share scope (issue 21): while a session page opened from a public link (`?shareId=`) shows, the reads a
 * visitor makes must carry the link's shareId, or the server answers them as it would a stranger (401/404). The
 * page sets the scope on mount and clears it on unmount; callApi adds it to every call whose contract query has a
 * `shareId` key, and the raw URLs the panels fetch (notebook JSON, project files, the package zip) pass through
 * withShareScope. One module-level value, because one session page shows at a time.
 */
import type { CallDef } from "@/lib/contract/calls/define";
import { API_BASE_PATH } from "./call-url";

let scopedShareId: string | undefined;

export function setShareScope(shareId: string | undefined): void {
  scopedShareId = shareId === "" ? undefined : shareId;
}

export function currentShareId(): string | undefined {
  return scopedShareId;
}

/** Whether the call's contract query declares `shareId` (the reads a visitor may make). */
function takesShareId(call: Pick<CallDef, "query">): boolean {
  const shape: unknown = call.query && "shape" in call.query ? call.query.shape : undefined;
  return typeof shape === "object" && shape !== null && "shareId" in shape;
}

/** The call's query with the scope's shareId added, when the call takes one and the caller named none. */
export function scopedQuery(
  call: Pick<CallDef, "query">,
  query: Readonly<Record<string, unknown>> | undefined,
): Readonly<Record<string, unknown>> | undefined {
  if (scopedShareId === undefined || !takesShareId(call) || query?.shareId !== undefined) return query;
  return { ...query, shareId: scopedShareId };
}

/**
 * A same-origin API address with the scope's shareId in its query. Any other address is left alone: a signed
 * storage link needs none, and the token should not travel to another host.
 */
export function withShareScope(url: string): string {
  if (scopedShareId === undefined || !url.startsWith(`${API_BASE_PATH}/`)) return url;
  const [beforeHash = "", hash] = url.split("#", 2);
  const [path = "", search = ""] = beforeHash.split("?", 2);
  const query = new URLSearchParams(search);
  if (query.has("shareId")) return url;
  query.set("shareId", scopedShareId);
  return `${path}?${query.toString()}${hash === undefined ? "" : `#${hash}`}`;
}
