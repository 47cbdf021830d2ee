/**
 * Where a contract call goes from the browser: the same-origin prefix, the call's path with its parameters filled
 * in, and its query. Kept apart from callApi so the raw transports (the chat stream's reader, analytics beacons)
 * take their address from the contract without loading the client's error policy.
 */
import { buildCallPath, buildCallQuery, type CallDef } from "@/lib/contract/calls/define";

/** Same-origin prefix of the contract (the BFF's catch-all, DESIGN §1). */
export const API_BASE_PATH = "/api";

export type CallUrlParts = {
  params?: Readonly<Record<string, string | number>>;
  query?: Readonly<Record<string, unknown>>;
};

/** The call's address without a query, for links the browser itself opens. */
export function callPath(call: Pick<CallDef, "path">, params?: CallUrlParts["params"], basePath = API_BASE_PATH): string {
  return `${basePath}${buildCallPath(call.path, params)}`;
}

/** The call's address with its query; every GET carries a fresh timestamp (§7). */
export function callUrl(call: Pick<CallDef, "method" | "path">, request: CallUrlParts, now: number, basePath = API_BASE_PATH): string {
  const search = buildCallQuery(request.query);
  // §7: GET calls carry a timestamp so no cache in between answers with stale data.
  if (call.method === "GET") search.set("timestamp", String(now));
  const url = callPath(call, request.params, basePath);
  const query = search.toString();
  return query ? `${url}?${query}` : url;
}
